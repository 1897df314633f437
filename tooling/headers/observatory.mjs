#!/usr/bin/env node
// Grades the security headers of the sites the way Mozilla's HTTP Observatory does (its v2 "Tests &
// Scoring" documentation: scoring.mjs and tests.mjs), so CI can fail below A+ without sending the
// sites to a public scanner (the production shape runs on *.fjallvik.localhost).
//
//   node tooling/headers/observatory.mjs --url https://se.fjallvik.localhost:8443/ --ca ca.pem [--url …]
//     [--site se=https://se.fjallvik.localhost:8443 …] [--api https://api.fjallvik.localhost:8443]
//     [--stage se=/sok-bostad/…/]
//     [--http-port 8080] [--min A+] [--json]
//
// Each URL is requested over HTTPS (trusting --ca; Node does not resolve *.localhost, so it connects
// to 127.0.0.1 with the URL's host as SNI and Host), redirects followed and every response on the way
// graded; the redirection test requests the same path over http:// on --http-port. --site lists the
// start, search, stage, login and my pages of a site (pages.mjs; --api finds a stage). Exits 1 when
// any response grades below --min.
import { readFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import { pagesToCheck, stagePathOf } from "./pages.mjs";
import { isAtLeast, scoreOf } from "./scoring.mjs";
import {
  OBSERVATORY_ORIGIN,
  testContentSecurityPolicy,
  testCookies,
  testCrossOriginResourcePolicy,
  testCrossOriginResourceSharing,
  testRedirection,
  testReferrerPolicy,
  testStrictTransportSecurity,
  testSubresourceIntegrity,
  testXContentTypeOptions,
  testXFrameOptions,
} from "./tests.mjs";

export { pagesToCheck, stagePathOf } from "./pages.mjs";

/**
 * The Observatory's grade of one response.
 * @param {{ url: string; headers: Headers | Record<string, string | string[]>; html?: string | null;
 *   redirectChain?: string[] | null; preloaded?: boolean; requestOrigin?: string }} response
 *   redirectChain: the URLs an http:// request for the same page went through (null: no http).
 * @returns {{ score: number; grade: string; tests: Array<{ name: string; pass: boolean; modifier: number; result: string }> }}
 */
export function gradeResponse({ url, headers, html = null, redirectChain = null, preloaded = false, requestOrigin }) {
  const csp = testContentSecurityPolicy({ headers, html });
  const tests = [
    csp,
    testCookies({ headers, url }),
    testCrossOriginResourceSharing({ headers, requestOrigin }),
    testRedirection({ redirectChain }),
    testReferrerPolicy({ headers, html }),
    testStrictTransportSecurity({ headers, url, preloaded }),
    testSubresourceIntegrity({ headers, html, url }),
    testXContentTypeOptions({ headers }),
    testXFrameOptions({ headers, csp }),
    testCrossOriginResourcePolicy({ headers }),
  ];
  return { ...scoreOf(tests), tests };
}

const MAX_BODY = 8 * 1024 * 1024;
const MAX_REDIRECTS = 10;

/** One request without following redirects; connects to 127.0.0.1 for *.localhost hosts. */
function request(url, { ca, origin } = {}) {
  const target = new URL(url);
  const isHttps = target.protocol === "https:";
  const client = isHttps ? https : http;
  const isLoopback = target.hostname === "localhost" || target.hostname.endsWith(".localhost");
  return new Promise((resolve, reject) => {
    const req = client.request(
      {
        host: isLoopback ? "127.0.0.1" : target.hostname,
        port: target.port || (isHttps ? 443 : 80),
        path: `${target.pathname}${target.search}`,
        method: "GET",
        servername: isHttps && !/^[\d.]+$/.test(target.hostname) ? target.hostname : undefined,
        ca,
        headers: {
          host: target.host,
          "user-agent": "housing-headers-check",
          accept: "text/html,application/xhtml+xml",
          ...(origin ? { origin } : {}),
        },
      },
      (res) => {
        const chunks = [];
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
          if (size <= MAX_BODY) chunks.push(chunk);
        });
        res.on("end", () => {
          const headers = new Headers();
          for (let i = 0; i < res.rawHeaders.length; i += 2) headers.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
          resolve({ url, status: res.statusCode, headers, body: Buffer.concat(chunks).toString("utf8") });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`Timed out: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

/** The responses of a URL and the redirects it leads through. */
async function follow(url, options) {
  const responses = [];
  let next = url;
  for (let hop = 0; hop <= MAX_REDIRECTS && next; hop += 1) {
    const response = await request(next, options);
    responses.push(response);
    const location = response.status >= 300 && response.status < 400 ? response.headers.get("location") : null;
    next = location ? new URL(location, next).href : null;
  }
  return responses;
}

/** The http:// variant's chain (null when nothing answers over http). */
async function httpChain(url, httpPort, options) {
  const plain = new URL(url);
  plain.protocol = "http:";
  plain.port = String(httpPort);
  try {
    return (await follow(plain.href, options)).map((response) => response.url);
  } catch (error) {
    if (error.code === "ECONNREFUSED") return null;
    throw error;
  }
}

function printTable(label, graded) {
  console.log(`\n${label}\n  ${graded.grade} (${graded.score})`);
  for (const test of graded.tests) {
    const sign = test.modifier > 0 ? `+${test.modifier}` : String(test.modifier);
    console.log(`  ${test.pass ? "pass" : "FAIL"}  ${sign.padStart(4)}  ${test.name.padEnd(30)}  ${test.result}`);
  }
}

function parseKeyValues(values, what) {
  return Object.fromEntries(
    values.map((value) => {
      const at = value.indexOf("=");
      if (at < 1) throw new Error(`--${what} takes code=value, got "${value}"`);
      return [value.slice(0, at), value.slice(at + 1)];
    }),
  );
}

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: "string", multiple: true, default: [] },
      site: { type: "string", multiple: true, default: [] },
      stage: { type: "string", multiple: true, default: [] },
      api: { type: "string" },
      ca: { type: "string" },
      "http-port": { type: "string", default: "8080" },
      min: { type: "string", default: "A+" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help || (values.url.length === 0 && values.site.length === 0)) {
    console.log(
      readFileSync(new URL(import.meta.url), "utf8")
        .split("\n")
        .slice(1, 15)
        .join("\n")
        .replace(/^\/\/ ?/gm, ""),
    );
    process.exit(values.help ? 0 : 2);
  }
  const ca = values.ca ? readFileSync(values.ca) : undefined;
  const httpPort = Number(values["http-port"]);
  const sites = parseKeyValues(values.site, "site");
  const stages = parseKeyValues(values.stage, "stage");
  if (values.api) {
    for (const code of Object.keys(sites)) stages[code] ??= await stagePathOf(values.api, code);
  }
  const targets = [...values.url.map((url) => ({ site: "", page: "", url })), ...pagesToCheck(sites, stages)];
  const results = [];
  for (const target of targets) {
    const chain = await httpChain(target.url, httpPort, { ca });
    const responses = await follow(target.url, { ca, origin: OBSERVATORY_ORIGIN });
    for (const response of responses) {
      const isHtml = /text\/html/i.test(response.headers.get("content-type") ?? "");
      const graded = gradeResponse({
        url: response.url,
        headers: response.headers,
        html: isHtml ? response.body : null,
        redirectChain: chain,
      });
      results.push({ ...target, url: response.url, status: response.status, ...graded });
      if (!values.json) {
        const name = [target.site, target.page].filter(Boolean).join(" ");
        printTable(`${name ? `${name}: ` : ""}${response.status} ${response.url}`, graded);
      }
    }
  }
  const failing = results.filter((result) => !isAtLeast(result.grade, values.min));
  if (values.json) console.log(JSON.stringify(results, null, 2));
  // With --json the summary goes to stderr, so stdout is the JSON alone.
  const say = values.json ? console.error : console.log;
  say(`\n${results.length} responses graded; ${failing.length} below ${values.min}${failing.length ? ":" : "."}`);
  for (const result of failing) say(`  ${result.grade} (${result.score}) ${result.status} ${result.url}`);
  process.exit(failing.length > 0 ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
