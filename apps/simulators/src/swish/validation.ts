/*
 * The checks of the Swish Commerce API's create call (protocols.md, "Swish Commerce API"): each
 * failed check is one `{errorCode, errorMessage}` of the 422 answer, in Swish's codes.
 */

export interface SwishProblem {
  errorCode: string;
  errorMessage: string;
}

/** The create call's body as the merchant sends it (only these fields are read). */
export interface CreateBody {
  payeePaymentReference?: string;
  callbackUrl: string;
  payerAlias?: string;
  payeeAlias: string;
  amount: string;
  currency: string;
  message?: string;
}

/** Codes the simulator answers at once when the merchant puts one in `message`, as the MSS does. */
export const CREATE_ERROR_CODES = ["FF08", "RP03", "BE18", "RP01", "PA02", "AM06", "AM02", "AM03", "RP02", "RP06"];

/** Codes that end a created request later (status ERROR), again chosen through `message`. */
export const LATER_ERROR_CODES = ["ACMT03", "ACMT01", "ACMT07", "RF07", "BANKIDCL", "TM01", "DS24"];

export const ERROR_MESSAGES: Record<string, string> = {
  FF08: "PaymentReference is invalid",
  RP03: "Callback URL is missing or does not use HTTPS",
  BE18: "Payer alias is invalid",
  RP01: "Missing Merchant Swish Number",
  PA02: "Amount value is missing or not a valid number",
  AM06: "Specified transaction amount is less than agreed minimum",
  AM02: "Amount value is too large",
  AM03: "Invalid or missing Currency",
  RP02: "Wrong formatted message",
  RP06: "A payment request already exists for that payer",
  RP07: "Transaction cannot be cancelled, status is not CREATED",
  ACMT03: "Payer not Enrolled",
  ACMT01: "Counterpart is not activated",
  ACMT07: "Payee not Enrolled",
  RF07: "Transaction declined",
  BANKIDCL: "Payer cancelled BankId signing",
  TM01: "Swish timed out before the payment was started",
  DS24: "Swish timed out waiting for an answer from the banks after payment was started",
  RP04: "No payment request found related to a token",
  RP09: "The given instructionUUID is not available",
};

export const problem = (errorCode: string): SwishProblem => ({
  errorCode,
  errorMessage: ERROR_MESSAGES[errorCode] ?? errorCode,
});

const isText = (value: unknown): value is string => typeof value === "string";

/** Swish's rules for the message: at most 50 characters of letters, digits and common punctuation. */
const MESSAGE = /^[\p{L}\p{N} :;.,?!()"'+\-/&%*=<>#@_]{0,50}$/u;
/** The amount: a string with two decimals at most (the size is checked apart: AM02). */
const AMOUNT = /^\d{1,18}(\.\d{1,2})?$/;

/**
 * A loopback callback over plain HTTP is accepted so a developer's API (http://127.0.0.1:4000)
 * gets its callbacks; the real service and the MSS accept only HTTPS.
 */
function isCallbackUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname);
}

/** The body's problems (empty when it is a valid request), then the request in typed form. */
export function checkCreateBody(body: unknown): { problems: SwishProblem[]; request?: CreateBody } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { problems: [problem("PA02")] };
  const input = body as Record<string, unknown>;
  const problems: SwishProblem[] = [];
  const message = input.message;
  // The MSS: a code in `message` is answered as that error.
  if (isText(message) && CREATE_ERROR_CODES.includes(message)) return { problems: [problem(message)] };

  const reference = input.payeePaymentReference;
  if (reference !== undefined && (!isText(reference) || !/^[A-Za-z0-9]{1,36}$/.test(reference)))
    problems.push(problem("FF08"));
  if (!isText(input.callbackUrl) || !isCallbackUrl(input.callbackUrl)) problems.push(problem("RP03"));
  if (input.payerAlias !== undefined && (!isText(input.payerAlias) || !/^\d{8,15}$/.test(input.payerAlias)))
    problems.push(problem("BE18"));
  if (!isText(input.payeeAlias) || !/^\d{10}$/.test(input.payeeAlias)) problems.push(problem("RP01"));
  if (!isText(input.amount) || !AMOUNT.test(input.amount)) problems.push(problem("PA02"));
  else if (Number(input.amount) < 1) problems.push(problem("AM06"));
  else if (Number(input.amount) > 999_999_999_999.99) problems.push(problem("AM02"));
  if (input.currency !== "SEK") problems.push(problem("AM03"));
  if (message !== undefined && (!isText(message) || !MESSAGE.test(message))) problems.push(problem("RP02"));
  if (problems.length > 0) return { problems };
  return { problems, request: input as unknown as CreateBody };
}
