import * as v from "valibot";
import { isBoardMember, type User } from "./user";

// The cookies' names and ANONYMOUS_SESSION are in session-cookies.ts: the browser's first load needs them, not these schemas.

/*
 * The visitor's session (spec sections 3, 4 and 6). auth-bankid writes it (the next issue's
 * login sets the cookies below); every other feature only reads it through @housing/session.
 */

/** How the visitor logged in (spec section 3: auth methods, login kinds). */
export const AUTH_METHODS = ["bank_id", "eident", "signicat", "email"] as const;

/**
 * What the browser learns about a logged-in user: enough for the header, the consent gate and
 * the my-pages menu, none of the personal data (no security number, address or phone).
 */
export const SessionUserSchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  isBoardMember: v.boolean(),
  /** The association account a board member logged in with (spec section 6), else null. */
  associationName: v.nullable(v.string()),
  /** Sites where the user is VIP (spec section 3: VIP when a membership exists for the current site). */
  vipSiteIds: v.array(v.string()),
  /** Sites the user consented to (spec section 2: the consent gate). */
  consentSiteIds: v.array(v.string()),
});
export type SessionUser = v.InferOutput<typeof SessionUserSchema>;

/**
 * The login token, decoded (spec section 3 "Login token (decoded)": claims, bank_id, expired
 * flag), without the token itself: the browser never holds it (it is in an httpOnly cookie). The
 * claims are read without checking the signature, to shape the page (a BankID login, a case
 * login type, the association); whether the token is valid is always the API's answer.
 */
export const SessionTokenSchema = v.object({
  /** True for a BankID or e-ident login (the token's `bank_id`). */
  bankId: v.boolean(),
  loginMethod: v.nullable(v.picklist(AUTH_METHODS)),
  /** private, privateCase, boardMember or boardMemberCase (the effective login type). */
  loginType: v.nullable(v.string()),
  /** The association a board member logged in for, else null. */
  association: v.nullable(v.string()),
  /** The site key the login was made on. */
  site: v.nullable(v.string()),
  /** The token's end has passed (by the clock that read it). */
  expired: v.boolean(),
});
export type SessionToken = v.InferOutput<typeof SessionTokenSchema>;

export const AnonymousSessionSchema = v.object({ status: v.literal("anonymous") });

export const AuthenticatedSessionSchema = v.object({
  status: v.literal("authenticated"),
  user: SessionUserSchema,
  /** When the login token expires (ISO 8601); spec section 4: refreshed under 30 minutes before it. */
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
  /** The decoded token's claims, when they could be read (a session made before they were kept may lack them). */
  token: v.optional(SessionTokenSchema),
});

export const SessionSchema = v.variant("status", [AnonymousSessionSchema, AuthenticatedSessionSchema]);
export type Session = v.InferOutput<typeof SessionSchema>;
export type AuthenticatedSession = v.InferOutput<typeof AuthenticatedSessionSchema>;

/** The summary of a user the browser may hold (see SessionUserSchema). */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    isBoardMember: isBoardMember(user),
    associationName: user.brfAccount?.name ?? null,
    vipSiteIds: user.vipMemberships.map((membership) => membership.site),
    consentSiteIds: user.consents.map((consent) => consent.site),
  };
}
