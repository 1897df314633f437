import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { UserSchema } from "@housing/contracts";
import { LoginOkSchema } from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import { users } from "../../core/db/schema";
import { call, demoUserId, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

const SE = sites.se.siteId;
const SARA = "200109095679";

describe.each(testDrivers())("registration, update, VIP and consent on $name", (driver) => {
  const t = useAccountApp(driver);

  const askCode = async (email: string) => {
    const before = t.mails.length;
    const answer = await call(t.app, "POST", "/account_service/register/email_code", { body: { email, siteId: SE } });
    expect(answer.body).toEqual({ status: "Ok" });
    await vi.waitFor(() => expect(t.mails.slice(before).some((mail) => mail.to === email)).toBe(true));
    return /(\d{6})/.exec(t.mails.slice(before).find((mail) => mail.to === email)!.text)![1]!;
  };
  const form = (email: string, emailCode: string, extra: Record<string, unknown> = {}) => ({
    birthDate: "1990-05-05",
    firstName: "Nils",
    lastName: "Nilsson",
    email,
    address: "Storgatan 3",
    postalCode: "113 51",
    city: "Stockholm",
    countryId: "se",
    phoneNumber: "070-765 43 21",
    emailCode,
    terms: true,
    password: "Nils-1234",
    siteId: SE,
    ...extra,
  });
  const registerWith = (body: unknown) => call(t.app, "POST", "/account_service/register", { body });

  it("registers with the mailed code, records the consent and logs in", async () => {
    const code = await askCode("nils.nilsson@example.com");
    const wrong = await registerWith(form("nils.nilsson@example.com", code === "000000" ? "111111" : "000000"));
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ "body.emailCode": ["emailVerificationCodeWrong"] });
    const answer = await registerWith(form("nils.nilsson@example.com", code, { campaignCode: "vip2026" }));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const ok = v.parse(LoginOkSchema, answer.body);
    expect(ok.user).toMatchObject({
      firstName: "Nils",
      email: "nils.nilsson@example.com",
      securityNumber: null,
      isVip: true,
    });
    expect(ok.user.consents).toEqual([{ site: SE }]);
    // The membership owes its fee: the payments page comes next (spec section 2).
    expect(ok.user.payments).toEqual([{ site: SE, status: "NotPaid", payedWithCode: false }]);
    await loginByEmail(t.app, "nils.nilsson@example.com", SE, { password: "Nils-1234" });
    // The code is used up; the address now has an account.
    const again = await registerWith(form("nils.nilsson@example.com", code));
    expect(again.body.fieldErrors).toEqual({ "body.emailCode": ["emailVerificationCodeWrong"] });
    const taken = await registerWith(form("nils.nilsson@example.com", await askCode("nils.nilsson@example.com")));
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("UserAlreadyExists");
  });

  it("refuses an expired code, a wrong campaign code and bad fields", async () => {
    const code = await askCode("olle@example.com");
    expect((await registerWith(form("olle@example.com", code, { campaignCode: "NOPE" }))).body.error).toBe(
      "InvalidCampaignCode",
    );
    expect((await registerWith(form("olle@example.com", code, { campaignCode: "VIP2024" }))).body.error).toBe(
      "InvalidCampaignCode",
    );
    const bad = await registerWith(
      form("olle@example.com", code, { firstName: "Olle2", phoneNumber: "12", terms: false, birthDate: "31.02.1990" }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      "body.firstName": ["invalidInput"],
      "body.phoneNumber": ["phoneNumber"],
      "body.terms": ["acceptTerms"],
      "body.birthDate": ["invalidBirthDate"],
    });
    t.clock.advance(16 * 60);
    expect((await registerWith(form("olle@example.com", code))).body.fieldErrors).toEqual({
      "body.emailCode": ["emailVerificationCodeWrong"],
    });
  });

  it("stores a personal number only with BankID's registration token", async () => {
    const code = await askCode("sara.nystrom@example.com");
    const unproved = await registerWith(form("sara.nystrom@example.com", code, { securityNumber: SARA }));
    expect(unproved.status).toBe(403);
    expect(unproved.body.error).toBe("MustLoginWithBankId");
    const started = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "register", siteId: SE },
    });
    t.bankId.complete({ personalNumber: SARA, givenName: "Sara", surname: "Nyström" });
    const verified = await call(
      t.app,
      "GET",
      `/account_service/login/bank_id/status/${started.body.sessionId as string}`,
    );
    const registrationToken = verified.body.registrationToken as string;
    const badCheck = await registerWith(
      form("sara.nystrom@example.com", code, { securityNumber: "200109095670", registrationToken }),
    );
    expect(badCheck.body.fieldErrors).toEqual({ "body.securityNumber": ["pnrControl"] });
    const other = await registerWith(
      form("sara.nystrom@example.com", code, { securityNumber: "198503121231", registrationToken }),
    );
    expect(other.status).toBe(400);
    const ok = v.parse(
      LoginOkSchema,
      (
        await registerWith(
          form("sara.nystrom@example.com", code, {
            securityNumber: "20010909-5679",
            registrationToken,
            firstName: "Sara",
          }),
        )
      ).body,
    );
    expect(ok.user).toMatchObject({ securityNumber: SARA, birthDate: "2001-09-09" });
    // Sara now logs in with BankID.
    const login = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", siteId: SE },
    });
    t.bankId.complete({ personalNumber: SARA });
    const loggedIn = await call(
      t.app,
      "GET",
      `/account_service/login/bank_id/status/${login.body.sessionId as string}`,
    );
    expect(loggedIn.body.status).toBe("Ok");
  });

  it("updates only the caller's fields (two users) and refuses the deceased", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", SE);
    const erik = await loginByEmail(t.app, "erik.svensson@example.com", SE);
    const update = {
      firstName: "Annika",
      lastName: "Andersson",
      phoneNumber: "+46 70 111 22 33",
      address: "Nygatan 9",
      postalCode: "111 22",
      city: "Stockholm",
      newsletter: true,
    };
    expect((await call(t.app, "POST", "/account_service/update", { body: update })).status).toBe(401);
    const answer = await call(t.app, "POST", "/account_service/update", { token: anna, body: update });
    expect(answer.status).toBe(200);
    expect(v.parse(UserSchema, answer.body)).toMatchObject({
      id: demoUserId("anna"),
      firstName: "Annika",
      newsletter: true,
    });
    expect((await call(t.app, "GET", "/account_service/user", { token: erik })).body).toMatchObject({
      firstName: "Erik",
      address: "Storgatan 1",
    });
    const bad = await call(t.app, "POST", "/account_service/update", {
      token: anna,
      body: { ...update, firstName: "<b>" },
    });
    expect(bad.body.fieldErrors).toEqual({ "body.firstName": ["invalidInput"] });
    await t.handle.db
      .update(users)
      .set({ deceased: true })
      .where(eq(users.id, demoUserId("erik")));
    const refused = await call(t.app, "POST", "/account_service/update", { token: erik, body: update });
    expect(refused.body).toMatchObject({ error: "Error", message: "personDeceased" });
    await t.handle.db
      .update(users)
      .set({ deceased: false })
      .where(eq(users.id, demoUserId("erik")));
  });

  it("makes the caller VIP by campaign code where VIP is on, and records consent (two users)", async () => {
    const matti = await loginByEmail(t.app, "matti.virtanen@example.com", sites.fi.siteId);
    const ola = await loginByEmail(t.app, "ola.nordmann@example.com", sites.no.siteId);
    const vip = (token: string, siteId: string, campaignCode: string) =>
      call(t.app, "POST", "/account_service/update/vipmembership", { token, body: { siteId, campaignCode } });
    for (const site of [sites.fi, sites["se-en"], sites.contractor]) {
      const refused = await vip(matti, site.siteId, "VIP2026");
      expect(refused.status).toBe(400);
      expect(refused.body.fieldErrors).toEqual({ "body.siteId": ["vipNotAvailable"] });
    }
    expect((await vip(ola, sites.no.siteId, "WRONG")).body.error).toBe("InvalidCampaignCode");
    const ok = await vip(ola, sites.no.siteId, "vip2026");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      isVip: true,
      vipMemberships: [{ site: sites.no.siteId }],
      payments: [{ site: sites.no.siteId, status: "NotPaid" }],
    });
    // Upgrading again does not add a second fee.
    const twice = await vip(ola, sites.no.siteId, "VIP2026");
    expect((twice.body.payments as unknown[]).length).toBe(1);
    expect((await call(t.app, "GET", "/account_service/user", { token: matti })).body.vipMemberships).toEqual([]);

    const consent = await call(t.app, "POST", "/account_service/consent", {
      token: matti,
      body: { siteId: sites.senior.siteId },
    });
    expect(consent.status).toBe(200);
    expect((consent.body.consents as { site: string }[]).map((entry) => entry.site).sort()).toEqual(
      [sites.fi.siteId, sites.senior.siteId].sort(),
    );
    const again = await call(t.app, "POST", "/account_service/consent", {
      token: matti,
      body: { siteId: sites.senior.siteId },
    });
    expect((again.body.consents as unknown[]).length).toBe(2);
    expect((await call(t.app, "GET", "/account_service/user", { token: ola })).body.consents).toEqual([
      { site: sites.no.siteId },
    ]);
    expect((await call(t.app, "POST", "/account_service/consent", { body: { siteId: SE } })).status).toBe(401);
  });
});
