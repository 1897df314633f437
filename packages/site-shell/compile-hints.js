// V8 explicit compile hints for the scripts a page runs while it loads. Plain JavaScript: Next's
// config (next-config.js) calls it after the production compile, before any TypeScript of the
// workspace is built.
//
// V8 compiles a function lazily, on the main thread, the first time it is called. React, Next's
// router and the page's client components are nearly all called while a page hydrates, so that
// compile work sat in the page's longest task. A file whose first line is the magic comment below
// is compiled eagerly instead, on a background thread while it streams in (Chrome 136 and later;
// other browsers ignore the comment). BENCHMARKS.md has the measurements.
//
// Only first-load chunks are marked: the framework, the layouts' and pages' client components and
// the templates' lazily imported chunks that the server renders and preloads. Code a page loads
// on demand (the map and its library, the web-vitals beacon) keeps lazy compilation: most of its
// functions are never called during a load.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** @param {string} file a chunk as the manifests name it: "/_next/static/chunks/a.js" or "static/chunks/a.js" */
function distPath(file) {
  return file.replace(/^\/?_next\//, "").replace(/^\//, "");
}

/**
 * @param {string} dir
 * @param {(path: string) => void} visit
 */
function walk(dir, visit) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, visit);
    else visit(path);
  }
}

/**
 * The JavaScript chunks a server-rendered page may load before it is interactive, relative to
 * the dist folder (".next"): Next's root main files, every app entry's and client component's
 * chunks (client reference manifests) and the chunks of next/dynamic imports (react-loadable
 * manifests). Chunks reached only through a plain import() are not among them.
 * @param {string} distDir
 * @returns {string[]}
 */
export function firstLoadChunks(distDir) {
  /** @type {Set<string>} */
  const chunks = new Set();
  /** @param {string} file */
  const add = (file) => {
    if (file.endsWith(".js")) chunks.add(distPath(file));
  };
  const buildManifest = JSON.parse(readFileSync(join(distDir, "build-manifest.json"), "utf8"));
  for (const file of buildManifest.rootMainFiles ?? []) add(file);
  walk(join(distDir, "server", "app"), (path) => {
    if (path.endsWith("_client-reference-manifest.js")) {
      /** @type {{ __RSC_MANIFEST?: Record<string, { clientModules?: Record<string, { chunks?: string[] }>, entryJSFiles?: Record<string, string[]> }> }} */
      const context = {};
      runInNewContext(readFileSync(path, "utf8"), context);
      for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
        for (const files of Object.values(manifest.entryJSFiles ?? {})) files.forEach(add);
        for (const module of Object.values(manifest.clientModules ?? {})) (module.chunks ?? []).forEach(add);
      }
    } else if (path.endsWith("react-loadable-manifest.json")) {
      /** @type {Record<string, { files?: string[] }>} */
      const manifest = JSON.parse(readFileSync(path, "utf8"));
      for (const entry of Object.values(manifest)) (entry.files ?? []).forEach(add);
    }
  });
  return [...chunks].sort();
}

/**
 * Shifts a chunk's source map by the one line the hint adds, so stack traces and the browser's
 * debugger still point at the right source (only when the build writes browser source maps).
 * @param {string} chunkPath
 * @param {string} code
 */
function shiftSourceMap(chunkPath, code) {
  const name = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code)?.[1];
  if (!name || name.includes(":")) return;
  const mapPath = join(chunkPath, "..", name);
  if (!existsSync(mapPath)) return;
  const map = JSON.parse(readFileSync(mapPath, "utf8"));
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else if (typeof map.mappings === "string") {
    map.mappings = `;${map.mappings}`;
  }
  writeFileSync(mapPath, JSON.stringify(map));
}

/**
 * Marks every first-load chunk with the compile hint; a chunk already marked is left alone, so a
 * second run changes nothing.
 * @param {string} distDir
 * @returns {{ marked: number, chunks: number }}
 */
export function markFirstLoadChunks(distDir) {
  let marked = 0;
  const chunks = firstLoadChunks(distDir);
  for (const chunk of chunks) {
    const path = join(distDir, chunk);
    if (!existsSync(path)) continue;
    const code = readFileSync(path, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    writeFileSync(path, COMPILE_HINT + code);
    shiftSourceMap(path, code);
    marked += 1;
  }
  return { marked, chunks: chunks.length };
}
