/**
 * A failed call. `status` is the HTTP status (0 when there was no answer); `code` the provider's
 * `error` field. The message names the operation, the status and the code: never an amount.
 */
export class CardError extends Error {
  override readonly name = "CardError";
  readonly status: number;
  readonly code: string | undefined;
  readonly operation: string;

  constructor(input: { operation: string; status: number; code?: string; cause?: unknown }) {
    super(`Card ${input.operation} failed: ${input.status || "no answer"} ${input.code ?? ""}`.trim(), {
      cause: input.cause,
    });
    this.operation = input.operation;
    this.status = input.status;
    this.code = input.code;
  }
}
