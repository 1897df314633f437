import type { CreateInput } from "./transactions";

/** One refused field of a create call: `400 {errors: [{field, message}]}`. */
export interface CardProblem {
  field: string;
  message: string;
}

export const CARD_CURRENCIES = ["SEK", "NOK", "EUR"];
/** The merchant's id of the attempt (our 32-hex instruction id fits). */
const TRANSACTION_ID = /^[A-Za-z0-9-]{1,64}$/;
const REFERENCE = /^[A-Za-z0-9 ._/-]{1,35}$/;

/**
 * The return is the merchant's; like the real service, HTTPS only, except loopback over plain
 * HTTP, so a developer's API (http://127.0.0.1:4000) gets its returns.
 */
function isReturnUrl(value: string): boolean {
  if (value.length > 2000 || !URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

export function isTransactionId(value: string): boolean {
  return TRANSACTION_ID.test(value);
}

/** The body's problems (empty when valid), then the input in typed form. */
export function checkCreateBody(body: unknown): { problems: CardProblem[]; input?: CreateInput } {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    return { problems: [{ field: "body", message: "Must be a JSON object" }] };
  const input = body as Record<string, unknown>;
  const problems: CardProblem[] = [];
  const text = (name: string) => (typeof input[name] === "string" ? input[name] : undefined);
  if (!isTransactionId(text("transactionId") ?? ""))
    problems.push({ field: "transactionId", message: "1-64 letters, digits or dashes" });
  const amount = input.amount;
  if (typeof amount !== "number" || !Number.isInteger(amount) || amount < 1 || amount > 10_000_000_000)
    problems.push({ field: "amount", message: "A whole number of minor units, 1 or more" });
  if (!CARD_CURRENCIES.includes(text("currency") ?? ""))
    problems.push({ field: "currency", message: `One of ${CARD_CURRENCIES.join(", ")}` });
  if (!REFERENCE.test(text("reference") ?? ""))
    problems.push({ field: "reference", message: "1-35 letters, digits, spaces or . _ / -" });
  if (!isReturnUrl(text("returnUrl") ?? ""))
    problems.push({ field: "returnUrl", message: "An https URL (http on loopback)" });
  if (problems.length > 0) return { problems };
  return { problems, input: input as unknown as CreateInput };
}

/** Luhn's check digit over a card number of 12-19 digits (spaces allowed). */
export function isCardNumber(typed: string): boolean {
  const digits = typed.replace(/\s/g, "");
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
