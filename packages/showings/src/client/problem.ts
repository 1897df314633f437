import { isApiError } from "@housing/api-client";
import { SHOWING_ERROR_KEYS, type ShowingErrorKey } from "@housing/contracts/showings";

/*
 * What a showing call refused, read from the API's answer (spec section 8: the body's `message`
 * is the error key; a 400 carries field errors as `body.<field>`).
 */

/** A refusal the page explains in words of its own, or "failed" for anything else (network, 5xx). */
export type ShowingProblem = ShowingErrorKey | "cannotBook" | "failed";

const KEYS = new Set<string>([...SHOWING_ERROR_KEYS, "cannotBook"]);

/** The showing's error key of a refused call (409 full, 403 vipOnly, ...), else "failed". */
export function showingProblemOf(error: unknown): ShowingProblem {
  if (!isApiError(error)) return "failed";
  const key = error.errorBody?.message ?? "";
  if (KEYS.has(key)) return key as ShowingProblem;
  // A door key the schema refused arrives as a field error of `doorKey`.
  if (fieldErrorsOf(error).doorKey === "doorKey") return "doorKey";
  return "failed";
}

/** Whether a refusal means the list of slots has changed (and must be read again). */
export function changesTheList(problem: ShowingProblem): boolean {
  return problem === "full" || problem === "closed" || problem === "vipOnly" || problem === "alreadyBooked";
}

/** A 400's field errors by field name (`body.email` → email), the first key of each. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [path, keys] of Object.entries(error.fieldErrors)) {
    const field = path.replace(/^(body|query|params)\./, "");
    if (keys[0] && !found[field]) found[field] = keys[0];
  }
  return found;
}
