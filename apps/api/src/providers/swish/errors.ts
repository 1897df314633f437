/** One problem of a 422 answer, in Swish's codes (FF08, RP03, BE18, …). */
export interface SwishProblem {
  errorCode: string;
  errorMessage: string;
}

/**
 * A failed call. `status` is the HTTP status (0 when there was no answer); `problems` Swish's 422
 * list. The message names the operation, the status and the codes: never an alias or an amount.
 */
export class SwishError extends Error {
  override readonly name = "SwishError";
  readonly status: number;
  readonly problems: SwishProblem[];
  readonly operation: string;

  constructor(input: { operation: string; status: number; problems?: SwishProblem[]; cause?: unknown }) {
    const codes = (input.problems ?? []).map((problem) => problem.errorCode).join(",");
    super(`Swish ${input.operation} failed: ${input.status || "no answer"} ${codes}`.trim(), { cause: input.cause });
    this.operation = input.operation;
    this.status = input.status;
    this.problems = input.problems ?? [];
  }

  /** Swish could not be reached, timed out or failed on its side: the same call may work later. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}

/** The configuration cannot be used (a file is missing or unreadable). */
export class SwishConfigError extends Error {
  override readonly name = "SwishConfigError";
}
