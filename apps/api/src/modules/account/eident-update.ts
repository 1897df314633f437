import { eq } from "drizzle-orm";
import type * as v from "valibot";
import type {
  EidentStatusRequestSchema,
  EidentUpdateStartRequestSchema,
  LoginResponse,
} from "@housing/contracts/account";
import type { AuthenticatedSession } from "../../core/auth";
import { users } from "../../core/db/schema";
import type { EidClient } from "../../providers/eid";
import { beginEident, eidentSiteOf, takeEidentReturn, type EidentDeps } from "./eident";
import { fail, type Failure } from "./outcomes";
import { startSession } from "./sessions";
import { findUserById, findUserBySecurityNumber } from "./users";

/*
 * Adding bank-ID login to an account with e-ident (spec sections 2, 4 and 7: `update/{provider}/start`
 * and `/status`; Norway's add-bank-ID modal): a logged-in user without a national identity number
 * verifies at the e-ID broker, and the verified number becomes the account's, so the user can log
 * in with BankID and report errands. A user who has the number refreshes the name the e-ID holds
 * (the broker's claims carry names and birth date, no address: the address stays as the user gave it).
 * The state is bound to the user who started the flow, so another visitor's return cannot change
 * this account.
 */

/** POST /account_service/update/eident/start (bearer). */
export async function startEidentUpdate(
  deps: EidentDeps,
  eid: EidClient,
  caller: AuthenticatedSession,
  request: v.InferOutput<typeof EidentUpdateStartRequestSchema>,
): Promise<{ authorizationUrl: string } | Failure> {
  const login = eidentSiteOf(request.siteId, request.returnUrl);
  if ("failure" in login) return login;
  const user = await findUserById(deps.db, caller.userId);
  if (!user) return fail("Error", "eidentFailed");
  if (user.deceased) return fail("Error", "personDeceased");
  return beginEident(deps, eid, login, { flow: "update", loginType: "private", userId: user.id });
}

/**
 * POST /account_service/update/eident/status (bearer): the verified person's number is added to
 * the caller's account (or checked against it) and a new session starts with the e-ID as its
 * method. UserAlreadyExists when the number belongs to another account; the deceased are refused
 * (spec section 4); another number than the account's is securityNumberMismatch.
 */
export async function finishEidentUpdate(
  deps: EidentDeps,
  eid: EidClient,
  caller: AuthenticatedSession,
  request: v.InferOutput<typeof EidentStatusRequestSchema>,
): Promise<LoginResponse | Failure | "notFound"> {
  const taken = await takeEidentReturn(deps, eid, request, caller.userId, ["update"]);
  if (taken === "notFound" || !("person" in taken)) return taken;
  const { row, person } = taken;
  const user = await findUserById(deps.db, caller.userId);
  if (!user) return "notFound";
  const holder = await findUserBySecurityNumber(deps.db, row.country, person.nin);
  if (user.deceased || holder?.deceased) return fail("Error", "personDeceased");
  if (holder && holder.id !== user.id) return fail("UserAlreadyExists", "userExists");
  if (user.securityNumber && (user.countryId !== row.country || user.securityNumber !== person.nin)) {
    return fail("Error", "securityNumberMismatch");
  }
  await deps.db
    .update(users)
    .set({
      securityNumber: person.nin,
      countryId: row.country,
      // Spec section 5: names are at most 50 characters.
      firstName: person.givenName.slice(0, 50),
      lastName: person.familyName.slice(0, 50),
      birthDate: user.birthDate ?? person.birthDate,
      updatedAt: deps.now(),
    })
    .where(eq(users.id, user.id));
  return startSession(deps, {
    userId: user.id,
    loginMethod: "eident",
    loginType: "private",
    role: "private",
    associationId: null,
    siteKey: row.siteKey,
  });
}
