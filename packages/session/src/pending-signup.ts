/*
 * What a logged-out visitor asked for that needs a login first (spec section 4): favourites,
 * an interest the API answered with "log in with BankID" or "user already exists", and the
 * e-mail the login modal opens with. Kept in session storage (this tab, until it closes) and
 * taken after the login. No jotai here: the hearts and the interest form carry it in the first
 * load of stage and object pages.
 */

/** A favourite waiting for a login: a stage (objectId null) or one of its homes. */
export interface PendingFavourite {
  stageId: string;
  objectId: string | null;
}

/** An interest waiting for a login (POST /signup_service/interest after it). */
export interface PendingInterest {
  stageId: string;
  objectId: string | null;
  /** The e-mail the visitor gave in the form (the interest's `formEmail`). */
  email: string;
}

const FAVOURITES_KEY = "housing:pending-favourites";
const INTEREST_KEY = "housing:pending-interest";
const LOGIN_EMAIL_KEY = "housing:login-email";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage switched off (a privacy setting): nothing is kept, the login still opens.
    return null;
  }
}

function read(key: string): unknown {
  const text = storage()?.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key);
    else storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or switched off: the wish is lost, nothing breaks.
  }
}

const isString = (value: unknown): value is string => typeof value === "string" && value.length > 0;
const sameEntry = (a: PendingFavourite, b: PendingFavourite) =>
  a.stageId === b.stageId && (a.objectId ?? null) === (b.objectId ?? null);

/** The favourites waiting for a login, oldest first (what storage holds is checked, never trusted). */
export function pendingFavourites(): PendingFavourite[] {
  const value = read(FAVOURITES_KEY);
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { stageId, objectId } = entry as Record<string, unknown>;
    return isString(stageId) ? [{ stageId, objectId: isString(objectId) ? objectId : null }] : [];
  });
}

/** Adds a favourite to the waiting ones, or takes it away when it is there (the heart pressed again). Answers whether it is now waiting. */
export function togglePendingFavourite(entry: PendingFavourite): boolean {
  const current = pendingFavourites();
  const isThere = current.some((pending) => sameEntry(pending, entry));
  const next = isThere
    ? current.filter((pending) => !sameEntry(pending, entry))
    : [...current, { stageId: entry.stageId, objectId: entry.objectId ?? null }];
  write(FAVOURITES_KEY, next.length > 0 ? next : null);
  return !isThere;
}

/** Whether this favourite is waiting for a login. */
export function isPendingFavourite(entry: PendingFavourite): boolean {
  return pendingFavourites().some((pending) => sameEntry(pending, entry));
}

/** Takes the waiting favourites (they are gone from storage afterwards: one replay, however many hearts ask). */
export function takePendingFavourites(): PendingFavourite[] {
  const pending = pendingFavourites();
  if (pending.length > 0) write(FAVOURITES_KEY, null);
  return pending;
}

/** Keeps the interest to post after the login (one at a time: the latest form wins). */
export function setPendingInterest(interest: PendingInterest): void {
  write(INTEREST_KEY, interest);
}

/** Takes the interest waiting for a login, or null. */
export function takePendingInterest(): PendingInterest | null {
  const value = read(INTEREST_KEY);
  write(INTEREST_KEY, null);
  if (typeof value !== "object" || value === null) return null;
  const { stageId, objectId, email } = value as Record<string, unknown>;
  if (!isString(stageId)) return null;
  return { stageId, objectId: isString(objectId) ? objectId : null, email: typeof email === "string" ? email : "" };
}

/** The e-mail the next login modal opens with (spec section 4: the anonymous interest's pre-filled login). */
export function setLoginEmail(email: string): void {
  write(LOGIN_EMAIL_KEY, email);
}

/** The e-mail the login modal opens with, or null (left in storage: clear it once shown). */
export function readLoginEmail(): string | null {
  const value = read(LOGIN_EMAIL_KEY);
  return isString(value) ? value : null;
}

/** Forgets the login modal's e-mail (shown once: a later opening starts empty). */
export function clearLoginEmail(): void {
  write(LOGIN_EMAIL_KEY, null);
}
