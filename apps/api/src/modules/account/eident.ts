import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type * as v from "valibot";
import type {
  EidentStartRequestSchema,
  EidentStatusRequestSchema,
  LoginResponse,
  LoginType,
} from "@housing/contracts/account";
import { eidentReturnPath, getSiteByKey, type SiteConfig } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import { eidentLogins } from "../../core/db/schema";
import { isEidError, type EidClient, type EidIdentity, type EidPending } from "../../providers/eid";
import { personLogin } from "./bankid";
import { loginSiteOf } from "./email-login";
import { fail, type Failure } from "./outcomes";

/*
 * Norway's and Finland's login (spec sections 2, 4 and 7): OpenID Connect at the e-ID broker
 * (Norwegian BankID, Finnish bank ID). The browser gets only the authorization URL; the state,
 * nonce and PKCE verifier stay in `eident_logins` until the broker sends the visitor back to the
 * site's electronic-ID return page, whose code and state come here once. The verified person then
 * logs in by the same rules as a BankID login (`personLogin`).
 */

export type EidentDeps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth" | "logger">;
type Deps = EidentDeps;

/** A person has this long at the broker before the login must start over. */
const LOGIN_TTL_SECONDS = 15 * 60;

export type EidCountry = "no" | "fi";

/** What a state was started for; only that flow's status call can finish it. */
export type EidentFlow = "login" | "loginBoardMember" | "register" | "update";
const LOGIN_FLOWS: readonly EidentFlow[] = ["login", "loginBoardMember"];

function eidCountryOf(site: SiteConfig): EidCountry | null {
  return site.country === "no" || site.country === "fi" ? site.country : null;
}

/** The e-ident site of a request: Norway or Finland, and the return page the broker may send people back to. */
export function eidentSiteOf(
  siteId: string,
  returnUrl: string,
): { site: SiteConfig; country: EidCountry; redirectUri: string } | Failure {
  const login = loginSiteOf(siteId);
  if ("failure" in login) return login;
  const site = getSiteByKey(login.siteKey)!;
  const country = eidCountryOf(site);
  if (!country) return fail("InvalidInput", "eidentNotAvailable", { "body.siteId": ["eidentNotAvailable"] });
  // The broker only sends people back to registered addresses; this keeps them to the site's return page too.
  const url = new URL(returnUrl);
  if (!["http:", "https:"].includes(url.protocol) || url.pathname !== eidentReturnPath(site) || url.search) {
    return fail("InvalidInput", "invalidReturnUrl", { "body.returnUrl": ["invalidInput"] });
  }
  return { site, country, redirectUri: url.href };
}

/** Asks the broker for the authorization URL and keeps what the return needs (state, nonce, verifier). */
export async function beginEident(
  deps: Deps,
  eid: EidClient,
  login: { site: SiteConfig; country: EidCountry; redirectUri: string },
  flow: { flow: EidentFlow; loginType: LoginType; userId: string | null },
): Promise<{ authorizationUrl: string }> {
  const { authorizationUrl, pending } = await eid.start({ country: login.country, redirectUri: login.redirectUri });
  await deps.db
    .delete(eidentLogins)
    .where(lt(eidentLogins.createdAt, new Date(deps.now().getTime() - 24 * 60 * 60 * 1000)));
  await deps.db.insert(eidentLogins).values({
    state: pending.state,
    nonce: pending.nonce,
    codeVerifier: pending.codeVerifier,
    country: login.country,
    redirectUri: pending.redirectUri,
    flow: flow.flow,
    loginType: flow.loginType,
    siteKey: login.site.key,
    userId: flow.userId,
    createdAt: deps.now(),
  });
  return { authorizationUrl };
}

