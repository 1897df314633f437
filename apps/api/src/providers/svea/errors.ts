/** One problem of a 400 answer, by Svea's field name. */
export interface SveaProblem {
  field: string;
  message: string;
}

/**
 * A failed call. `status` is the HTTP status (0 when there was no answer); `problems` Svea's 400
 * list. The message names the operation and the status: never an amount or a person.
 */
export class SveaError extends Error {
  override readonly name = "SveaError";
  readonly status: number;
  readonly problems: SveaProblem[];
  readonly operation: string;

  constructor(input: { operation: string; status: number; problems?: SveaProblem[]; cause?: unknown }) {
    const fields = (input.problems ?? []).map((problem) => problem.field).join(",");
    super(`Svea ${input.operation} failed: ${input.status || "no answer"} ${fields}`.trim(), { cause: input.cause });
    this.operation = input.operation;
    this.status = input.status;
    this.problems = input.problems ?? [];
  }

  /** Svea could not be reached, timed out or failed on its side: the same call may work later. */
  get isUnavailable(): boolean {
    return this.status === 0 || this.status >= 500 || this.status === 429;
  }
}
