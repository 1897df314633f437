// node --test tooling/headers/
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { describe, it } from "node:test";
import { securityHeaders } from "../../packages/site-shell/security-headers.js";
import { gradeResponse } from "./observatory.mjs";
import { pagesToCheck, SITE_IDS, SITE_PAGES } from "./pages.mjs";
import { gradeOf, MODIFIERS } from "./scoring.mjs";
import { parseCsp } from "./tests.mjs";

const URL_ = "https://se.fjallvik.localhost:8443/";
const CHAIN = ["http://se.fjallvik.localhost:8080/", "https://se.fjallvik.localhost:8443/"];
const HTML = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async nonce="n1"></script></head>
<body><script nonce="n1">self.__next_f.push([1])</script></body></html>`;

/** A response that earns A+: what the sites send (nonce CSP, HSTS, …), with its redirect. */
function good(overrides = {}) {
  const headers = {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy":
      "default-src 'self'; script-src 'self' 'nonce-n1'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://api.fjallvik.example; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
    "x-content-type-options": "nosniff",
    "x-frame-options": "SAMEORIGIN",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-resource-policy": "same-origin",
    ...overrides.headers,
  };
  for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
  return { url: URL_, headers, html: HTML, redirectChain: CHAIN, ...overrides, ...{ headers } };
}

const testOf = (graded, name) => graded.tests.find((test) => test.name === name);

describe("gradeResponse", () => {
  it("gives the sites' headers A+: no unsafe script source, the bonuses for referrer and frame-ancestors", () => {
    const graded = gradeResponse(good());
    assert.equal(graded.grade, "A+");
    assert.equal(graded.score, 110);
    assert.equal(
      testOf(graded, "content-security-policy").result,
      "csp-implemented-with-unsafe-inline-in-style-src-only",
    );
    assert.equal(testOf(graded, "referrer-policy").modifier, 5);
    assert.equal(testOf(graded, "x-frame-options").result, "x-frame-options-implemented-via-csp");
    assert.equal(testOf(graded, "redirection").result, "redirection-to-https");
    assert.equal(
      testOf(graded, "subresource-integrity").result,
      "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    );
    assert.deepEqual(
      graded.tests.map((test) => test.name),
      Object.keys(MODIFIERS),
    );
  });

  it("grades what site-shell's header builder sends for a page over HTTPS A+", () => {
    const headers = {
      "content-type": "text/html",
      ...securityHeaders({ nonce: "n1", isHttps: true, apiOrigins: ["https://api.fjallvik.example"] }),
    };
    const production = gradeResponse({ url: URL_, headers, html: HTML, redirectChain: CHAIN });
    assert.equal(production.grade, "A+");
    // The same builder under `next dev` allows eval: the Observatory takes 10 for it.
    const development = { ...headers, ...securityHeaders({ nonce: "n1", isHttps: true, isDevelopment: true }) };
    const graded = gradeResponse({ url: URL_, headers: development, html: HTML, redirectChain: CHAIN });
    assert.equal(testOf(graded, "content-security-policy").result, "csp-implemented-with-unsafe-eval");
    assert.equal(graded.score, production.score - 10);
  });

  it("takes 25 for a missing policy, and gives no bonus below 90", () => {
    const graded = gradeResponse(good({ headers: { "content-security-policy": undefined } }));
    const csp = testOf(graded, "content-security-policy");
    assert.equal(csp.result, "csp-not-implemented");
    assert.equal(csp.modifier, -25);
    // 100 - 25 = 75 < 90: the referrer bonus is not added; frame-ancestors is gone, X-Frame-Options counts.
    assert.equal(graded.score, 75);
    assert.equal(graded.grade, "B");
  });

  it("takes 20 for 'unsafe-inline' in script-src, but not when a nonce makes browsers ignore it", () => {
    const unsafe = gradeResponse(
      good({
        headers: {
          "content-security-policy":
            "default-src 'self'; script-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'self'",
        },
      }),
    );
    assert.equal(testOf(unsafe, "content-security-policy").result, "csp-implemented-with-unsafe-inline");
    assert.equal(testOf(unsafe, "content-security-policy").modifier, -20);
    assert.equal(unsafe.score, 80);
    const ignored = gradeResponse(
      good({
        headers: {
          "content-security-policy":
            "default-src 'self'; script-src 'self' 'nonce-n1' 'unsafe-inline'; style-src 'self'; object-src 'none'; frame-ancestors 'self'",
        },
      }),
    );
    assert.equal(testOf(ignored, "content-security-policy").result, "csp-implemented-with-no-unsafe");
    assert.equal(ignored.score, 115);
  });

  it("treats a script-src that falls back to a missing default-src, or https:, as unsafe", () => {
    const noDefault = gradeResponse(good({ headers: { "content-security-policy": "frame-ancestors 'self'" } }));
    assert.equal(testOf(noDefault, "content-security-policy").result, "csp-implemented-with-unsafe-inline");
    const broad = gradeResponse(
      good({ headers: { "content-security-policy": "default-src 'self'; script-src https:; object-src 'none'" } }),
    );
    assert.equal(testOf(broad, "content-security-policy").result, "csp-implemented-with-unsafe-inline");
  });

  it("ignores host sources under 'strict-dynamic' and rewards default-src 'none'", () => {
    const graded = gradeResponse(
      good({
        headers: {
          "content-security-policy":
            "default-src 'none'; script-src 'nonce-n1' 'strict-dynamic' https: http:; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; frame-ancestors 'none'",
        },
      }),
    );
    assert.equal(testOf(graded, "content-security-policy").result, "csp-implemented-with-no-unsafe-default-src-none");
    assert.equal(testOf(graded, "content-security-policy").modifier, 10);
  });

  it("takes 10 for unsafe-eval and for http: images, 20 for http: scripts", () => {
    const grade = (policy) =>
      testOf(gradeResponse(good({ headers: { "content-security-policy": policy } })), "content-security-policy");
    assert.equal(grade("default-src 'self'; script-src 'self' 'unsafe-eval'; object-src 'none'").modifier, -10);
    assert.equal(
      grade("default-src 'self'; img-src http://cdn.example; object-src 'none'").result,
      "csp-implemented-with-insecure-scheme-in-passive-content-only",
    );
    assert.equal(
      grade("default-src 'self'; connect-src http://api.example; object-src 'none'").result,
      "csp-implemented-with-insecure-scheme",
    );
  });

  it("takes 10 for HSTS shorter than six months, 20 without it; preload earns only on the list", () => {
    const short = testOf(
      gradeResponse(good({ headers: { "strict-transport-security": "max-age=86400" } })),
      "strict-transport-security",
    );
    assert.equal(short.result, "hsts-implemented-max-age-less-than-six-months");
    assert.equal(short.modifier, -10);
    const missing = testOf(
      gradeResponse(good({ headers: { "strict-transport-security": undefined } })),
      "strict-transport-security",
    );
    assert.equal(missing.modifier, -20);
    const overHttp = testOf(
      gradeResponse({ ...good(), url: "http://se.fjallvik.localhost:8080/" }),
      "strict-transport-security",
    );
    assert.equal(overHttp.result, "hsts-not-implemented-no-https");
    assert.equal(testOf(gradeResponse({ ...good(), preloaded: true }), "strict-transport-security").modifier, 5);
    assert.equal(
      testOf(gradeResponse(good({ headers: { "strict-transport-security": "preload" } })), "strict-transport-security")
        .result,
      "hsts-header-invalid",
    );
  });

  it("takes 20 when http:// does not redirect to https://, 10 when the first hop is not https, 5 off host", () => {
    const grade = (redirectChain) => testOf(gradeResponse({ ...good(), redirectChain }), "redirection");
    const missing = grade(["http://se.fjallvik.localhost:8080/"]);
    assert.equal(missing.result, "redirection-missing");
    assert.equal(missing.modifier, -20);
    assert.equal(grade(["http://a.example/", "http://b.example/", "https://b.example/"]).modifier, -10);
    assert.equal(grade(["http://a.example/", "https://www.a.example/"]).result, "redirection-off-host-from-http");
    assert.equal(grade(["http://a.example/", "https://www.a.example/"]).modifier, -5);
    assert.equal(grade(["http://a.example/", "http://a.example/x"]).result, "redirection-not-to-https");
    assert.equal(grade(null).result, "redirection-not-needed-no-http");
  });

  it("grades CORS as the Observatory documents it: * is public (0), a reflected origin with credentials -50", () => {
    const wildcard = testOf(
      gradeResponse(good({ headers: { "access-control-allow-origin": "*" } })),
      "cross-origin-resource-sharing",
    );
    assert.equal(wildcard.result, "cross-origin-resource-sharing-implemented-with-public-access");
    assert.equal(wildcard.modifier, 0);
    const universal = gradeResponse(
      good({
        headers: {
          "access-control-allow-origin": "https://http-observatory.security.mozilla.org",
          "access-control-allow-credentials": "true",
        },
      }),
    );
    assert.equal(testOf(universal, "cross-origin-resource-sharing").modifier, -50);
    assert.equal(universal.grade, "C");
  });

  it("takes 20 for a cookie without Secure, 40 for a session cookie, and rewards Secure, HttpOnly and SameSite", () => {
    const cookies = (...values) => testOf(gradeResponse(good({ headers: { "set-cookie": values } })), "cookies");
    const insecure = cookies("housing_consent=answered%3D1; Path=/; SameSite=Lax");
    // HSTS is in place, so the Observatory's "protected by HSTS" variant: -5.
    assert.equal(insecure.result, "cookies-without-secure-flag-but-protected-by-hsts");
    assert.equal(insecure.modifier, -5);
    const noHsts = testOf(
      gradeResponse(
        good({ headers: { "strict-transport-security": undefined, "set-cookie": ["theme=dark; Path=/"] } }),
      ),
      "cookies",
    );
    assert.equal(noHsts.result, "cookies-without-secure-flag");
    assert.equal(noHsts.modifier, -20);
    const session = testOf(
      gradeResponse(
        good({
          headers: { "strict-transport-security": undefined, "set-cookie": ["housing_session=t; Path=/; HttpOnly"] },
        }),
      ),
      "cookies",
    );
    assert.equal(session.result, "cookies-session-without-secure-flag");
    assert.equal(session.modifier, -40);
    assert.equal(cookies("housing_session=t; Path=/; Secure").result, "cookies-session-without-httponly-flag");
    assert.equal(cookies("housing_session=t; Path=/; Secure; HttpOnly; SameSite=Lax").modifier, 5);
    assert.equal(
      cookies("housing_session=t; Path=/; Secure; HttpOnly").result,
      "cookies-secure-with-httponly-sessions",
    );
    assert.equal(cookies("a=1; Secure; SameSite=Sideways").result, "cookies-samesite-flag-invalid");
  });

  it("takes 5 without nosniff, 20 without any clickjacking protection, 5 for an invalid CORP", () => {
    const bare = gradeResponse(
      good({
        headers: {
          "x-content-type-options": undefined,
          "x-frame-options": undefined,
          "content-security-policy": "default-src 'self'; object-src 'none'",
          "cross-origin-resource-policy": "everyone",
        },
      }),
    );
    assert.equal(testOf(bare, "x-content-type-options").modifier, -5);
    assert.equal(testOf(bare, "x-frame-options").result, "x-frame-options-not-implemented");
    assert.equal(testOf(bare, "x-frame-options").modifier, -20);
    assert.equal(testOf(bare, "cross-origin-resource-policy").modifier, -5);
    assert.equal(bare.score, 70);
  });

  it("takes 50 for an external script over http without integrity, rewards integrity on https", () => {
    const withScript = (tag) =>
      testOf(gradeResponse({ ...good(), html: `<html><head>${tag}</head></html>` }), "subresource-integrity");
    assert.equal(withScript('<script src="http://cdn.example/x.js"></script>').modifier, -50);
    assert.equal(withScript('<script src="https://cdn.example/x.js"></script>').modifier, -5);
    assert.equal(
      withScript('<script src="https://cdn.example/x.js" integrity="sha384-x" crossorigin></script>').modifier,
      5,
    );
    assert.equal(withScript("<p>no script</p>").result, "sri-not-implemented-but-no-scripts-loaded");
    const redirect = gradeResponse({ ...good(), html: null });
    assert.equal(testOf(redirect, "subresource-integrity").result, "sri-not-implemented-response-not-html");
  });

  it("takes 5 for an unsafe referrer policy", () => {
    const unsafe = testOf(gradeResponse(good({ headers: { "referrer-policy": "unsafe-url" } })), "referrer-policy");
    assert.equal(unsafe.modifier, -5);
    assert.equal(
      testOf(gradeResponse(good({ headers: { "referrer-policy": "sometimes" } })), "referrer-policy").result,
      "referrer-policy-header-invalid",
    );
  });

  it("reads repeated policies as the intersection a browser enforces", () => {
    const csp = parseCsp("script-src 'self' https://a.example, script-src 'self'");
    assert.deepEqual([...csp.get("script-src")], ["'self'"]);
  });

  it("maps scores to the Observatory's grades", () => {
    assert.deepEqual([135, 100, 99, 90, 85, 80, 70, 65, 60, 50, 45, 40, 30, 25, 24, 0].map(gradeOf), [
      "A+",
      "A+",
      "A",
      "A",
      "A-",
      "B+",
      "B",
      "B-",
      "C+",
      "C",
      "C-",
      "D+",
      "D",
      "D-",
      "F",
      "F",
    ]);
  });
});

describe("pagesToCheck", () => {
  it("lists the start, search, stage, login and my pages of each site", () => {
    const pages = pagesToCheck(
      { se: "https://se.fjallvik.localhost:8443/", contractor: "https://contractor.fjallvik.localhost:8443" },
      { se: "/sok-bostad/stockholm/brf-x/" },
    );
    assert.deepEqual(
      pages.map(({ site, page, url }) => `${site} ${page} ${url}`),
      [
        "se start https://se.fjallvik.localhost:8443/",
        "se search https://se.fjallvik.localhost:8443/sok-bostad/",
        "se stage https://se.fjallvik.localhost:8443/sok-bostad/stockholm/brf-x/",
        "se login https://se.fjallvik.localhost:8443/logga-in/",
        "se my pages https://se.fjallvik.localhost:8443/mina-sidor/",
        "contractor start https://contractor.fjallvik.localhost:8443/",
        "contractor search https://contractor.fjallvik.localhost:8443/om-oss/sok/",
        "contractor my pages https://contractor.fjallvik.localhost:8443/mina-sidor/",
      ],
    );
    assert.throws(() => pagesToCheck({ atlantis: "https://a.example" }), /Unknown site/);
  });

  it("uses the paths and ids site-config defines", () => {
    const routes = readFileSync(new URL("../../packages/site-config/src/routes.ts", import.meta.url), "utf8");
    const sites = readFileSync(new URL("../../packages/site-config/src/sites.ts", import.meta.url), "utf8");
    for (const [code, paths] of Object.entries(SITE_PAGES)) {
      for (const path of [paths.search, paths.login, paths.myPages].filter(Boolean)) {
        // The English sub-site's paths are the Swedish table's (or its own) under /en.
        const written = code === "se-en" ? path.slice("/en".length) : path;
        assert.ok(routes.includes(`"${written}"`), `${code}: ${path} is not in site-config's routes.ts`);
      }
      assert.ok(sites.includes(`code: "${code}"`), `${code} is not a site of site-config`);
      assert.ok(sites.includes(`siteId: "${SITE_IDS[code]}"`), `${code}: its id is not in sites.ts`);
    }
  });
});
