import { createHash, randomInt } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type * as v from "valibot";
import type {
  EmailCodeRequest,
  LoginOk,
  RegisterRequestSchema,
  UpdateUserRequestSchema,
  VipMembershipRequest,
} from "@housing/contracts/account";
import type { User } from "@housing/contracts";
import { parseBirthDate } from "@housing/contracts/forms";
import { parsePersonalNumber } from "@housing/contracts/identity";
import type { SiteConfig } from "@housing/site-config";
import type { AuthenticatedSession } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { campaignCodes, consents, emailCodes, payments, users, vipMemberships } from "../../core/db/schema";
import { notifyVipPayment } from "../notifications/service";
import { siteOf } from "../search/service/sites";
import { loginSiteOf } from "./email-login";
import { fail, type Failure, type Limited } from "./outcomes";
import { queueMail } from "./outbox";
import { hashPassword } from "./passwords";
import { clearAttempts, countAttempt, retryAfter, type Limit } from "./rate-limit";
import { startSession } from "./sessions";
import { findUserByEmail, findUserById, findUserBySecurityNumber, userAnswer } from "./users";

/*
 * Registration (spec section 3's form), the profile update, VIP by campaign code and consent.
 * A personal number is stored only when a BankID register flow proved it (its registration
 * token); without one the account is e-mail only and adds a number later with the update flow.
 */

type Deps = Pick<AppDependencies, "db" | "tokens" | "now" | "auth" | "logger" | "mailTransport">;

const EMAIL_CODE_TTL_SECONDS = 15 * 60;
const codeDigest = (email: string, code: string) =>
  createHash("sha256").update(`${email.trim().toLowerCase()}|${code}`).digest("hex");

/** POST /account_service/register/email_code: mails a six-digit code (15 minutes); the same answer for any address. */
export async function sendEmailCode(
  deps: Deps,
  request: EmailCodeRequest,
  ip: string,
): Promise<{ status: "Ok" } | Failure | Limited> {
  const loginSite = loginSiteOf(request.siteId);
  if ("failure" in loginSite) return loginSite;
  const email = request.email.trim();
  const limits: Limit[] = [
    { scope: "mailAccount", value: `code:${email.toLowerCase()}`, max: deps.auth.rateLimits.failuresPerAccount },
    { scope: "mailIp", value: ip, max: deps.auth.rateLimits.failuresPerIp },
  ];
  const wait = await retryAfter(deps, limits);
  if (wait !== null) return { retryAfter: wait };
  await countAttempt(deps, limits);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await deps.db.insert(emailCodes).values({
    email,
    codeHash: codeDigest(email, code),
    createdAt: deps.now(),
    expiresAt: new Date(deps.now().getTime() + EMAIL_CODE_TTL_SECONDS * 1000),
  });
  await queueMail(deps, { kind: "emailCode", to: email, site: siteOf(request.siteId), value: code });
  return { status: "Ok" };
}