/** POST /account_service/login/eident/start. */
export async function startEident(
  deps: Deps,
  eid: EidClient,
  request: v.InferOutput<typeof EidentStartRequestSchema>,
): Promise<{ authorizationUrl: string } | Failure> {
  const login = eidentSiteOf(request.siteId, request.returnUrl);
  if ("failure" in login) return login;
  const loginType: LoginType =
    request.flow === "loginBoardMember" && !request.loginType.startsWith("board") ? "boardMember" : request.loginType;
  return beginEident(deps, eid, login, { flow: request.flow, loginType, userId: null });
}

type EidentRow = typeof eidentLogins.$inferSelect;

/**
 * The broker's answer, checked (state, nonce, issuer, audience, expiry, signature: providers/eid).
 * A state is used once, and only by the flow that started it (`flows`): a login's or a
 * registration's state without a user, an update's with the user who started it. An unknown or
 * stale one is "notFound", and so is another flow's: it stays for its own flow.
 */
export async function takeEidentReturn(
  deps: Deps,
  eid: EidClient,
  request: v.InferOutput<typeof EidentStatusRequestSchema>,
  userId: string | null,
  flows: readonly EidentFlow[],
): Promise<{ row: EidentRow; person: EidIdentity } | { status: "Cancelled" } | Failure | "notFound"> {
  const [row] = await deps.db
    .delete(eidentLogins)
    .where(
      and(
        eq(eidentLogins.state, request.state),
        inArray(eidentLogins.flow, [...flows]),
        userId ? eq(eidentLogins.userId, userId) : isNull(eidentLogins.userId),
      ),
    )
    .returning();
  if (!row || deps.now().getTime() - row.createdAt.getTime() > LOGIN_TTL_SECONDS * 1000) return "notFound";
  const person = await verifyEidReturn(deps, eid, { ...row, country: row.country as EidCountry }, request);
  return "nin" in person ? { row, person } : person;
}

/**
 * What the broker sent back, checked by the client against the kept `pending` (state, nonce,
 * issuer, audience, expiry, signature): the person, Cancelled, or eidentFailed. Network and broker
 * failures are thrown (the routes answer 503). Shared by the login and the documents' signing.
 */
export async function verifyEidReturn(
  deps: Pick<AppDependencies, "logger">,
  eid: EidClient,
  pending: EidPending,
  request: v.InferOutput<typeof EidentStatusRequestSchema>,
): Promise<EidIdentity | { status: "Cancelled" } | Failure> {
  if (request.error) return request.error === "access_denied" ? { status: "Cancelled" } : fail("Error", "eidentFailed");
  const callback = new URL(pending.redirectUri);
  callback.searchParams.set("state", request.state);
  if (request.code) callback.searchParams.set("code", request.code);
  if (request.iss) callback.searchParams.set("iss", request.iss);
  try {
    return await eid.finish({
      pending: {
        state: pending.state,
        nonce: pending.nonce,
        codeVerifier: pending.codeVerifier,
        country: pending.country,
        redirectUri: pending.redirectUri,
      },
      callbackUrl: callback,
    });
  } catch (error) {
    if (isEidError(error) && error.kind === "cancelled") return { status: "Cancelled" };
    if (isEidError(error) && (error.kind === "network" || error.kind === "providerError")) throw error;
    // The kind and the technical reason only: no claims, codes or tokens.
    deps.logger.warn("e-ID login refused", {
      kind: isEidError(error) ? error.kind : "unexpected",
      reason: error instanceof Error ? error.message : "",
    });
    return fail("Error", "eidentFailed");
  }
}

/** POST /account_service/login/eident/status: the verified person logs in (`personLogin`). */
export async function finishEident(
  deps: Deps,
  eid: EidClient,
  request: v.InferOutput<typeof EidentStatusRequestSchema>,
): Promise<LoginResponse | Failure | "notFound"> {
  const taken = await takeEidentReturn(deps, eid, request, null, LOGIN_FLOWS);
  if (taken === "notFound" || !("person" in taken)) return taken;
  const { row, person } = taken;
  return personLogin(deps, {
    country: row.country,
    personalNumber: person.nin,
    loginMethod: "eident",
    loginType: row.loginType as LoginType,
    siteKey: row.siteKey,
  });
}
