import type * as Argon2 from "@node-rs/argon2";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import { LoginOkSchema } from "@housing/contracts/account";
import { sites } from "@housing/site-config";
import { call, demoUserId, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

// Argon2's verify, counted: every login answer must have verified a hash, known e-mail or not.
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock("@node-rs/argon2", async (original) => {
  const actual = await original<typeof Argon2>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verifications += 1;
      return actual.verify(...args);
    },
  };
});

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

  it("answers a wrong password and an unknown e-mail alike, each after verifying a hash", async () => {
    const headers = from("198.51.100.2");
    // Each answer verifies one Argon2id hash (an unknown e-mail a dummy one), so neither answers in
    // a fraction of the other's time: the work is counted here, not timed (the timing is the bench's).
    const verified = async (email: string, password: string) => {
      const before = argon2.verifications;
      const answer = await call(t.app, "POST", URL, { ...login(email, password), headers });
      return { answer, verifications: argon2.verifications - before };
    };
    const wrong = await verified("erik.svensson@example.com", "Wrong-1234");
    const unknown = await verified("nobody@example.com", "Wrong-1234");
    expect(wrong.answer.status).toBe(401);
    expect(unknown.answer.status).toBe(401);
    expect(wrong.answer.body).toEqual(unknown.answer.body);
    expect(wrong.answer.body).toEqual({ status: 401, error: "InvalidEmailLoginInput", message: "loginFailed" });
    expect([wrong.verifications, unknown.verifications]).toEqual([1, 1]);
    // An account without a password (BankID only) is no different.
    const noPassword = await verified("gustav.ek@example.com", "x");
    expect(noPassword.answer.body).toEqual(wrong.answer.body);
    expect(noPassword.verifications).toBe(1);
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
