import type { EmailLoginRequest, LoginOk } from "@housing/contracts/account";
import type { AppDependencies } from "../../core/dependencies";
import { siteOf } from "../search/service/sites";
import { fail, type Failure, type Limited } from "./outcomes";
import { verifyPassword } from "./passwords";
import { clearAttempts, countAttempt, retryAfter, type Limit } from "./rate-limit";
import { startSession } from "./sessions";
import { findUserByEmail } from "./users";

type Deps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth">;

/** A site without login (the English sub-site, the contractor site, spec section 1) has no accounts to log in to. */
export function loginSiteOf(siteId: string): { siteKey: string } | Failure {
  const site = siteOf(siteId);
  if (!site.features.hasLogin) return fail("InvalidInput", "loginDisabled", { "body.siteId": ["loginDisabled"] });
  return { siteKey: site.key };
}

export function loginLimits(deps: Deps, email: string, ip: string): Limit[] {
  return [
    { scope: "loginAccount", value: email, max: deps.auth.rateLimits.failuresPerAccount },
    { scope: "loginIp", value: ip, max: deps.auth.rateLimits.failuresPerIp },
  ];
}

/**
 * POST /account_service/login/email. A wrong password and an unknown e-mail are the same
 * InvalidEmailLoginInput, after the same Argon2id work. Failures count against the account and
 * the IP address. The board tabs need BankID (MustLoginWithBankId); a case login needs a national
 * identity number on the account (MustActivatePid, spec section 4).
 */
export async function emailLogin(
  deps: Deps,
  request: Required<EmailLoginRequest>,
  ip: string,
): Promise<LoginOk | Failure | Limited> {
  const site = loginSiteOf(request.siteId);
  if ("failure" in site) return site;
  const email = request.email.trim().toLowerCase();
  const limits = loginLimits(deps, email, ip);
  const wait = await retryAfter(deps, limits);
  if (wait !== null) return { retryAfter: wait };

  const user = await findUserByEmail(deps.db, email);
  const isValid = await verifyPassword(user?.passwordHash, request.password);
  if (!user || !isValid) {
    await countAttempt(deps, limits);
    return fail("InvalidEmailLoginInput", "loginFailed");
  }
  await clearAttempts(deps, "loginAccount", [email]);

  if (user.deceased) return fail("Error", "personDeceased");
  if (request.loginType === "boardMember" || request.loginType === "boardMemberCase") {
    return fail("MustLoginWithBankId", "boardMemberNeedsBankId");
  }
  if (request.loginType === "privateCase" && !user.securityNumber) return fail("MustActivatePid", "mustActivatePid");
  return startSession(deps, {
    userId: user.id,
    loginMethod: "email",
    loginType: request.loginType,
    role: "private",
    associationId: null,
    siteKey: site.siteKey,
  });
}
