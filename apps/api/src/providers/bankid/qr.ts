import { createHmac } from "node:crypto";

export interface BankIdQrInput {
  qrStartToken: string;
  /** Never sent to the browser: the server computes each frame and sends the content. */
  qrStartSecret: string;
  /** Whole seconds since the auth or sign response. */
  qrTime: number;
}

/**
 * The content of one frame of BankID's animated QR code: `bankid.{qrStartToken}.{qrTime}.{qrAuthCode}`,
 * where qrAuthCode is the lowercase hex HMAC-SHA256 of String(qrTime) keyed with qrStartSecret.
 * Regenerate it every second while the order is pending.
 */
export function bankIdQrContent({ qrStartToken, qrStartSecret, qrTime }: BankIdQrInput): string {
  if (!Number.isInteger(qrTime) || qrTime < 0)
    throw new RangeError("qrTime must be a whole number of seconds, 0 or more");
  const qrAuthCode = createHmac("sha256", qrStartSecret).update(String(qrTime)).digest("hex");
  return `bankid.${qrStartToken}.${qrTime}.${qrAuthCode}`;
}

/** qrTime for now: whole seconds since the order's start answer arrived. */
export function bankIdQrTime(orderStartedAt: number, now: number = Date.now()): number {
  return Math.max(0, Math.floor((now - orderStartedAt) / 1000));
}
