// First-load JavaScript of each site's start page: every script the HTML
// loads, summed raw and gzip-compressed. Measures running production servers
// (`npm start`, or the e2e web servers); prints a Markdown table. Polyfills
// served only to browsers without module support are left out.
import { gzipSync } from "node:zlib";

const pages = [
  ["se", "http://localhost:3000/"],
  ["se-en", "http://localhost:3000/en/"],
  ["senior", "http://localhost:3001/"],
  ["boratt", "http://localhost:3002/"],
  ["no", "http://localhost:3003/"],
  ["fi", "http://localhost:3004/"],
  ["contractor", "http://localhost:3005/"],
];

async function measure(url) {
  const html = await (await fetch(url)).text();
  // noModule scripts are polyfills only legacy browsers download; modern browsers skip them.
  const sources = [...html.matchAll(/<script([^>]+)>/g)]
    .map((match) => match[1])
    .filter((attributes) => !/nomodule/i.test(attributes))
    .map((attributes) => /src="([^"]+)"/.exec(attributes)?.[1])
    .filter(Boolean)
    .map((src) => new URL(src, url).href);
  let raw = 0;
  let gzip = 0;
  for (const source of new Set(sources)) {
    const body = Buffer.from(await (await fetch(source)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { scripts: new Set(sources).size, raw, gzip };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log("| site | scripts | first-load JS (raw) | first-load JS (gzip) |\n|---|---|---|---|");
for (const [site, url] of pages) {
  try {
    const { scripts, raw, gzip } = await measure(url);
    console.log(`| ${site} | ${scripts} | ${kb(raw)} | ${kb(gzip)} |`);
  } catch (error) {
    console.log(`| ${site} | not reachable at ${url} (start the sites first: npm start) | | |`);
    process.exitCode = 1;
  }
}
