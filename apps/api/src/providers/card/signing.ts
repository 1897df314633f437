import { createHmac, timingSafeEqual } from "node:crypto";

/*
 * The card provider's signatures (apps/simulators README, "Card"): our calls carry
 * `x-card-timestamp` and `x-card-signature`, HMAC-SHA256 hex over
 * `{timestamp}\n{METHOD}\n{path}\n{body}`; the payer's return carries `mac` over
 * `{transactionId}\n{status}`. Both with the shared secret.
 */

const hmac = (secret: string, text: string) => createHmac("sha256", secret).update(text, "utf8").digest("hex");

export function signedHeaders(
  secret: string,
  input: { method: string; path: string; body: string; now: number },
): Record<string, string> {
  const timestamp = String(Math.floor(input.now / 1000));
  const signature = hmac(secret, `${timestamp}\n${input.method.toUpperCase()}\n${input.path}\n${input.body}`);
  return { "x-card-timestamp": timestamp, "x-card-signature": signature };
}

/** Whether a return's `mac` is the provider's, compared in constant time. */
export function isReturnMac(secret: string, input: { transactionId: string; status: string; mac: string }): boolean {
  const expected = Buffer.from(hmac(secret, `${input.transactionId}\n${input.status}`), "utf8");
  const given = Buffer.from(input.mac, "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
