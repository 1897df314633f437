import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { LoginOkSchema } from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import { call, demoUserId, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

const SE = sites.se.siteId;
const URL = "/account_service/login/email";
const login = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  body: { email, password, siteId: SE, ...extra },
});

describe.each(testDrivers())("POST /account_service/login/email on $name", (driver) => {
  const t = useAccountApp(driver, { auth: { trustedProxies: ["10.0.0.1"] } });
  const from = (ip: string) => ({ "x-forwarded-for": ip });

  it("logs in with any case of the e-mail and answers Ok with the token and the user", async () => {
    const answer = await call(t.app, "POST", URL, {
      ...login("Anna.Andersson@EXAMPLE.com", "Demo-1234"),
      headers: from("198.51.100.1"),
    });
    expect(answer.status).toBe(200);
    const ok = v.parse(LoginOkSchema, answer.body);
    expect(ok).toMatchObject({ status: "Ok", loginType: "private", role: "private" });
    expect(ok.user.id).toBe(demoUserId("anna"));
  });

  it("answers a wrong password and an unknown e-mail alike, in similar time", async () => {
    const headers = from("198.51.100.2");
    const started = performance.now();
    const wrong = await call(t.app, "POST", URL, { ...login("erik.svensson@example.com", "Wrong-1234"), headers });
    const middle = performance.now();
    const unknown = await call(t.app, "POST", URL, { ...login("nobody@example.com", "Wrong-1234"), headers });
    const ended = performance.now();
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ status: 401, error: "InvalidEmailLoginInput", message: "loginFailed" });
    // Both verify an Argon2id hash: neither answers in a fraction of the other's time.
    const [a, b] = [middle - started, ended - middle];
    expect(Math.min(a, b) / Math.max(a, b)).toBeGreaterThan(0.2);
    // An account without a password (BankID only) is no different.
    const noPassword = await call(t.app, "POST", URL, { ...login("gustav.ek@example.com", "x"), headers });
    expect(noPassword.body).toEqual(wrong.body);
  });

  it("limits failures per account: the 6th attempt in 15 minutes is 429 with Retry-After, even with the password", async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(t.app, "POST", URL, {
        ...login("karin.lind@example.com", "Wrong-1234"),
        headers: from(`198.51.100.${10 + attempt}`),
      });
      expect(answer.status).toBe(401);
    }
    const limited = await call(t.app, "POST", URL, {
      ...login("karin.lind@example.com", "Demo-1234"),
      headers: from("198.51.100.20"),
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("TooManyAttempts");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not affected; another instance sees the same count (it is in the database).
    const other = t.appWith({ auth: { trustedProxies: ["10.0.0.1"] } });
    expect(
      (
        await call(other, "POST", URL, {
          ...login("karin.lind@example.com", "Demo-1234"),
          headers: from("198.51.100.21"),
        })
      ).status,
    ).toBe(429);
    expect(
      (
        await call(other, "POST", URL, {
          ...login("johan.berg@example.com", "Demo-1234"),
          headers: from("198.51.100.21"),
        })
      ).status,
    ).toBe(200);
    t.clock.advance(15 * 60 + 1);
    expect(
      (
        await call(t.app, "POST", URL, {
          ...login("karin.lind@example.com", "Demo-1234"),
          headers: from("198.51.100.22"),
        })
      ).status,
    ).toBe(200);
  });

  it("limits failures per IP address, read from X-Forwarded-For only behind a trusted proxy", async () => {
    const limitedApp = t.appWith({ auth: { trustedProxies: ["10.0.0.1"], rateLimits: { failuresPerIp: 3 } } });
    for (let attempt = 0; attempt < 3; attempt++) {
      await call(limitedApp, "POST", URL, {
        ...login(`nobody${attempt}@example.com`, "Wrong-1234"),
        headers: from("203.0.113.9"),
      });
    }
    const limited = await call(limitedApp, "POST", URL, {
      ...login("ola.nordmann@example.com", "Demo-1234"),
      headers: from("203.0.113.9"),
    });
    expect(limited.status).toBe(429);
    // The client is the right-most untrusted address: a spoofed left entry changes nothing.
    const spoofed = await call(limitedApp, "POST", URL, {
      ...login("ola.nordmann@example.com", "Demo-1234"),
      headers: { "x-forwarded-for": "192.0.2.77, 203.0.113.9, 10.0.0.1" },
    });
    expect(spoofed.status).toBe(429);
    const otherIp = await call(limitedApp, "POST", URL, {
      ...login("ola.nordmann@example.com", "Demo-1234"),
      headers: from("203.0.113.10"),
    });
    expect(otherIp.status).toBe(200);
    // Without trusted proxies the header is ignored: all of these come from one (unknown) address.
    const direct = t.appWith({ auth: { rateLimits: { failuresPerIp: 2 } } });
    for (const ip of ["192.0.2.1", "192.0.2.2"]) {
      await call(direct, "POST", URL, { ...login("nobody@example.com", "Wrong-1234"), headers: from(ip) });
    }
    expect(
      (
        await call(direct, "POST", URL, {
          ...login("matti.virtanen@example.com", "Demo-1234"),
          headers: from("192.0.2.3"),
        })
      ).status,
    ).toBe(429);
  });

  it("sends the board tabs to BankID and a case login without a national identity number to MustActivatePid", async () => {
    const headers = from("198.51.100.40");
    const board = await call(t.app, "POST", URL, {
      ...login("johan.berg@example.com", "Demo-1234", { loginType: "boardMember" }),
      headers,
    });
    expect(board.status).toBe(403);
    expect(board.body.error).toBe("MustLoginWithBankId");
    const lisa = await call(t.app, "POST", URL, {
      ...login("lisa.holm@example.com", "Demo-1234", { loginType: "privateCase" }),
      headers,
    });
    expect(lisa.status).toBe(403);
    expect(lisa.body.error).toBe("MustActivatePid");
    // Lisa may log in for my pages; Anna (with a personal number) may open the case form.
    expect((await call(t.app, "POST", URL, { ...login("lisa.holm@example.com", "Demo-1234"), headers })).status).toBe(
      200,
    );
    const anna = await call(t.app, "POST", URL, {
      ...login("anna.andersson@example.com", "Demo-1234", { loginType: "privateCase" }),
      headers,
    });
    expect(anna.body).toMatchObject({ status: "Ok", loginType: "privateCase" });
  });

  it("answers bad input with 400 field errors and refuses sites without login", async () => {
    const headers = from("198.51.100.50");
    const bad = await call(t.app, "POST", URL, { body: { email: "nope", password: "", siteId: "x" }, headers });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual(["body.email", "body.password", "body.siteId"]);
    const english = await call(t.app, "POST", URL, {
      body: { email: "anna.andersson@example.com", password: "Demo-1234", siteId: sites["se-en"].siteId },
      headers,
    });
    expect(english.status).toBe(400);
    expect(english.body.fieldErrors).toEqual({ "body.siteId": ["loginDisabled"] });
  });
});
