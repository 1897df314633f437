import { isApiError } from "@housing/api-client";
import { eidentErrorHash, type EidentErrorKind } from "../../eident-errors";

/**
 * Set while an add-bank-ID update is at the broker (session storage): the page to go back to.
 * The return page then finishes the update instead of a login.
 */
export const EIDENT_UPDATE_KEY = "housing_eident_update";

/** Spec section 2's registered modal names: the add-bank-ID modal and its done view. */
export const UPDATE_BANK_ID_HASH = "update-bank-id-modal";
export const UPDATE_BANK_ID_DONE_HASH = "update-bank-id-modal-done";

/**
 * What went wrong when the visitor came back from the e-ID broker, as one of the Norwegian
 * e-ident hash errors (spec section 8), so the return page and a page reached with
 * `#eident-error=<kind>` say the same.
 */
export function eidentErrorOf(error: unknown): EidentErrorKind {
  if (!isApiError(error)) return "exception";
  const code = error.errorBody?.error;
  const key = error.errorBody?.message;
  if (code === "SsnNotFound") return "notfound";
  if (code === "UserAlreadyExists") return "userexists";
  if (code === "MustActivatePid") return "nopid";
  if (code === "NoBoardMember" || key === "personDeceased") return "unauthorizedid";
  if (key === "securityNumberMismatch") return "ssnnomatch";
  // An unknown or stale state: the person took longer than the login may take (or came back twice).
  if (error.status === 404) return "timeout";
  // The API's request limit (too many calls from this address or account): try again later. Its own
  // 429 for a login already under way is the one "in progress" names.
  if (error.status === 429 && code === "TooManyRequests") return "exception";
  if (error.status === 429) return "inprogress";
  if (error.status === 0 || error.status >= 500) return "exception";
  return "loginfailed";
}

/** The page's address with the error in its hash (`#eident-error=<kind>`). */
export function withEidentError(path: string, kind: EidentErrorKind): string {
  return `${path.split("#")[0]}#${eidentErrorHash(kind)}`;
}
