import * as v from "valibot";
import { ApiErrorBodySchema, type ApiErrorBody } from "@housing/contracts";

/** The generic message key used when a call gets no response at all (spec section 8). */
export const SOMETHING_WENT_WRONG = "somethingWentWrong";

/**
 * Every failed call rejects with an ApiError. Spec section 8: an HTTP error
 * carries the response body as the error; no response at all (network down,
 * timeout, aborted) carries the generic `somethingWentWrong`.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** HTTP status, or 0 when no response arrived. */
  readonly status: number;
  /** The parsed response body (JSON when it was JSON, text otherwise), or null without a response. */
  readonly body: unknown;

  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.status = status;
    this.body = body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The body in the reference API's error shape, when it has that shape. */
  get errorBody(): ApiErrorBody | null {
    const parsed = v.safeParse(ApiErrorBodySchema, this.body);
    return parsed.success ? parsed.output : null;
  }

  /** Field errors of a 400, keyed by dotted field path. */
  get fieldErrors(): Record<string, string[]> {
    return this.errorBody?.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => "");
  let body: unknown = text;
  if (text && (response.headers.get("content-type") ?? "").includes("json")) {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = text;
    }
  }
  const message =
    typeof body === "object" && body !== null && "message" in body && typeof body.message === "string"
      ? body.message
      : `HTTP ${response.status}`;
  return new ApiError(response.status, body === "" ? null : body, message);
}

export function networkError(cause: unknown): ApiError {
  const error = new ApiError(0, null, SOMETHING_WENT_WRONG);
  (error as { cause?: unknown }).cause = cause;
  return error;
}
