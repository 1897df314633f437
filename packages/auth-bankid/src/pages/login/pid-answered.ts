/**
 * Spec sections 4 and 9: a user without a national identity number who logs in for a case is
 * asked to verify with BankID; the answer (verify or not now) is kept in a short-lived cookie so
 * the question is not asked again at once. The spec says only "short": 15 minutes, path /,
 * SameSite Lax, Secure outside plain-HTTP localhost. Nothing personal in it.
 */
export const PID_ANSWERED_COOKIE = "housing_pid_answered";
export const PID_ANSWERED_MAX_AGE_SECONDS = 15 * 60;

function isLocalHttp(): boolean {
  return window.location.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname);
}

export function markPidAnswered(): void {
  const secure = isLocalHttp() ? "" : "; Secure";
  document.cookie = `${PID_ANSWERED_COOKIE}=1; Max-Age=${PID_ANSWERED_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function isPidAnswered(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${PID_ANSWERED_COOKIE}=`));
}
