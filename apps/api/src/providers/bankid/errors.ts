/** The error codes of the RP API v6.0 (body `{errorCode, details}`). */
export const BANKID_ERROR_CODES = [
  "alreadyInProgress",
  "invalidParameters",
  "unauthorized",
  "notFound",
  "methodNotAllowed",
  "requestTimeout",
  "unsupportedMediaType",
  "tooManyRequests",
  "internalError",
  "maintenance",
] as const;
export type BankIdErrorCode = (typeof BANKID_ERROR_CODES)[number];

/**
 * Codes of this client for failures without an answer from BankID: no connection or a TLS
 * failure (`networkError`), no answer in time (`clientTimeout`), an answer that is not the RP API's
 * shape (`invalidResponse`).
 */
export type BankIdClientErrorCode = "networkError" | "clientTimeout" | "invalidResponse";

export function isKnownBankIdErrorCode(code: string): code is BankIdErrorCode {
  return (BANKID_ERROR_CODES as readonly string[]).includes(code);
}

/**
 * A failed call. `status` is the HTTP status (0 when there was no answer), `errorCode` BankID's code
 * (kept as given when it is one this client does not know) or this client's, `details` BankID's
 * explanation. The message names only the operation, the status and the code: never personal data.
 */
export class BankIdError extends Error {
  override readonly name = "BankIdError";
  readonly status: number;
  readonly errorCode: BankIdErrorCode | BankIdClientErrorCode | (string & {});
  readonly details: string;
  readonly operation: string;

  constructor(input: { operation: string; status: number; errorCode: string; details?: string; cause?: unknown }) {
    super(`BankID ${input.operation} failed: ${input.status || "no answer"} ${input.errorCode}`, {
      cause: input.cause,
    });
    this.operation = input.operation;
    this.status = input.status;
    this.errorCode = input.errorCode;
    this.details = input.details ?? "";
  }

  /** Whether the code is one of the RP API's own (false for this client's codes and unknown ones). */
  get isKnownCode(): boolean {
    return isKnownBankIdErrorCode(this.errorCode);
  }

  /** Worth a later retry: BankID asked to slow down, was busy, timed out, or could not be reached. */
  get isTransient(): boolean {
    return (
      ["requestTimeout", "tooManyRequests", "internalError", "maintenance", "networkError", "clientTimeout"].includes(
        this.errorCode,
      ) || this.status >= 500
    );
  }
}

/** The configuration cannot be used (a file is missing or unreadable). */
export class BankIdConfigError extends Error {
  override readonly name = "BankIdConfigError";
}
