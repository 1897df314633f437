import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type {
  ChangeEmailResponse,
  ForgotPasswordRequest,
  HasDocumentsResponse,
  SetPasswordRequest,
  TriggerChangeEmailRequest,
  UpdatePasswordRequest,
} from "@housing/contracts/account";
import type { AuthenticatedSession } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { accountTokens, users } from "../../core/db/schema";
import { siteOf } from "../search/service/sites";
import { loginSiteOf } from "./email-login";
import { fail, type Failure, type Limited } from "./outcomes";
import { queueMail, siteLink } from "./outbox";
import { hashPassword, verifyPassword } from "./passwords";
import { clearAttempts, countAttempt, retryAfter, type Limit } from "./rate-limit";
import { revokeSessionsOf } from "./sessions";
import { findUserByEmail, findUserById } from "./users";
import { hasDocumentsWaiting } from "../documents/service";

/*
 * The user-system calls (spec section 7), served under /user_system: forgotten password and the
 * mailed reset link, password change, e-mail change with a mailed confirmation link. Mailed
 * tokens are 256 random bits, stored as SHA-256, single use and expiring.
 */

type Deps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth" | "logger" | "mailTransport">;
type Accepted = { status: "Ok" };

const RESET_TTL_SECONDS = 60 * 60;
const CHANGE_EMAIL_TTL_SECONDS = 24 * 60 * 60;
const OK: Accepted = { status: "Ok" };

const digest = (token: string) => createHash("sha256").update(token).digest("hex");
const newToken = () => randomBytes(32).toString("base64url");

function mailLimits(deps: Deps, account: string, ip: string | null): Limit[] {
  return [
    { scope: "mailAccount", value: account, max: deps.auth.rateLimits.failuresPerAccount },
    ...(ip ? [{ scope: "mailIp" as const, value: ip, max: deps.auth.rateLimits.failuresPerIp }] : []),
  ];
}

/** Counts a mail request against its limits; Limited when one is reached. */
async function limitMail(deps: Deps, limits: Limit[]): Promise<Limited | null> {
  const wait = await retryAfter(deps, limits);
  if (wait !== null) return { retryAfter: wait };
  await countAttempt(deps, limits);
  return null;
}

async function issueToken(
  deps: Deps,
  kind: "resetPassword" | "changeEmail",
  userId: string,
  ttl: number,
  newEmail?: string,
) {
  const token = newToken();
  await deps.db.insert(accountTokens).values({
    kind,
    userId,
    tokenHash: digest(token),
    newEmail: newEmail ?? null,
    createdAt: deps.now(),
    expiresAt: new Date(deps.now().getTime() + ttl * 1000),
  });
  return token;
}

/** Uses a mailed token once: its row, or undefined when unknown, used or expired. */
async function redeem(deps: Deps, kind: "resetPassword" | "changeEmail", token: string) {
  const [row] = await deps.db
    .update(accountTokens)
    .set({ usedAt: deps.now() })
    .where(
      and(
        eq(accountTokens.tokenHash, digest(token)),
        eq(accountTokens.kind, kind),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, deps.now()),
      ),
    )
    .returning();
  return row;
}

/** POST /user_system/forgotpassword: the same answer whether the e-mail has an account or not. */
export async function forgotPassword(
  deps: Deps,
  request: ForgotPasswordRequest,
  ip: string,
): Promise<Accepted | Failure | Limited> {
  const loginSite = loginSiteOf(request.siteId);
  if ("failure" in loginSite) return loginSite;
  const email = request.email.trim().toLowerCase();
  const limited = await limitMail(deps, mailLimits(deps, email, ip));
  if (limited) return limited;
  const user = await findUserByEmail(deps.db, email);
  if (user?.email && !user.deceased) {
    const site = siteOf(request.siteId);
    const token = await issueToken(deps, "resetPassword", user.id, RESET_TTL_SECONDS);
    const link = siteLink(deps, site, "forgotPassword", `token=${token}`);
    await queueMail(deps, { kind: "resetPassword", to: user.email, site, value: link, link });
  }
  return OK;
}

