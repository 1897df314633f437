/**
 * An expired session found on my pages sends the visitor to the start page (spec section 4),
 * where the expired-session modal must still show: this mark in session storage carries it over
 * the page load. No React or jotai here: the header's account place reads it on every page.
 */
const EXPIRED_SESSION_KEY = "housing_session_expired";

export function markSessionExpired(): void {
  try {
    sessionStorage.setItem(EXPIRED_SESSION_KEY, "1");
  } catch {
    // Storage refused (private mode): the start page then shows no modal, the logout stands.
  }
}

/** Whether the previous page left the mark; reading removes it (the modal shows once). */
export function takeSessionExpiredMark(): boolean {
  try {
    const isMarked = sessionStorage.getItem(EXPIRED_SESSION_KEY) === "1";
    sessionStorage.removeItem(EXPIRED_SESSION_KEY);
    return isMarked;
  } catch {
    return false;
  }
}
