import { expect, test } from "@playwright/test";
import { balancerOrigin } from "../env";
import { allSites } from "../sites";

/**
 * Issue 18, item 9 (the sites' half): every site's catch-all route answers bad input with a 4xx,
 * never a 5xx and never a hang. Plain HTTP requests, no browser: fixed cases from the issue, a
 * bounded set of generated ones (seeded, so a failure reproduces), and odd methods on pages.
 * The limits themselves are in site-shell's request-limits.ts. Where the run has the local balancer
 * (HAProxy with the production shape's configuration, env.ts), every case runs through it too, over HTTPS.
 */

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hex = (byte: number) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`;

/** Addresses the issue names, each of which must answer 400. */
const BAD_REQUESTS = [
  "/%00/",
  "/%ff/",
  "/%zz/",
  "/%E0%A4%A/",
  "/a%0Db/",
  "/%7F/",
  `/${"a".repeat(2_400)}/`,
  `/?q=${"x".repeat(3_000)}`,
  `/?${Array.from({ length: 60 }, (_, index) => `p${index}=${index}`).join("&")}`,
  "/?q=%00",
];

/**
 * Broken escapes in the query: Next's server parses the query before the proxy sees it and passes
 * such a byte on as U+FFFD (a well-formed character), so these may answer the page itself; never 5xx.
 */
const ODD_QUERIES = ["/?q=%ff", "/?q=a%zzb", "/sok-bostad/?q=%C3%28&minRooms=%E2%82"];

/** Generated addresses: bytes outside UTF-8, control characters, long and odd paths and queries. */
function generatedPaths(seed: number, count: number): string[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const pieces = [
    () => hex(Math.floor(next() * 32)), // a control character
    () => hex(0x80 + Math.floor(next() * 128)), // a lone byte that is no UTF-8
    () => `%${pick(["g", "z", "%", ""])}${pick(["1", "q", ""])}`, // a broken escape
    () => "%C3%A4", // ä, well-formed
    () => pick(["..", ".", "%2e%2e", "%2F", "~", "'", "<script>", "%3Cscript%3E", "$", "*"]),
    () => "x".repeat(1 + Math.floor(next() * 600)),
  ];
  const paths: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const segments = Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
      Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(pieces)()).join(""),
    );
    const query =
      next() < 0.5
        ? ""
        : `?${Array.from({ length: Math.floor(next() * 80) }, (_, key) => `k${key}=${pick(pieces)()}`).join("&")}`;
    paths.push(`/${segments.join("/")}/${query}`);
  }
  return paths;
}

const ODD_METHODS = ["DELETE", "PUT", "PATCH", "OPTIONS", "POST"] as const;

const targets = [
  ...allSites.map(({ site, origin }) => ({ site, origin, label: "", tls: {} })),
  // The local balancer's certificate is signed by the run's own CA (tooling/prod/certificates.mjs).
  ...allSites.flatMap(({ site }) => {
    const origin = balancerOrigin(site.app);
    return origin ? [{ site, origin, label: " through the balancer", tls: { ignoreHTTPSErrors: true } }] : [];
  }),
];

for (const { site, origin, label, tls } of targets) {
  test.describe(`${site.siteName} (${site.code}) bad input${label}`, () => {
    // The balancer routes to an app once its health checks pass, a few seconds after it started.
    test.beforeAll(async ({ request }) => {
      if (!label) return;
      await expect
        .poll(async () => (await request.get(`${origin}/ready/`, { ...tls, failOnStatusCode: false })).status(), {
          timeout: 30_000,
        })
        .toBe(200);
    });

    test("the addresses of the issue answer 400, in the site's language, fast", async ({ request }) => {
      for (const path of BAD_REQUESTS) {
        const response = await request.get(`${origin}${site.pathPrefix}${path}`, {
          timeout: 15_000,
          maxRedirects: 0,
          ...tls,
        });
        expect(response.status(), path.slice(0, 80)).toBe(400);
        expect(await response.text(), path.slice(0, 80)).toContain(`<html lang="${site.languageTag}"`);
      }
    });

    test("generated bad addresses never answer 5xx", async ({ request }) => {
      const seed = [...site.code].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7);
      for (const path of [...ODD_QUERIES, ...generatedPaths(seed, 40)]) {
        const response = await request.get(`${origin}${site.pathPrefix}${path}`, {
          timeout: 15_000,
          maxRedirects: 0,
          ...tls,
        });
        expect(response.status(), path.slice(0, 120)).toBeLessThan(500);
      }
    });

    test("odd methods on pages never answer 5xx", async ({ request }) => {
      for (const path of ["/", `/finns-inte-${site.code}/`, "/%ff/"]) {
        for (const method of ODD_METHODS) {
          const response = await request.fetch(`${origin}${site.pathPrefix}${path}`, {
            method,
            data: "x=1",
            timeout: 15_000,
            maxRedirects: 0,
            ...tls,
          });
          expect(response.status(), `${method} ${path}`).toBeLessThan(500);
        }
      }
    });
  });
}
