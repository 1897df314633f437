/**
 * Why an e-ID login did not produce an identity:
 * - `cancelled`: the person cancelled at the broker (`error=access_denied`);
 * - `stateMismatch`: the callback does not belong to the login this browser started;
 * - `invalidToken`: the ID token failed a check (signature, issuer, audience, nonce, times, claims);
 * - `providerError`: the broker answered with an error (a used or expired code, a refused client, ...);
 * - `network`: the broker could not be reached in time.
 */
export type EidErrorKind = "cancelled" | "stateMismatch" | "invalidToken" | "providerError" | "network";

export class EidError extends Error {
  override readonly name = "EidError";

  constructor(
    readonly kind: EidErrorKind,
    /** A technical reason without personal data or tokens, safe to log. */
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isEidError(error: unknown): error is EidError {
  return error instanceof EidError;
}
