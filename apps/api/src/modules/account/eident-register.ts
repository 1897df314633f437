import type * as v from "valibot";
import type {
  EidentRegisterStartRequestSchema,
  EidentStatusRequestSchema,
  LoginResponse,
} from "@housing/contracts/account";
import type { EidClient } from "../../providers/eid";
import { verifiedRegistration } from "./bankid";
import { beginEident, eidentSiteOf, takeEidentReturn, type EidentDeps } from "./eident";
import type { Failure } from "./outcomes";

/*
 * Registration with Norway's and Finland's e-ID (spec sections 2, 4 and 7: `register/{provider}/start`
 * and `/status`): the create-account page sends the visitor to the e-ID broker, the electronic-ID
 * return page brings the answer here, and the verified person fills the registration form exactly
 * as after BankID's register flow (`verifiedRegistration`: the registration token that
 * `POST /account_service/register` takes as proof of the national identity number).
 */

/** POST /account_service/register/eident/start. */
export async function startEidentRegister(
  deps: EidentDeps,
  eid: EidClient,
  request: v.InferOutput<typeof EidentRegisterStartRequestSchema>,
): Promise<{ authorizationUrl: string } | Failure> {
  const site = eidentSiteOf(request.siteId, request.returnUrl);
  if ("failure" in site) return site;
  return beginEident(deps, eid, site, { flow: "register", loginType: "private", userId: null });
}

/**
 * POST /account_service/register/eident/status: Ok with the verified person and the registration
 * token, or Cancelled. UserAlreadyExists for a person with an account, Error `personDeceased`
 * for the deceased (spec section 4), as in BankID's register flow.
 */
export async function finishEidentRegister(
  deps: EidentDeps,
  eid: EidClient,
  request: v.InferOutput<typeof EidentStatusRequestSchema>,
): Promise<LoginResponse | Failure | "notFound"> {
  const taken = await takeEidentReturn(deps, eid, request, null, ["register"]);
  if (taken === "notFound" || !("person" in taken)) return taken;
  const { row, person } = taken;
  return verifiedRegistration(deps, {
    country: row.country,
    personalNumber: person.nin,
    // Spec section 5: names are at most 50 characters.
    givenName: person.givenName.slice(0, 50),
    surname: person.familyName.slice(0, 50),
  });
}
