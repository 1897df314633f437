export { readCookie } from "@housing/contracts";

import type { SessionToken } from "@housing/contracts";

// The auth methods of spec section 3 (contracts' AUTH_METHODS, not imported: this module is in
// every page's first load, the schemas' module is not).
const LOGIN_METHODS: readonly NonNullable<SessionToken["loginMethod"]>[] = ["bank_id", "eident", "signicat", "email"];

/*
 * The readable session hint (SESSION_HINT_COOKIE): `{exp}.{claims}`, the token's end in seconds
 * since 1970 and its non-secret claims as base64url JSON (see formatSessionHint). An older hint of
 * the expiry alone still reads.
 */
const HINT = /^(\d{1,12})(?:\.([A-Za-z0-9_-]{1,1000}))?$/;

/** The session hint's expiry, or null when it is missing or malformed. */
export function parseSessionHint(value: string | null | undefined): Date | null {
  const match = value ? HINT.exec(value) : null;
  return match ? new Date(Number(match[1]) * 1000) : null;
}

/** The token claims the hint carries (without `expired`, which depends on the reader's clock), or null. */
export type SessionClaims = Omit<SessionToken, "expired">;

function decodeBase64Url(text: string): unknown {
  return JSON.parse(
    new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0))),
  );
}

function encodeBase64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

const nullableString = (value: unknown): string | null =>
  typeof value === "string" && value.length <= 200 ? value : null;

/** The session's claims from a JWT payload or a hint's JSON (names as the API signs them). */
function claimsOf(json: unknown): SessionClaims | null {
  if (typeof json !== "object" || json === null) return null;
  const record = json as Record<string, unknown>;
  const method = record.login_method;
  return {
    bankId: record.bank_id === true,
    loginMethod: LOGIN_METHODS.find((known) => known === method) ?? null,
    loginType: nullableString(record.login_type),
    association: nullableString(record.association),
    site: nullableString(record.site),
  };
}

/** A JWT's session claims, read without checking the signature (see SessionTokenSchema). */
export function jwtClaims(token: string): SessionClaims | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    return claimsOf(decodeBase64Url(payload));
  } catch {
    return null;
  }
}

/** The hint's claims, or null for a missing, malformed or expiry-only hint. */
export function parseSessionHintClaims(value: string | null | undefined): SessionClaims | null {
  const encoded = value ? HINT.exec(value)?.[2] : undefined;
  if (!encoded) return null;
  try {
    return claimsOf(decodeBase64Url(encoded));
  } catch {
    return null;
  }
}

/** The hint for a token ending at `exp` (seconds) with these claims. */
export function formatSessionHint(exp: number, claims: SessionClaims | null): string {
  if (!claims) return String(exp);
  return `${exp}.${encodeBase64Url({
    bank_id: claims.bankId,
    login_method: claims.loginMethod,
    login_type: claims.loginType,
    association: claims.association,
    site: claims.site,
  })}`;
}

/**
 * The expiry in a JWT's `exp` claim, read without checking the signature: only to know when
 * the session ends. Whether the token is valid is the API's answer, never this.
 */
export function jwtExpiry(token: string): Date | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as unknown;
    const exp = typeof json === "object" && json !== null && "exp" in json ? json.exp : undefined;
    return typeof exp === "number" && Number.isFinite(exp) ? new Date(exp * 1000) : null;
  } catch {
    return null;
  }
}
