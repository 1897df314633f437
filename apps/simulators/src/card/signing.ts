import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The card provider's two signatures (protocols.md, "Card payments": no public Nordea card API, so
 * a hosted payment page with a signed return), both HMAC-SHA256 with the merchant's shared secret,
 * lowercase hex:
 *
 * - A merchant API call carries `x-card-timestamp` (Unix seconds) and `x-card-signature` over
 *   `{timestamp}\n{METHOD}\n{path}\n{body}` (the body empty for GET); a timestamp more than five
 *   minutes off is refused, so a recorded call cannot be replayed later.
 * - The browser's return to the merchant carries `mac` over `{transactionId}\n{status}`.
 */

/** The local machines' shared secret (the API's default too); never accepted in preprod or production. */
export const LOCAL_CARD_SECRET = "housing-local-card-secret";
export const TIMESTAMP_HEADER = "x-card-timestamp";
export const SIGNATURE_HEADER = "x-card-signature";
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("hex");

export function requestSignature(
  secret: string,
  input: { timestamp: string; method: string; path: string; body: string },
): string {
  return hmac(secret, `${input.timestamp}\n${input.method.toUpperCase()}\n${input.path}\n${input.body}`);
}

export function returnMac(secret: string, transactionId: string, status: string): string {
  return hmac(secret, `${transactionId}\n${status}`);
}

/** Constant-time comparison of two hex signatures. */
export function isSameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
