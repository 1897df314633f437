/*
 * Spec section 9: the interest key lives 30 days. After an anonymous interest is sent, a
 * readable cookie keeps which stage or home it was for (ids only, nothing personal), so the form
 * says it was sent instead of asking again, in this browser, for 30 days from the last one.
 */

export const INTEREST_COOKIE = "housing_interest";
export const INTEREST_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A cookie stays small: the latest this many interests. */
const MAX_KEPT = 20;

/** The key of a stage's or home's interest in the cookie. */
export const interestKeyOf = (stageId: string, objectId: string | null) =>
  objectId ? `${stageId}.${objectId}` : stageId;

function keptKeys(): string[] {
  if (typeof document === "undefined") return [];
  const pair = document.cookie.split("; ").find((part) => part.startsWith(`${INTEREST_COOKIE}=`));
  if (!pair) return [];
  try {
    return decodeURIComponent(pair.slice(INTEREST_COOKIE.length + 1))
      .split(",")
      .filter((key) => /^[0-9a-f-]+(\.[0-9a-f-]+)?$/i.test(key));
  } catch {
    return [];
  }
}

/** Whether this browser sent an interest for the stage or home within the last 30 days. */
export function hasSentInterest(key: string): boolean {
  return keptKeys().includes(key);
}

/** Remembers a sent interest for 30 days (the cookie's age starts again with each). */
export function rememberInterest(key: string): void {
  const keys = [...keptKeys().filter((kept) => kept !== key), key].slice(-MAX_KEPT);
  document.cookie = `${INTEREST_COOKIE}=${encodeURIComponent(keys.join(","))}; Max-Age=${INTEREST_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
}