/** POST /user_system/setpassword: the reset link's token (single use, one hour) and the new password. */
export async function setPassword(deps: Deps, request: SetPasswordRequest): Promise<Accepted | Failure> {
  const row = await redeem(deps, "resetPassword", request.token);
  if (!row) return fail("InvalidInput", "tokenInvalid", { "body.token": ["tokenInvalid"] });
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(request.password), updatedAt: deps.now() })
    .where(eq(users.id, row.userId));
  // A new password ends every login made with the old one.
  await revokeSessionsOf(deps, row.userId);
  return OK;
}

/**
 * POST /user_system/updatepassword (logged in): the old password must match. An account
 * without one (made with BankID) sets its first password from a BankID or e-ident login, with no
 * old password; logged in any other way it cannot (`passwordNotSet`: the forgotten-password link
 * is its way to one).
 */
export async function updatePassword(
  deps: Deps,
  caller: AuthenticatedSession,
  request: UpdatePasswordRequest,
): Promise<Accepted | Failure | Limited> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) return fail("InvalidInput", "invalidInput");
  const limits: Limit[] = [
    { scope: "loginAccount", value: `user:${user.id}`, max: deps.auth.rateLimits.failuresPerAccount },
  ];
  const wait = await retryAfter(deps, limits);
  if (wait !== null) return { retryAfter: wait };
  if (!user.passwordHash) {
    if (!caller.bankId) return fail("InvalidInput", "passwordNotSet", { "body.oldPassword": ["passwordNotSet"] });
  } else if (request.oldPassword === undefined) {
    return fail("InvalidInput", "required", { "body.oldPassword": ["required"] });
  } else if (!(await verifyPassword(user.passwordHash, request.oldPassword))) {
    await countAttempt(deps, limits);
    return fail("InvalidInput", "wrongPassword", { "body.oldPassword": ["wrongPassword"] });
  }
  await clearAttempts(deps, "loginAccount", [`user:${user.id}`]);
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(request.newPassword), updatedAt: deps.now() })
    .where(eq(users.id, user.id));
  await revokeSessionsOf(deps, user.id, caller.sessionId);
  return OK;
}

/** POST /user_system/triggerchangeemail (logged in): mails a confirmation link to the new address. */
export async function triggerChangeEmail(
  deps: Deps,
  caller: AuthenticatedSession,
  request: TriggerChangeEmailRequest,
): Promise<Accepted | Failure | Limited> {
  const email = request.email.trim();
  const holder = await findUserByEmail(deps.db, email);
  if (holder && holder.id !== caller.userId)
    return fail("InvalidInput", "emailInUse", { "body.email": ["emailInUse"] });
  if (holder) return fail("InvalidInput", "invalidInput", { "body.email": ["invalidInput"] });
  const limited = await limitMail(deps, mailLimits(deps, `user:${caller.userId}`, null));
  if (limited) return limited;
  const site = siteOf(request.siteId);
  const token = await issueToken(deps, "changeEmail", caller.userId, CHANGE_EMAIL_TTL_SECONDS, email);
  const link = siteLink(deps, site, "changeEmail", `token=${token}`);
  await queueMail(deps, { kind: "changeEmail", to: email, site, value: link, link });
  return OK;
}

/** GET /user_system/changeemail/{token}: confirms the change (single use, 24 hours); answers the new address. */
export async function changeEmail(deps: Deps, token: string): Promise<ChangeEmailResponse | Failure> {
  const row = await redeem(deps, "changeEmail", token);
  if (!row?.newEmail) return fail("InvalidInput", "tokenInvalid", { "params.token": ["tokenInvalid"] });
  const holder = await findUserByEmail(deps.db, row.newEmail);
  if (holder && holder.id !== row.userId) return fail("InvalidInput", "emailInUse", { "params.token": ["emailInUse"] });
  await deps.db.update(users).set({ email: row.newEmail, updatedAt: deps.now() }).where(eq(users.id, row.userId));
  return { status: "Ok", email: row.newEmail };
}

/**
 * GET /user_system/hasdocuments: whether a pending document of the user's bookings still waits
 * for the user's signature or approval (the documents module's table, on any site).
 */
export async function hasDocuments(deps: Pick<Deps, "db">, userId: string): Promise<HasDocumentsResponse> {
  return { hasDocuments: await hasDocumentsWaiting(deps.db, userId) };
}
