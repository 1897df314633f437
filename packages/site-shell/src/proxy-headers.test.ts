import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import type { checkPage } from "./missing-page";
import { createProxy } from "./proxy";
import { NONCE_HEADER } from "./response-headers";

/* Every answer of the proxy carries the security headers: pages, redirects and its own documents. */

const SECURITY_HEADERS = [
  "content-security-policy",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cross-origin-resource-policy",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
];

function request(url: string, headers: Record<string, string> = {}) {
  return new NextRequest(url, { headers: { host: new URL(url).host, ...headers } });
}

const exists: typeof checkPage = async () => "exists";
const failing: typeof checkPage = async () => "failing";

async function answer(url: string, options: { headers?: Record<string, string>; check?: typeof checkPage } = {}) {
  return createProxy("se", { checkPage: options.check ?? exists, checkPersonalPage: async () => "open" })(
    request(url, options.headers),
  );
}

function expectSecurityHeaders(response: Response, { https }: { https: boolean }) {
  for (const name of SECURITY_HEADERS) expect(response.headers.get(name), name).toBeTruthy();
  expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
  expect(response.headers.has("strict-transport-security")).toBe(https);
}

/** The request headers Next renders the rewritten page with (NextResponse.rewrite's `request.headers`). */
function forwardedRequestHeader(response: Response, name: string): string | null {
  return response.headers.get(`x-middleware-request-${name}`);
}

describe("the proxy's headers", () => {
  it("gives a page a fresh nonce per request, in its policy and in the headers the renderer reads", async () => {
    const first = await answer("http://localhost:3000/");
    const second = await answer("http://localhost:3000/");
    expectSecurityHeaders(first, { https: false });
    const nonce = forwardedRequestHeader(first, NONCE_HEADER);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);
    expect(forwardedRequestHeader(first, "content-security-policy")).toBe(first.headers.get("content-security-policy"));
    expect(forwardedRequestHeader(second, NONCE_HEADER)).not.toBe(nonce);
  });

  it("sends HSTS when the balancer says the visitor came over HTTPS", async () => {
    const response = await answer("http://127.0.0.1:3100/", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.fjallvik.se" },
    });
    expectSecurityHeaders(response, { https: true });
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("puts them on the redirects: a moved page (308) and my pages without a session (307)", async () => {
    const moved = await answer("http://localhost:3000/en/karriar/");
    expect(moved.status).toBe(308);
    expectSecurityHeaders(moved, { https: false });
    const login = await answer("https://www.fjallvik.se/mina-sidor/");
    expect(login.status).toBe(307);
    expect(new URL(login.headers.get("location")!).pathname).toBe("/logga-in/");
    expectSecurityHeaders(login, { https: true });
  });

  it("makes the trailing-slash redirects itself, with the headers (Next's own have none)", async () => {
    const page = await answer("http://localhost:3000/sok-bostad?q=1");
    expect(page.status).toBe(308);
    expect(new URL(page.headers.get("location")!).pathname + new URL(page.headers.get("location")!).search).toBe(
      "/sok-bostad/?q=1",
    );
    expectSecurityHeaders(page, { https: false });
    const file = await answer("http://localhost:3000/robots.txt/");
    expect(file.status).toBe(308);
    expect(new URL(file.headers.get("location")!).pathname).toBe("/robots.txt");
  });

  // The 421 (no site for the host) cannot be reached through an app's proxy: site-config falls back
  // to the app's default site. It leaves through the same wrapper as every answer below.
  it("puts them on the 400 and 500 documents", async () => {
    const badRequest = await answer("http://localhost:3000/a%ZZ/");
    expect(badRequest.status).toBe(400);
    expectSecurityHeaders(badRequest, { https: false });
    const serverError = await answer("http://localhost:3000/", { check: failing });
    expect(serverError.status).toBe(500);
    expectSecurityHeaders(serverError, { https: false });
  });

  it("lets the 500 document, which has no script, run none", async () => {
    const serverError = await answer("http://localhost:3000/", { check: failing });
    expect(await serverError.text()).not.toContain("<script");
  });
});