/** The newest live code of the address when it matches (its id); wrong codes count like failed logins. */
async function checkEmailCode(
  deps: Deps,
  email: string,
  code: string,
): Promise<{ codeId: string } | Failure | Limited> {
  const limits: Limit[] = [
    { scope: "loginAccount", value: `code:${email.toLowerCase()}`, max: deps.auth.rateLimits.failuresPerAccount },
  ];
  const wait = await retryAfter(deps, limits);
  if (wait !== null) return { retryAfter: wait };
  const [latest] = await deps.db
    .select()
    .from(emailCodes)
    .where(
      and(
        sql`lower(${emailCodes.email}) = ${email.toLowerCase()}`,
        isNull(emailCodes.usedAt),
        gt(emailCodes.expiresAt, deps.now()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!latest || latest.codeHash !== codeDigest(email, code)) {
    await countAttempt(deps, limits);
    return fail("InvalidInput", "emailVerificationCodeWrong", { "body.emailCode": ["emailVerificationCodeWrong"] });
  }
  await clearAttempts(deps, "loginAccount", [`code:${email.toLowerCase()}`]);
  return { codeId: latest.id };
}

/** An active campaign code of a site with VIP (spec section 1: off in Finland, on the English sub-site and the contractor site). */
async function campaignCodeOf(deps: Deps, site: SiteConfig, code: string): Promise<string | Failure> {
  const invalid = fail("InvalidCampaignCode", "invalidCampaignCode", { "body.campaignCode": ["InvalidCampaignCode"] });
  if (!site.features.hasVip) return invalid;
  const [row] = await deps.db
    .select({ code: campaignCodes.code })
    .from(campaignCodes)
    .where(
      and(
        eq(campaignCodes.siteKey, site.key),
        sql`upper(${campaignCodes.code}) = ${code.trim().toUpperCase()}`,
        eq(campaignCodes.active, true),
      ),
    )
    .limit(1);
  return row?.code ?? invalid;
}

/**
 * A new VIP membership owes its fee (spec sections 2 and 4: after a registration or an upgrade
 * with VIP, an unpaid payment leads to the payments page; VipPayment notifications): one NotPaid
 * payment for the site, unless the user already has a payment there.
 */
async function owePaymentFor(deps: Deps, userId: string, siteKey: SiteConfig["key"]): Promise<void> {
  const [existing] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.siteKey, siteKey)))
    .limit(1);
  if (existing) return;
  await deps.db.insert(payments).values({ userId, siteKey, status: "NotPaid", createdAt: deps.now() });
  // The bell's VipPayment item leads to the payments page (spec section 4, notification click).
  await notifyVipPayment(deps.db, userId, siteKey, deps.now());
}

/** POST /account_service/register: creates the account and logs it in (Ok with the token). */
export async function register(
  deps: Deps,
  request: v.InferOutput<typeof RegisterRequestSchema>,
): Promise<LoginOk | Failure | Limited> {
  const loginSite = loginSiteOf(request.siteId);
  if ("failure" in loginSite) return loginSite;
  const site = siteOf(request.siteId);
  const email = request.email.trim();
  // The e-mail code first: who does not hold the address learns nothing about accounts.
  const code = await checkEmailCode(deps, email, request.emailCode);
  if (!("codeId" in code)) return code;

  // The personal number: proved by the registration token of BankID's or the e-ID broker's register
  // flow, in the token's country; the verified names come with it (the form shows them read-only).
  let securityNumber: string | null = null;
  let securityCountry: string = request.countryId;
  let verifiedNames: { firstName: string; lastName: string } | null = null;
  let birthDate = parseBirthDate(request.birthDate);
  if (request.securityNumber !== undefined || request.registrationToken !== undefined) {
    const claims = request.registrationToken
      ? await deps.tokens.verifyPurpose("registration", request.registrationToken)
      : null;
    if (!claims) return fail("MustLoginWithBankId", "mustLoginWithBankId");
    const verified = String(claims.sub);
    const country = typeof claims.country === "string" ? claims.country : site.country;
    const parsed = parsePersonalNumber(country as SiteConfig["country"], request.securityNumber ?? verified);
    if (!parsed.ok) return fail("InvalidInput", parsed.error, { "body.securityNumber": [parsed.error] });
    if (parsed.normalized !== verified)
      return fail("InvalidInput", "invalidInput", { "body.securityNumber": ["invalidInput"] });
    const holder = await findUserBySecurityNumber(deps.db, country, parsed.normalized);
    if (holder?.deceased) return fail("Error", "personDeceased");
    if (holder) return fail("UserAlreadyExists", "userExists");
    securityNumber = parsed.normalized;
    securityCountry = country;
    birthDate = parsed.birthDate;
    if (typeof claims.given_name === "string" && typeof claims.family_name === "string") {
      verifiedNames = { firstName: claims.given_name, lastName: claims.family_name };
    }
  }
  if (await findUserByEmail(deps.db, email))
    return fail("UserAlreadyExists", "userExists", { "body.email": ["emailInUse"] });
  const campaign = request.campaignCode.trim() ? await campaignCodeOf(deps, site, request.campaignCode) : null;
  if (campaign !== null && typeof campaign !== "string") return campaign;
  // The code is used up only by a registration that succeeds.
  const used = await deps.db
    .update(emailCodes)
    .set({ usedAt: deps.now() })
    .where(and(eq(emailCodes.id, code.codeId), isNull(emailCodes.usedAt)))
    .returning({ id: emailCodes.id });
  if (used.length === 0)
    return fail("InvalidInput", "emailVerificationCodeWrong", { "body.emailCode": ["emailVerificationCodeWrong"] });

  const [created] = await deps.db
    .insert(users)
    .values({
      firstName: verifiedNames?.firstName ?? request.firstName.trim(),
      lastName: verifiedNames?.lastName ?? request.lastName.trim(),
      email,
      securityNumber,
      countryId: securityCountry,
      phoneNumber: request.phoneNumber.trim(),
      address: request.address.trim(),
      postalCode: request.postalCode.trim(),
      city: request.city.trim(),
      birthDate,
      newsletter: request.newsletter,
      preOfferLetter: request.preOfferLetter,
      passwordHash: request.password ? await hashPassword(request.password) : null,
      createdAt: deps.now(),
      updatedAt: deps.now(),
    })
    .returning({ id: users.id });
  const userId = created!.id;
  // Accepting the terms on a site is its consent (spec section 2's consent gate).
  await deps.db.insert(consents).values({ userId, siteKey: site.key, createdAt: deps.now() });
  if (campaign) {
    await deps.db
      .insert(vipMemberships)
      .values({ userId, siteKey: site.key, campaignCode: campaign, createdAt: deps.now() });
    await owePaymentFor(deps, userId, site.key);
  }
  return startSession(deps, {
    userId,
    // The e-ID that proved the number: BankID in Sweden, the e-ID broker in Norway and Finland.
    loginMethod: securityNumber ? (securityCountry === "se" ? "bank_id" : "eident") : "email",
    loginType: "private",
    role: "private",
    associationId: null,
    siteKey: site.key,
  });
}

