/** The consent cookie (spec section 9: 6 months); its name is @housing/session's, which reads it for every feature. */
import { readCookie } from "@housing/session/client";

export { CONSENT_COOKIE } from "@housing/session/client";
/** The cookie reader is the session package's, which reads the same cookies for every feature. */
export { readCookie };
/** The anonymous visitor id (a GUID) that telemetry such as "last visited" uses for visitors who are not logged in. */
export const ANONYMOUS_ID_COOKIE = "housing_anon_id";
/** Spec section 9: consent and user id cookies live 6 months; 183 days covers any six calendar months. */
export const SIX_MONTHS_SECONDS = 183 * 24 * 60 * 60;

export interface CookieOptions {
  maxAgeSeconds: number;
  /** Secure on https; plain http (local development) would drop a Secure cookie. */
  secure: boolean;
  now?: Date;
}

/** A Set-Cookie string for document.cookie: path /, SameSite=Lax, Max-Age plus Expires for older browsers. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure, now = new Date() }: CookieOptions,
): string {
  const expires = new Date(now.getTime() + maxAgeSeconds * 1000).toUTCString();
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    `Max-Age=${maxAgeSeconds}`,
    `Expires=${expires}`,
    "Path=/",
    "SameSite=Lax",
  ];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}

function isSecurePage(): boolean {
  return window.location.protocol === "https:";
}

export function writeBrowserCookie(name: string, value: string, maxAgeSeconds = SIX_MONTHS_SECONDS): void {
  document.cookie = serializeCookie(name, value, { maxAgeSeconds, secure: isSecurePage() });
}

export function deleteBrowserCookie(name: string): void {
  document.cookie = serializeCookie(name, "", { maxAgeSeconds: 0, secure: isSecurePage() });
}

export function readBrowserCookie(name: string): string | null {
  return readCookie(document.cookie, name);
}
