import { afterEach, describe, expect, it, vi } from "vitest";
import { CONSENT_COOKIE, parseConsent } from "@housing/session/client";
import {
  contentSecurityPolicy,
  isHttpsRequest,
  securityHeaders,
  staticHeaderRules,
  TAG_MANAGER_ORIGIN,
} from "../security-headers.js";
import { consentAllowsTagManager, createNonce } from "./response-headers";

/* The header builder: what each environment, scheme and consent gets (security-headers.js). */

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? null;

const production = { nonce: "abc123", apiOrigins: ["https://api.fjallvik.example"], isHttps: true };

describe("the Content-Security-Policy", () => {
  it("admits scripts only from the site itself and with the nonce, never inline or by eval in production", () => {
    const policy = contentSecurityPolicy(production);
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'"]);
    expect(policy).not.toContain("unsafe-eval");
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "upgrade-insecure-requests")).toEqual([]);
  });

  it("keeps the nonce out of style-src, where it would switch off 'unsafe-inline' for the inlined CSS", () => {
    expect(directive(contentSecurityPolicy(production), "style-src")).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lets the browser call and load media from the API, the map's workers run from blobs", () => {
    const policy = contentSecurityPolicy({ ...production, mapOrigin: "https://tiles.example" });
    expect(directive(policy, "connect-src")).toEqual([
      "'self'",
      "https://api.fjallvik.example",
      "https://tiles.example",
    ]);
    expect(directive(policy, "img-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://api.fjallvik.example",
      "https://tiles.example",
    ]);
    expect(directive(policy, "worker-src")).toEqual(["'self'", "blob:"]);
  });

  it("allows eval and the refresh socket under `next dev` only", () => {
    const policy = contentSecurityPolicy({ ...production, isDevelopment: true, isHttps: false });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'unsafe-eval'"]);
    expect(directive(policy, "connect-src")).toContain("ws:");
    expect(directive(policy, "upgrade-insecure-requests")).toBeNull();
  });

  it("names the tag manager only when it is configured and consented to", () => {
    expect(contentSecurityPolicy(production)).not.toContain("googletagmanager");
    const policy = contentSecurityPolicy({ ...production, allowsTagManager: true });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", TAG_MANAGER_ORIGIN]);
    expect(directive(policy, "connect-src")).toContain(TAG_MANAGER_ORIGIN);
    expect(directive(policy, "img-src")).toContain(TAG_MANAGER_ORIGIN);
  });

  it("has no nonce on responses that render no page", () => {
    expect(directive(contentSecurityPolicy({}), "script-src")).toEqual(["'self'"]);
  });
});

describe("the other headers", () => {
  it("sends HSTS with preload over HTTPS only", () => {
    expect(securityHeaders(production)["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(securityHeaders({ ...production, isHttps: false })).not.toHaveProperty("Strict-Transport-Security");
  });

  it("isolates the window and the resources, and switches off what the sites do not use", () => {
    const headers = securityHeaders(production);
    expect(headers).toMatchObject({
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "SAMEORIGIN",
    });
    const permissions = headers["Permissions-Policy"]!.split(", ");
    expect(permissions).toContain("camera=()");
    expect(permissions).toContain("microphone=()");
    expect(permissions).toContain("geolocation=(self)");
  });

  it("tells HTTPS from the balancer's X-Forwarded-Proto first, else from the URL", () => {
    const headers = (value?: string) => new Headers(value ? { "x-forwarded-proto": value } : {});
    expect(isHttpsRequest(headers("https"), "http://127.0.0.1:3100/")).toBe(true);
    expect(isHttpsRequest(headers("http"), "https://se.example/")).toBe(false);
    expect(isHttpsRequest(headers(), "https://se.example/")).toBe(true);
    expect(isHttpsRequest(headers(), "http://localhost:3000/")).toBe(false);
  });

  it("gives the responses the proxy skips the same headers, HSTS when the balancer says HTTPS", () => {
    const [all, https] = staticHeaderRules();
    expect(all!.headers.map(({ key }) => key)).toEqual(Object.keys(securityHeaders({})));
    expect(https!.has).toEqual([{ type: "header", key: "x-forwarded-proto", value: "https" }]);
    expect(https!.headers).toEqual([
      { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    ]);
  });
});

describe("nonce and consent", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("makes a fresh 128-bit nonce per call", () => {
    const first = createNonce();
    expect(atob(first)).toHaveLength(16);
    expect(createNonce()).not.toBe(first);
  });

  it.each([
    ["answered=1&statistics=1&marketing=0&thirdParty=0", true],
    ["answered=1&statistics=0&marketing=1&thirdParty=0", true],
    ["answered=1&statistics=0&marketing=0&thirdParty=1", false],
    ["answered=0&statistics=0&marketing=0&thirdParty=0", false],
    [undefined, false],
  ])("reads the consent cookie %s as allowing the tag manager: %s", (value, expected) => {
    expect(consentAllowsTagManager(value)).toBe(expected);
    // The same reading as the session package's, which every feature uses.
    const consent = parseConsent(value);
    expect(consent.answered && (consent.statistics || consent.marketing)).toBe(expected);
  });

  it("uses the session package's consent cookie name", async () => {
    const { NextRequest } = await import("next/server");
    const { policyOptionsFor } = await import("./response-headers");
    const { readEnv } = await import("@housing/site-config");
    vi.stubEnv("HOUSING_TAG_MANAGER_ID", "GTM-TEST123");
    const request = new NextRequest("https://www.fjallvik.example/");
    request.cookies.set(CONSENT_COOKIE, "answered=1&statistics=1&marketing=0&thirdParty=0");
    expect(policyOptionsFor(request, readEnv({}), "n").allowsTagManager).toBe(true);
    vi.stubEnv("HOUSING_TAG_MANAGER_ID", "");
    expect(policyOptionsFor(request, readEnv({}), "n").allowsTagManager).toBe(false);
  });
});
