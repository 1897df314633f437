import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COMPILE_HINT, firstLoadChunks, markFirstLoadChunks } from "../compile-hints.js";

let dist: string;

function write(path: string, content: string) {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), content);
}

const read = (path: string) => readFileSync(join(dist, path), "utf8");
const readMap = (path: string) =>
  JSON.parse(read(path)) as { mappings?: string; sections?: { offset: { line: number; column: number } }[] };

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), "compile-hints-"));
  write(
    "build-manifest.json",
    JSON.stringify({
      rootMainFiles: ["static/chunks/runtime.js", "static/chunks/react.js"],
      polyfillFiles: ["static/chunks/polyfills.js"],
    }),
  );
  write(
    "server/app/[site]/[[...path]]/page_client-reference-manifest.js",
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};
globalThis.__RSC_MANIFEST["/[site]/[[...path]]/page"] = ${JSON.stringify({
      clientModules: { "frame.tsx": { id: 1, name: "*", chunks: ["/_next/static/chunks/frame.js"], async: false } },
      entryJSFiles: { "[project]/apps/se/app/[site]/layout": ["static/chunks/layout.js", "static/chunks/layout.css"] },
    })};`,
  );
  write(
    "server/app/[site]/[[...path]]/page/react-loadable-manifest.json",
    JSON.stringify({ "7": { id: 7, files: ["static/chunks/search.js", "static/chunks/search.css"] } }),
  );
  for (const name of ["runtime", "react", "frame", "layout", "search", "map-on-demand", "polyfills"]) {
    write(`static/chunks/${name}.js`, `console.log("${name}");`);
  }
  write("static/chunks/layout.css", "body{margin:0}");
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("firstLoadChunks", () => {
  it("lists the root main files, client components, entries and next/dynamic chunks, JavaScript only", () => {
    expect(firstLoadChunks(dist)).toEqual([
      "static/chunks/frame.js",
      "static/chunks/layout.js",
      "static/chunks/react.js",
      "static/chunks/runtime.js",
      "static/chunks/search.js",
    ]);
  });
});

describe("markFirstLoadChunks", () => {
  it("puts the hint on the first line of first-load chunks and leaves on-demand code and polyfills alone", () => {
    expect(markFirstLoadChunks(dist)).toEqual({ marked: 5, chunks: 5 });
    expect(read("static/chunks/react.js")).toBe(`${COMPILE_HINT}console.log("react");`);
    expect(read("static/chunks/search.js").split("\n")[0]).toBe("//# allFunctionsCalledOnLoad");
    expect(read("static/chunks/map-on-demand.js")).toBe('console.log("map-on-demand");');
    expect(read("static/chunks/polyfills.js")).toBe('console.log("polyfills");');
  });

  it("marks a chunk once however often it runs", () => {
    markFirstLoadChunks(dist);
    expect(markFirstLoadChunks(dist)).toEqual({ marked: 0, chunks: 5 });
    expect(read("static/chunks/frame.js").split(COMPILE_HINT)).toHaveLength(2);
  });

  it("moves a chunk's source map down the one added line", () => {
    write("static/chunks/layout.js", 'console.log("layout");\n//# sourceMappingURL=layout.js.map');
    write("static/chunks/layout.js.map", JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA" }));
    write("static/chunks/frame.js", 'console.log("frame");\n//# sourceMappingURL=frame.js.map');
    write(
      "static/chunks/frame.js.map",
      JSON.stringify({
        version: 3,
        sections: [{ offset: { line: 0, column: 0 }, map: { version: 3, sources: [], mappings: "" } }],
      }),
    );
    markFirstLoadChunks(dist);
    expect(readMap("static/chunks/layout.js.map").mappings).toBe(";AAAA");
    expect(readMap("static/chunks/frame.js.map").sections?.[0]?.offset).toEqual({ line: 1, column: 0 });
  });
});
