import { createHmac, randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type * as v from "valibot";
import type { BankIdStartRequestSchema, LoginOk, LoginResponse, LoginType } from "@housing/contracts/account";
import type { AuthenticatedSession } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { bankIdOrders, users } from "../../core/db/schema";
import type { BankIdCompletionUser, BankIdPort } from "./bankid-port";
import { loginSiteOf } from "./email-login";
import { fail, type Failure } from "./outcomes";
import { startSession } from "./sessions";
import { associationsOf, findUserById, findUserBySecurityNumber, type AssociationRow, type UserRow } from "./users";

/*
 * BankID login, registration and update (spec sections 4 and 7). The browser holds only the
 * sessionId; the order's qrStartSecret stays here and each status call computes the QR string
 * of that second. The rules of spec section 4 for the board tabs are in `boardLogin`.
 */

type Deps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth">;
type Order = typeof bankIdOrders.$inferSelect;

/** BankID's personal numbers are Swedish (12 digits). */
const BANKID_COUNTRY = "se";
/** How long a board member has to pick an association. */
const SELECTION_TTL_SECONDS = 5 * 60;
/** How long a verified registration may take to be sent. */
const REGISTRATION_TTL_SECONDS = 15 * 60;
/** An order nobody polled for this long is gone (BankID's own orders end after 3 minutes). */
const ORDER_TTL_SECONDS = 10 * 60;

/** BankID's animated QR: `bankid.{qrStartToken}.{qrTime}.{HMAC-SHA256(qrStartSecret, qrTime) as hex}`. */
export function qrCodeAt(order: Pick<Order, "qrStartToken" | "qrStartSecret" | "createdAt">, now: Date): string {
  const qrTime = Math.max(0, Math.floor((now.getTime() - order.createdAt.getTime()) / 1000));
  const qrAuthCode = createHmac("sha256", order.qrStartSecret).update(String(qrTime)).digest("hex");
  return `bankid.${order.qrStartToken}.${qrTime}.${qrAuthCode}`;
}

const isBoardType = (loginType: LoginType) => loginType === "boardMember" || loginType === "boardMemberCase";

export async function startBankId(
  deps: Deps,
  bankId: BankIdPort,
  request: v.InferOutput<typeof BankIdStartRequestSchema>,
  endUserIp: string,
  caller: AuthenticatedSession | null,
): Promise<{ sessionId: string; autoStartToken: string; autoStartUrl?: string } | Failure | "unauthorized"> {
  const site = loginSiteOf(request.siteId);
  if ("failure" in site) return site;
  if (request.flow === "update" && !caller) return "unauthorized";
  // The board portal's flow is a board login whatever tab the form sent.
  const loginType: LoginType =
    request.flow === "loginBoardMember" && !isBoardType(request.loginType) ? "boardMember" : request.loginType;
  const order = await bankId.auth({ endUserIp });
  // Orders older than a day are of no use to anyone: each start clears them.
  await deps.db
    .delete(bankIdOrders)
    .where(lt(bankIdOrders.createdAt, new Date(deps.now().getTime() - 24 * 60 * 60 * 1000)));
  const sessionId = randomBytes(16).toString("hex");
  await deps.db.insert(bankIdOrders).values({
    sessionId,
    orderRef: order.orderRef,
    qrStartToken: order.qrStartToken,
    qrStartSecret: order.qrStartSecret,
    flow: request.flow,
    loginType,
    siteKey: site.siteKey,
    userId: request.flow === "update" ? caller!.userId : null,
    status: "pending",
    createdAt: deps.now(),
  });
  const autoStartUrl = bankId.autoStartUrl?.(order.autoStartToken);
  return { sessionId, autoStartToken: order.autoStartToken, ...(autoStartUrl ? { autoStartUrl } : {}) };
}

async function pendingOrder(deps: Deps, sessionId: string): Promise<Order | undefined> {
  const [order] = await deps.db
    .select()
    .from(bankIdOrders)
    .where(and(eq(bankIdOrders.sessionId, sessionId), eq(bankIdOrders.status, "pending")))
    .limit(1);
  if (!order) return undefined;
  if (deps.now().getTime() - order.createdAt.getTime() > ORDER_TTL_SECONDS * 1000) return undefined;
  return order;
}

/** Marks the order finished; false when another poll finished it first (only one poll gets the outcome). */
async function finish(
  deps: Deps,
  order: Order,
  status: "complete" | "failed" | "cancelled",
  result: Record<string, unknown>,
) {
  const rows = await deps.db
    .update(bankIdOrders)
    // The QR secret is of no use once the order is over: it is not kept.
    .set({ status, result, finishedAt: deps.now(), qrStartSecret: "" })
    .where(and(eq(bankIdOrders.sessionId, order.sessionId), eq(bankIdOrders.status, "pending")))
    .returning({ sessionId: bankIdOrders.sessionId });
  return rows.length === 1;
}

/**
 * GET /account_service/login/bank_id/status/{sessionId}: Pending with the hint and the QR of
 * this second, or the outcome. Unknown, finished or stale orders: "notFound".
 */
export async function bankIdStatus(
  deps: Deps,
  bankId: BankIdPort,
  sessionId: string,
): Promise<LoginResponse | Failure | "notFound"> {
  const order = await pendingOrder(deps, sessionId);
  if (!order) return "notFound";
  const collected = await bankId.collect(order.orderRef);
  if (collected.status === "pending") {
    return { status: "Pending", hintCode: collected.hintCode ?? null, qrCode: qrCodeAt(order, deps.now()) };
  }
  if (collected.status === "failed") {
    const isCancel = collected.hintCode === "userCancel" || collected.hintCode === "cancelled";
    if (!(await finish(deps, order, isCancel ? "cancelled" : "failed", { hintCode: collected.hintCode ?? null }))) {
      return "notFound";
    }
    return isCancel ? { status: "Cancelled" } : fail("Error", "bankIdFailed");
  }
  const person = collected.completionData?.user;
  if (!person || !/^\d{12}$/.test(person.personalNumber)) {
    await finish(deps, order, "failed", { hintCode: "noCompletionData" });
    return fail("Error", "bankIdFailed");
  }
  if (!(await finish(deps, order, "complete", { outcome: "complete" }))) return "notFound";
  if (order.flow === "register") return verifiedRegistration(deps, { ...person, country: BANKID_COUNTRY });
  if (order.flow === "update") return addSecurityNumber(deps, order, person);
  return personLogin(deps, {
    country: BANKID_COUNTRY,
    personalNumber: person.personalNumber,
    loginMethod: "bank_id",
    loginType: order.loginType as LoginType,
    siteKey: order.siteKey,
  });
}

/** A person an e-ID verified (BankID, or Norway's and Finland's e-ident), logging in. */
export interface VerifiedLogin {
  country: string;
  personalNumber: string;
  loginMethod: "bank_id" | "eident";
  loginType: LoginType;
  siteKey: string;
}

/** The login of a verified person: their account, the role rules of spec section 4 for the board tabs. */
export async function personLogin(deps: Deps, login: VerifiedLogin): Promise<LoginResponse | Failure> {
  const user = await findUserBySecurityNumber(deps.db, login.country, login.personalNumber);
  if (!user) return fail("SsnNotFound", "ssnNotFound");
  if (user.deceased) return fail("Error", "personDeceased");
  const { loginType, siteKey, loginMethod } = login;
  if (!isBoardType(loginType)) {
    return startSession(deps, {
      userId: user.id,
      loginMethod,
      loginType,
      role: "private",
      associationId: null,
      siteKey: siteKey,
    });
  }
  const memberships = await associationsOf(deps.db, user.id);
  if (memberships.length > 1) {
    const { token, expiresAt } = await deps.tokens.signPurpose(
      "board-select",
      { sub: user.id, login_type: loginType, site: siteKey, login_method: loginMethod },
      SELECTION_TTL_SECONDS,
    );
    return {
      status: "ChooseBoardMember",
      associations: memberships.map(({ id, name, activeFinancialManagement }) => ({
        id,
        name,
        activeFinancialManagement,
      })),
      selectionToken: token,
      expiresAt: expiresAt.toISOString(),
    };
  }
  return boardLogin(deps, user, memberships[0], loginType, siteKey, loginMethod);
}

/**
 * Spec sections 4 and 8, for the board tabs after BankID verified the person:
 * - no association: downgraded to a board member without management (no association chosen);
 * - an association with technical management: a board member of it;
 * - one without: in Sweden the case form continues and reports as private (privateCase);
 *   otherwise NoBoardMember (the front end links to fault reporting).
 */
export async function boardLogin(
  deps: Deps,
  user: UserRow,
  association: AssociationRow | undefined,
  loginType: LoginType,
  siteKey: string,
  loginMethod: "bank_id" | "eident" = "bank_id",
): Promise<LoginOk | Failure> {
  const base = { userId: user.id, loginMethod, siteKey };
  if (!association) {
    return startSession(deps, { ...base, loginType, role: "boardMemberWithoutManagement", associationId: null });
  }
  if (association.activeFinancialManagement) {
    return startSession(deps, { ...base, loginType, role: "boardMember", associationId: association.id });
  }
  if (loginType === "boardMemberCase" && association.countryId === "se") {
    return startSession(deps, { ...base, loginType: "privateCase", role: "private", associationId: null });
  }
  return fail("NoBoardMember", "noBoardMember");
}

/** GET .../board_member/select/{associationId} with the selection token as bearer. */
export async function selectAssociation(
  deps: Deps,
  selectionToken: string | undefined,
  associationId: string,
): Promise<LoginOk | Failure | "unauthorized"> {
  const claims = selectionToken ? await deps.tokens.verifyPurpose("board-select", selectionToken) : null;
  if (!claims || typeof claims.sub !== "string" || typeof claims.site !== "string") return "unauthorized";
  const user = await findUserById(deps.db, claims.sub);
  if (!user || user.deceased) return "unauthorized";
  const association = (await associationsOf(deps.db, user.id)).find((row) => row.id === associationId);
  if (!association) return fail("NoBoardMember", "notBoardMemberOfAssociation");
  const loginType = claims.login_type === "boardMemberCase" ? "boardMemberCase" : "boardMember";
  return boardLogin(
    deps,
    user,
    association,
    loginType,
    claims.site,
    claims.login_method === "eident" ? "eident" : "bank_id",
  );
}

/** A person an e-ID verified for the registration form: BankID's in Sweden, the e-ID broker's in Norway and Finland. */
export interface VerifiedPerson {
  country: string;
  personalNumber: string;
  givenName: string;
  surname: string;
}

/**
 * A verified person for the registration form, with the token that proves them to `register`;
 * refused when the person has an account already or is deceased.
 */
export async function verifiedRegistration(deps: Deps, person: VerifiedPerson): Promise<LoginResponse | Failure> {
  const existing = await findUserBySecurityNumber(deps.db, person.country, person.personalNumber);
  if (existing?.deceased) return fail("Error", "personDeceased");
  if (existing) return fail("UserAlreadyExists", "userExists");
  const { token, expiresAt } = await deps.tokens.signPurpose(
    "registration",
    {
      sub: person.personalNumber,
      given_name: person.givenName,
      family_name: person.surname,
      country: person.country,
    },
    REGISTRATION_TTL_SECONDS,
  );
  return {
    status: "Ok",
    registrationToken: token,
    expiresAt: expiresAt.toISOString(),
    person: { securityNumber: person.personalNumber, firstName: person.givenName, lastName: person.surname },
  };
}

/** The update flow: a logged-in user without a national identity number adds the one BankID verified (spec section 4). */
async function addSecurityNumber(
  deps: Deps,
  order: Order,
  person: BankIdCompletionUser,
): Promise<LoginResponse | Failure> {
  const user = order.userId ? await findUserById(deps.db, order.userId) : undefined;
  if (!user) return fail("Error", "bankIdFailed");
  const holder = await findUserBySecurityNumber(deps.db, BANKID_COUNTRY, person.personalNumber);
  if (user.deceased || holder?.deceased) return fail("Error", "personDeceased");
  if (holder && holder.id !== user.id) return fail("UserAlreadyExists", "userExists");
  if (user.securityNumber && (user.countryId !== BANKID_COUNTRY || user.securityNumber !== person.personalNumber)) {
    return fail("Error", "securityNumberMismatch");
  }
  if (!user.securityNumber) {
    await deps.db
      .update(users)
      .set({ securityNumber: person.personalNumber, countryId: BANKID_COUNTRY, updatedAt: deps.now() })
      .where(eq(users.id, user.id));
  }
  return startSession(deps, {
    userId: user.id,
    loginMethod: "bank_id",
    loginType: order.loginType as LoginType,
    role: "private",
    associationId: null,
    siteKey: order.siteKey,
  });
}

/** POST .../bank_id/cancel/{sessionId}. */
export async function cancelBankId(
  deps: Deps,
  bankId: BankIdPort,
  sessionId: string,
): Promise<"cancelled" | "notFound"> {
  const order = await pendingOrder(deps, sessionId);
  if (!order) return "notFound";
  await bankId.cancel(order.orderRef);
  await finish(deps, order, "cancelled", { hintCode: "cancelled" });
  return "cancelled";
}
