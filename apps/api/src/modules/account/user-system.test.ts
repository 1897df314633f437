import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sites } from "@housing/site-config";
import { outboxMails, users } from "../../core/db/schema";
import { rowsOf } from "../../core/db/sql";
import { DEMO_USERS, call, demoUserId, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import { deliverOutbox } from "./outbox";

const SE = sites.se.siteId;
const NO = sites.no.siteId;

describe.each(testDrivers())("user-system calls on $name", (driver) => {
  const t = useAccountApp(driver, { auth: { trustedProxies: ["10.0.0.1"] } });
  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const mailTo = async (to: string) => {
    await vi.waitFor(() => expect(t.mails.some((mail) => mail.to === to)).toBe(true));
    return t.mails.filter((mail) => mail.to === to).at(-1)!;
  };
  const tokenIn = (text: string, name: string) => new RegExp(`${name}=([\\w-]+)`).exec(text)?.[1] ?? "";

  it("answers forgotten password the same for known and unknown e-mails, and mails only the known", async () => {
    const known = await call(t.app, "POST", "/user_system/forgotpassword", {
      body: { email: "ola.nordmann@example.com", siteId: NO },
      headers: from("198.51.100.1"),
    });
    const unknown = await call(t.app, "POST", "/user_system/forgotpassword", {
      body: { email: "nobody@example.com", siteId: NO },
      headers: from("198.51.100.1"),
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await mailTo("ola.nordmann@example.com");
    expect(mail.subject).toBe("Tilbakestill passordet ditt");
    expect(mail.text).toContain("http://localhost:3003/glemt-passord/?token=");
    expect(t.mails.some((sent) => sent.to === "nobody@example.com")).toBe(false);
  });

  it("sets a new password once with the mailed token and ends the old sessions", async () => {
    const before = await loginByEmail(t.app, "matti.virtanen@example.com", sites.fi.siteId, {
      headers: from("198.51.100.2"),
    });
    await call(t.app, "POST", "/user_system/forgotpassword", {
      body: { email: "Matti.Virtanen@example.com", siteId: sites.fi.siteId },
      headers: from("198.51.100.2"),
    });
    const token = tokenIn((await mailTo("matti.virtanen@example.com")).text, "token");
    expect(token).toHaveLength(43);
    const set = await call(t.app, "POST", "/user_system/setpassword", { body: { token, password: "Uusi-salasana" } });
    expect(set.status).toBe(200);
    expect((await call(t.app, "GET", "/account_service/user", { token: before })).status).toBe(401);
    await loginByEmail(t.app, "matti.virtanen@example.com", sites.fi.siteId, {
      password: "Uusi-salasana",
      headers: from("198.51.100.2"),
    });
    const again = await call(t.app, "POST", "/user_system/setpassword", { body: { token, password: "Another-1" } });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual({ "body.token": ["tokenInvalid"] });
    const short = await call(t.app, "POST", "/user_system/setpassword", { body: { token, password: "abc" } });
    expect(short.body.fieldErrors).toEqual({ "body.password": ["minLength"] });
  });

  it("lets a reset link expire after an hour", async () => {
    await call(t.app, "POST", "/user_system/forgotpassword", {
      body: { email: "per.olsen@example.com", siteId: NO },
      headers: from("198.51.100.3"),
    });
    const token = tokenIn((await mailTo("per.olsen@example.com")).text, "token");
    t.clock.advance(61 * 60);
    expect(
      (await call(t.app, "POST", "/user_system/setpassword", { body: { token, password: "Ny-passord-1" } })).status,
    ).toBe(400);
  });

  it("limits forgotten-password requests per e-mail", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(t.app, "POST", "/user_system/forgotpassword", {
        body: { email: "someone@example.com", siteId: SE },
        headers: from(`198.51.100.${20 + attempt}`),
      });
      expect(answer.status).toBe(200);
    }
    const limited = await call(t.app, "POST", "/user_system/forgotpassword", {
      body: { email: "someone@example.com", siteId: SE },
      headers: from("198.51.100.30"),
    });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("changes only the caller's password, with the old one (two users)", async () => {
    const anna = await loginByEmail(t.app, "anna.andersson@example.com", SE, { headers: from("198.51.100.40") });
    const annaOther = await loginByEmail(t.app, "anna.andersson@example.com", SE, { headers: from("198.51.100.40") });
    expect(
      (
        await call(t.app, "POST", "/user_system/updatepassword", {
          body: { oldPassword: "Demo-1234", newPassword: "Nytt-1234" },
        })
      ).status,
    ).toBe(401);
    const wrong = await call(t.app, "POST", "/user_system/updatepassword", {
      token: anna,
      body: { oldPassword: "Fel-1234", newPassword: "Nytt-1234" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ "body.oldPassword": ["wrongPassword"] });
    const ok = await call(t.app, "POST", "/user_system/updatepassword", {
      token: anna,
      body: { oldPassword: "Demo-1234", newPassword: "Nytt-1234" },
    });
    expect(ok.status).toBe(200);
    // This session goes on, Anna's other session ends; Erik's password is untouched.
    expect((await call(t.app, "GET", "/account_service/user", { token: anna })).status).toBe(200);
    expect((await call(t.app, "GET", "/account_service/user", { token: annaOther })).status).toBe(401);
    await loginByEmail(t.app, "anna.andersson@example.com", SE, {
      password: "Nytt-1234",
      headers: from("198.51.100.40"),
    });
    await loginByEmail(t.app, "erik.svensson@example.com", SE, { headers: from("198.51.100.40") });
  });

  it("tells whether the account has a password; an account without one sets its first from a BankID login only", async () => {
    const bankIdLogin = async (personalNumber: string) => {
      const started = await call(t.app, "POST", "/account_service/login/bank_id/start", {
        body: { flow: "login", loginType: "private", siteId: SE },
      });
      t.bankId.complete({ personalNumber });
      const status = await call(
        t.app,
        "GET",
        `/account_service/login/bank_id/status/${started.body.sessionId as string}`,
      );
      expect(status.status, JSON.stringify(status.body)).toBe(200);
      return status.body.token as string;
    };
    const hasPassword = async (token: string) =>
      (await call(t.app, "GET", "/account_service/user", { token })).body.hasPassword;
    const erik = DEMO_USERS.find((user) => user.key === "erik")!;
    // Erik's account as one made with BankID: no password.
    await t.handle.db
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, demoUserId("erik")));
    const withBankId = await bankIdLogin(erik.securityNumber!);
    expect(await hasPassword(withBankId)).toBe(false);
    const first = await call(t.app, "POST", "/user_system/updatepassword", {
      token: withBankId,
      body: { newPassword: "Forsta-1234" },
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await hasPassword(withBankId)).toBe(true);
    const byEmail = await loginByEmail(t.app, "erik.svensson@example.com", SE, {
      password: "Forsta-1234",
      headers: from("198.51.100.60"),
    });
    // Now the old password is needed.
    const withoutOld = await call(t.app, "POST", "/user_system/updatepassword", {
      token: byEmail,
      body: { newPassword: "Andra-1234" },
    });
    expect(withoutOld.status).toBe(400);
    expect(withoutOld.body.fieldErrors).toEqual({ "body.oldPassword": ["required"] });

    // An account registered by e-mail without a password, logged in by that registration: not without the mailed link.
    await call(t.app, "POST", "/account_service/register/email_code", {
      body: { email: "utan.losenord@example.com", siteId: SE },
      headers: from("198.51.100.61"),
    });
    const code = /(\d{6})/.exec((await mailTo("utan.losenord@example.com")).text)![1]!;
    const registered = await call(t.app, "POST", "/account_service/register", {
      body: {
        birthDate: "1990-05-05",
        firstName: "Ulla",
        lastName: "Utan",
        email: "utan.losenord@example.com",
        address: "Storgatan 3",
        postalCode: "113 51",
        city: "Stockholm",
        countryId: "se",
        phoneNumber: "070-765 43 21",
        emailCode: code,
        terms: true,
        siteId: SE,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const ulla = registered.body.token as string;
    expect(await hasPassword(ulla)).toBe(false);
    const refused = await call(t.app, "POST", "/user_system/updatepassword", {
      token: ulla,
      body: { newPassword: "Ulla-1234" },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ "body.oldPassword": ["passwordNotSet"] });
  });

  it("changes the caller's e-mail through the mailed link, never to another user's (two users)", async () => {
    const karin = await loginByEmail(t.app, "karin.lind@example.com", SE, { headers: from("198.51.100.50") });
    const taken = await call(t.app, "POST", "/user_system/triggerchangeemail", {
      token: karin,
      body: { email: "Johan.Berg@example.com", siteId: SE },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors).toEqual({ "body.email": ["emailInUse"] });
    const asked = await call(t.app, "POST", "/user_system/triggerchangeemail", {
      token: karin,
      body: { email: "karin.ny@example.com", siteId: SE },
    });
    expect(asked.status).toBe(200);
    const mail = await mailTo("karin.ny@example.com");
    expect(mail.text).toContain("http://localhost:3000/mina-sidor/mina-installningar/byt-e-post/?token=");
    const token = tokenIn(mail.text, "token");
    const confirmed = await call(t.app, "GET", `/user_system/changeemail/${token}`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ status: "Ok", email: "karin.ny@example.com" });
    expect((await call(t.app, "GET", "/account_service/user", { token: karin })).body.email).toBe(
      "karin.ny@example.com",
    );
    const johan = await loginByEmail(t.app, "johan.berg@example.com", SE, { headers: from("198.51.100.50") });
    expect((await call(t.app, "GET", "/account_service/user", { token: johan })).body.email).toBe(
      "johan.berg@example.com",
    );
    expect((await call(t.app, "GET", `/user_system/changeemail/${token}`)).status).toBe(400);
    expect(
      (await call(t.app, "POST", "/user_system/triggerchangeemail", { body: { email: "x@example.com", siteId: SE } }))
        .status,
    ).toBe(401);
  });

  it("marks delivered mails sent and keeps failed ones for the next delivery", async () => {
    const sentBefore = await rowsOf<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from outbox_mails where sent_at is null`,
    );
    expect(sentBefore[0]!.n).toBe(0);
    await t.handle.db
      .insert(outboxMails)
      .values({ kind: "emailCode", recipient: "a@example.com", subject: "s", body: "b", createdAt: t.clock.now() });
    const failing = { send: () => Promise.reject(new Error("SMTP down")) };
    const deps = { db: t.handle.db, now: t.clock.now, logger: { debug() {}, info() {}, warn() {}, error() {} } };
    expect(await deliverOutbox({ ...deps, mailTransport: failing })).toBe(0);
    const delivered: string[] = [];
    const working = { send: (mail: { to: string }) => Promise.resolve(void delivered.push(mail.to)) };
    expect(await deliverOutbox({ ...deps, mailTransport: working })).toBe(1);
    expect(delivered).toEqual(["a@example.com"]);
  });

  it("lists the outbox on a development page with everything escaped, absent in production", async () => {
    await t.handle.db.insert(outboxMails).values({
      kind: "resetPassword",
      recipient: "<script>alert(1)</script>@example.com",
      subject: "<b>hi</b>",
      body: "x",
      link: 'javascript:alert("x")',
      createdAt: t.clock.now(),
    });
    const page = await t.app.request("/_dev/outbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;@example.com");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("glemt-passord");
    for (const environment of ["preprod", "production"] as const) {
      const production = t.appWith({ auth: { environment } });
      expect((await production.request("/_dev/outbox")).status).toBe(404);
    }
  });
});
