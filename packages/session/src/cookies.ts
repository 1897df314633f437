export { readCookie } from "@housing/contracts";

/** The session hint's expiry (SESSION_HINT_COOKIE holds seconds since 1970), or null when it is missing or malformed. */
export function parseSessionHint(value: string | null | undefined): Date | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  return new Date(Number(value) * 1000);
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
