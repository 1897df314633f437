import type { LoginType } from "./types";

/*
 * Spec section 2 (search page) and 4: BankID on the same device (a phone) sends the visitor back
 * from the BankID app to the page the login started on, with the order in the query:
 * `?poolingId=<sessionId>&type=<loginType>`. That page resumes the order 500 ms later. No React
 * here: the header's account place reads the query on every page and loads the resume only
 * when both are there.
 */
export const POOLING_ID_PARAM = "poolingId";
export const LOGIN_TYPE_PARAM = "type";

const LOGIN_TYPES: readonly LoginType[] = ["private", "boardMember", "privateCase", "boardMemberCase"];

export interface BankIdDeepLink {
  sessionId: string;
  loginType: LoginType;
}

/** The order a page's query carries, or null (a BankID session id is 32 hex digits). */
export function bankIdDeepLinkOf(search: string): BankIdDeepLink | null {
  const query = new URLSearchParams(search);
  const sessionId = query.get(POOLING_ID_PARAM);
  const type = query.get(LOGIN_TYPE_PARAM);
  if (!sessionId || !type || !/^[0-9a-f]{32}$/.test(sessionId)) return null;
  return { sessionId, loginType: LOGIN_TYPES.includes(type as LoginType) ? (type as LoginType) : "private" };
}

/** `href` with the order's parameters: where the BankID app sends the visitor back. */
export function withBankIdDeepLink(href: string, link: BankIdDeepLink): string {
  const url = new URL(href);
  url.hash = "";
  url.searchParams.set(POOLING_ID_PARAM, link.sessionId);
  url.searchParams.set(LOGIN_TYPE_PARAM, link.loginType);
  return url.href;
}

/** `href` without the order's parameters (the rest of the query and the hash stay). */
export function withoutBankIdDeepLink(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(POOLING_ID_PARAM);
  url.searchParams.delete(LOGIN_TYPE_PARAM);
  return url.href;
}
