import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_NAMES } from "@housing/site-config";

/*
 * Each brand app's proxy matcher (its proxy.ts, kept literal for Next): site pages go through the
 * proxy; the session bridge does not, since Next holds the body of a request its proxy sees in
 * memory and cuts it at 10 MB (experimental.proxyClientMaxBodySize), and an upload of the fault
 * report (100 MB, spec section 5) must stream through to the API whole.
 */

const APPS = join(import.meta.dirname, "../../../apps");

/** The matcher as Next applies it: the pattern of one path-to-regexp group, the whole path. */
function matcherOf(app: string): RegExp {
  const source = readFileSync(join(APPS, app, "proxy.ts"), "utf8");
  const literal = /matcher: \[("(?:[^"\\]|\\.)*")\]/.exec(source)?.[1];
  if (!literal) throw new Error(`${app}: no matcher`);
  return new RegExp(`^${JSON.parse(literal) as string}$`);
}

describe("the proxy matcher", () => {
  it.each(APP_NAMES)("of the %s app takes pages, and leaves the session bridge and assets alone", (app) => {
    const matcher = matcherOf(app);
    for (const path of ["/", "/om-oss", "/mina-sidor/arenden", "/en/about-us"])
      expect(matcher.test(path), path).toBe(true);
    for (const path of [
      "/_api/case_management/customer/create_case",
      "/_api/case_management/case/0d7c3a52-6e1f-4b8a-9c2d-3e4f5a6b7c8d",
      "/_api/account_service/user",
      "/_next/static/chunk.js",
      "/favicon.ico",
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
});
