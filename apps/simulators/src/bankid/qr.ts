import { createHmac, timingSafeEqual } from "node:crypto";

/** Lowercase hex HMAC-SHA256 of String(qrTime) keyed with qrStartSecret (RP API v6.0). */
export function qrAuthCode(qrStartSecret: string, qrTime: number): string {
  return createHmac("sha256", qrStartSecret).update(String(qrTime)).digest("hex");
}

export interface QrContent {
  qrStartToken: string;
  qrTime: number;
  qrAuthCode: string;
}

/** Parses `bankid.{qrStartToken}.{qrTime}.{qrAuthCode}`; undefined when it is not that shape. */
export function parseQrContent(content: string): QrContent | undefined {
  const match = /^bankid\.([0-9a-fA-F-]{36})\.(\d{1,6})\.([0-9a-f]{64})$/.exec(content.trim());
  if (!match) return undefined;
  return { qrStartToken: match[1]!.toLowerCase(), qrTime: Number(match[2]), qrAuthCode: match[3]! };
}

export function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