/** POST /account_service/update: the caller's own fields; the deceased are refused (spec section 4). */
export async function updateUser(
  deps: Deps,
  caller: AuthenticatedSession,
  request: v.InferOutput<typeof UpdateUserRequestSchema>,
): Promise<User | Failure> {
  const user = await findUserById(deps.db, caller.userId);
  if (!user) return fail("Error", "somethingWentWrong");
  if (user.deceased) return fail("Error", "personDeceased");
  await deps.db
    .update(users)
    .set({
      firstName: request.firstName.trim(),
      lastName: request.lastName.trim(),
      phoneNumber: request.phoneNumber.trim(),
      address: request.address.trim(),
      postalCode: request.postalCode.trim(),
      city: request.city.trim(),
      ...(request.birthDate ? { birthDate: parseBirthDate(request.birthDate) } : {}),
      newsletter: request.newsletter,
      preOfferLetter: request.preOfferLetter,
      updatedAt: deps.now(),
    })
    .where(eq(users.id, caller.userId));
  return (await userAnswer(deps.db, caller.userId, caller))!;
}

/** POST /account_service/update/vipmembership: VIP on a site by its campaign code. */
export async function addVipMembership(
  deps: Deps,
  caller: AuthenticatedSession,
  request: VipMembershipRequest,
): Promise<User | Failure> {
  const site = siteOf(request.siteId);
  if (!site.features.hasVip) return fail("InvalidInput", "vipNotAvailable", { "body.siteId": ["vipNotAvailable"] });
  const campaign = await campaignCodeOf(deps, site, request.campaignCode);
  if (typeof campaign !== "string") return campaign;
  await deps.db
    .insert(vipMemberships)
    .values({ userId: caller.userId, siteKey: site.key, campaignCode: campaign, createdAt: deps.now() })
    .onConflictDoUpdate({ target: [vipMemberships.userId, vipMemberships.siteKey], set: { campaignCode: campaign } });
  await owePaymentFor(deps, caller.userId, site.key);
  return (await userAnswer(deps.db, caller.userId, caller))!;
}

/** POST /account_service/consent: the caller consents to a site (idempotent). */
export async function addConsent(deps: Deps, caller: AuthenticatedSession, siteId: string): Promise<User | Failure> {
  const loginSite = loginSiteOf(siteId);
  if ("failure" in loginSite) return loginSite;
  await deps.db
    .insert(consents)
    .values({ userId: caller.userId, siteKey: loginSite.siteKey, createdAt: deps.now() })
    .onConflictDoNothing();
  return (await userAnswer(deps.db, caller.userId, caller))!;
}
