import { createHash, timingSafeEqual } from "node:crypto";

/*
 * Svea Checkout's request authentication (protocols.md, "Svea Checkout"): `Authorization: Svea
 * base64(merchantId:SHA512hex(body + secret + timestamp))` beside a `Timestamp` header in UTC,
 * `yyyy-MM-dd HH:mm:ss`. The body is the exact text sent (empty for a GET).
 */

/** How far the caller's Timestamp may be from this clock, either way. */
export const MAX_SKEW_MS = 5 * 60 * 1000;

export interface SveaMerchant {
  merchantId: string;
  secret: string;
}

/** `yyyy-MM-dd HH:mm:ss` in UTC, Svea's Timestamp form. */
export function sveaTimestamp(epochMilliseconds: number): string {
  return new Date(epochMilliseconds).toISOString().slice(0, 19).replace("T", " ");
}

export function sveaSignature(merchant: SveaMerchant, body: string, timestamp: string): string {
  const hash = createHash("sha512").update(`${body}${merchant.secret}${timestamp}`, "utf8").digest("hex");
  return Buffer.from(`${merchant.merchantId}:${hash}`, "utf8").toString("base64");
}

function parseTimestamp(value: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return undefined;
  const [year = 0, month = 1, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const time = Date.UTC(year, month - 1, day, hour, minute, second);
  return Number.isNaN(time) ? undefined : time;
}

/** Whether the headers sign this body for the merchant, with a Timestamp within five minutes of `now`. */
export function isAuthorized(
  merchant: SveaMerchant,
  headers: { authorization?: string | undefined; timestamp?: string | string[] | undefined },
  body: string,
  now: number,
): boolean {
  const timestamp = Array.isArray(headers.timestamp) ? headers.timestamp[0] : headers.timestamp;
  const match = /^Svea ([A-Za-z0-9+/=]+)$/.exec(headers.authorization?.trim() ?? "");
  if (!timestamp || !match) return false;
  const time = parseTimestamp(timestamp);
  if (time === undefined || Math.abs(now - time) > MAX_SKEW_MS) return false;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0 || decoded.slice(0, colon) !== merchant.merchantId) return false;
  // Svea's examples send the hex in either case.
  const given = Buffer.from(decoded.slice(colon + 1).toLowerCase(), "utf8");
  const expected = Buffer.from(
    createHash("sha512").update(`${body}${merchant.secret}${timestamp}`, "utf8").digest("hex"),
    "utf8",
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}
