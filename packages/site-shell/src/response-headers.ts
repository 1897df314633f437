import type { NextRequest } from "next/server";
import { apiBaseUrl, type SiteConfigEnv } from "@housing/site-config";
import { contentSecurityPolicy, isHttpsRequest, securityHeaders, type PolicyOptions } from "../security-headers.js";
import { isDevelopmentServer, mapStyleOrigin, tagManagerId } from "./proxy-env";

/**
 * The request header that carries a document's nonce to the renderer: the layout reads it with
 * headers() and hands it to the scripts it writes itself (layout.tsx, page.tsx, consent's tag
 * manager). Next finds the same nonce in the Content-Security-Policy request header and puts it on
 * its own scripts.
 */
export const NONCE_HEADER = "x-nonce";

/** The consent cookie's name and format are @housing/session's (consent.ts; the test holds them equal). */
const CONSENT_COOKIE = "housing_consent";

/** A fresh nonce: 128 random bits, base64 (CSP3 asks for at least 128 bits). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Whether the consent cookie allows the tag manager: statistics or marketing (consent-state.ts). */
export function consentAllowsTagManager(cookieValue: string | undefined): boolean {
  if (!cookieValue) return false;
  const params = new URLSearchParams(cookieValue);
  return params.get("answered") === "1" && (params.get("statistics") === "1" || params.get("marketing") === "1");
}

/** What the policy of one request depends on: its scheme, the visitor's consent and the environment. */
export function policyOptionsFor(request: NextRequest, env: SiteConfigEnv, nonce?: string): PolicyOptions {
  return {
    nonce,
    isDevelopment: isDevelopmentServer(),
    isHttps: isHttpsRequest(request.headers, request.nextUrl.href),
    apiOrigins: [new URL(apiBaseUrl(env)).origin],
    mapOrigin: mapStyleOrigin(),
    allowsTagManager:
      tagManagerId() !== undefined && consentAllowsTagManager(request.cookies.get(CONSENT_COOKIE)?.value),
  };
}

/** The request headers a rendered document needs: the nonce, and the policy Next reads it from. */
export function withNonce(headers: Headers, options: PolicyOptions): Headers {
  if (options.nonce) headers.set(NONCE_HEADER, options.nonce);
  headers.set("content-security-policy", contentSecurityPolicy(options));
  return headers;
}

/** Sets every security header on a response of the proxy (page, redirect or error document). */
export function withSecurityHeaders<T extends Response>(response: T, options: PolicyOptions): T {
  for (const [name, value] of Object.entries(securityHeaders(options))) response.headers.set(name, value);
  return response;
}
