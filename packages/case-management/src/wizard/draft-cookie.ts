import { CASE_DRAFT_COOKIE, CASE_DRAFT_COOKIE_OPTIONS, draftCookieValue } from "../draft/draft";
import type { WizardState } from "../engine/reducer";

/*
 * The draft cookie in the browser (spec section 9: 120 minutes, path /, SameSite Lax). Its value
 * is written and read by src/draft; here it only meets document.cookie.
 */

const attributes = `Path=${CASE_DRAFT_COOKIE_OPTIONS.path}; SameSite=Lax`;

/** Saves the wizard's place and form data; a draft too long for a cookie removes the older one. */
export function saveDraftCookie(state: WizardState): void {
  const value = draftCookieValue(state);
  if (value === null) {
    clearDraftCookie();
    return;
  }
  document.cookie = `${CASE_DRAFT_COOKIE}=${value}; Max-Age=${CASE_DRAFT_COOKIE_OPTIONS.maxAge}; ${attributes}`;
}

export function readDraftCookie(): string | null {
  const prefix = `${CASE_DRAFT_COOKIE}=`;
  const found = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return found ? found.slice(prefix.length) : null;
}

export function clearDraftCookie(): void {
  document.cookie = `${CASE_DRAFT_COOKIE}=; Max-Age=0; ${attributes}`;
}
