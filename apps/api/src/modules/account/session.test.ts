import { SignJWT, decodeProtectedHeader, generateKeyPair } from "jose";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { UserSchema } from "@housing/contracts";
import { sites } from "@housing/site-config";
import { createLogger } from "../../core/logger";
import { call, demoUserId, loginByEmail, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";

const SE = sites.se.siteId;
const ANNA = "anna.andersson@example.com";
const ERIK = "erik.svensson@example.com";

describe.each(testDrivers())("account tokens and the user on $name", (driver) => {
  const t = useAccountApp(driver);

  it("answers each user only with their own data (two users)", async () => {
    const anna = await loginByEmail(t.app, ANNA, SE);
    const erik = await loginByEmail(t.app, ERIK, SE);
    const annaUser = v.parse(UserSchema, (await call(t.app, "GET", "/account_service/user", { token: anna })).body);
    const erikUser = v.parse(UserSchema, (await call(t.app, "GET", "/account_service/user", { token: erik })).body);
    expect(annaUser.id).toBe(demoUserId("anna"));
    expect(erikUser.id).toBe(demoUserId("erik"));
    // Anna: consent for se, a booking and a purchase; not VIP.
    expect(annaUser.consents).toEqual([{ site: SE }]);
    expect(annaUser.bookings).toHaveLength(1);
    expect(annaUser.purchases).toHaveLength(1);
    expect(annaUser.isVip).toBe(false);
    expect(annaUser.payments).toEqual([]);
    // Erik: VIP on se with an unpaid payment; none of Anna's rows.
    expect(erikUser.isVip).toBe(true);
    expect(erikUser.vipMemberships).toEqual([{ site: SE }]);
    expect(erikUser.vip).toEqual({ siteId: SE, campaignCode: "VIP2026" });
    expect(erikUser.payments).toEqual([{ site: SE, status: "NotPaid", payedWithCode: false }]);
    expect(erikUser.bookings).toEqual([]);
    expect(erikUser.consents).toEqual([]);
    expect(annaUser.isBoardMember || erikUser.isBoardMember).toBe(false);

    // A's logout ends only A's session.
    expect((await call(t.app, "POST", "/account_service/logout", { token: anna })).status).toBe(200);
    expect((await call(t.app, "GET", "/account_service/user", { token: anna })).status).toBe(401);
    expect((await call(t.app, "GET", "/account_service/user", { token: erik })).body.id).toBe(demoUserId("erik"));
    // B's refresh gives B's token, never A's.
    const refreshed = await call(t.app, "GET", "/account_service/login/refresh_token", { token: erik });
    expect(refreshed.status).toBe(200);
    const again = await call(t.app, "GET", "/account_service/user", { token: refreshed.body.token as string });
    expect(again.body.id).toBe(demoUserId("erik"));
  });

  it("refuses a missing, malformed, forged, foreign-key, expired or revoked token with 401", async () => {
    const token = await loginByEmail(t.app, ANNA, SE);
    const user = (bearer?: string, headers: Record<string, string> = {}) =>
      call(t.app, "GET", "/account_service/user", { token: bearer, headers });
    expect((await user(token)).status).toBe(200);
    expect((await user()).status).toBe(401);
    expect((await user(undefined, { authorization: `Basic ${token}` })).status).toBe(401);
    expect((await user(undefined, { cookie: `housing_session=${token}` })).status).toBe(401);
    expect((await user("not-a-token")).status).toBe(401);

    // Forged: the payload changed under the same signature.
    const [header, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as Record<string, unknown>;
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, sub: demoUserId("erik") })).toString("base64url");
    expect((await user(`${header}.${forgedPayload}.${signature}`)).status).toBe(401);

    // Foreign key: a key of our own, with the real kid, issuer and audience.
    const { privateKey } = await generateKeyPair("ES256");
    const { kid } = decodeProtectedHeader(token);
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: kid! }).sign(privateKey);
    expect((await user(foreign)).status).toBe(401);
    // alg none and HS256 are not accepted either.
    const none = `${Buffer.from(JSON.stringify({ alg: "none", kid })).toString("base64url")}.${payload}.`;
    expect((await user(none)).status).toBe(401);

    // Expired: 61 minutes later (spec section 9: 60 minutes).
    t.clock.advance(61 * 60);
    expect((await user(token)).status).toBe(401);
    expect((await call(t.app, "GET", "/account_service/login/refresh_token", { token })).status).toBe(401);
  });

  it("refreshes within the session and not after logout; a missing token is 401", async () => {
    const token = await loginByEmail(t.app, ANNA, SE);
    t.clock.advance(40 * 60);
    const refreshed = await call(t.app, "GET", "/account_service/login/refresh_token", { token });
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.token as string;
    expect(next).not.toBe(token);
    expect(Date.parse(refreshed.body.expiresAt as string)).toBe(t.clock.time + 60 * 60 * 1000);
    // The old token ran out at 60 minutes; the new one lives on.
    t.clock.advance(25 * 60);
    expect((await call(t.app, "GET", "/account_service/user", { token })).status).toBe(401);
    expect((await call(t.app, "GET", "/account_service/user", { token: next })).status).toBe(200);
    expect((await call(t.app, "POST", "/account_service/logout", { token: next })).status).toBe(200);
    expect((await call(t.app, "GET", "/account_service/login/refresh_token", { token: next })).status).toBe(401);
    expect((await call(t.app, "GET", "/account_service/login/refresh_token")).status).toBe(401);
    expect((await call(t.app, "POST", "/account_service/logout")).status).toBe(401);
  });

  it("rotates signing keys; an old key verifies until its tokens expire, on every instance", async () => {
    const rotating = t.appWith({ auth: { signingKeyMaxAgeSeconds: 10 * 60 } });
    const other = t.appWith({ auth: { signingKeyMaxAgeSeconds: 10 * 60 } });
    const first = await loginByEmail(rotating, ANNA, SE);
    t.clock.advance(11 * 60);
    const second = await loginByEmail(rotating, ERIK, SE);
    expect(decodeProtectedHeader(second).kid).not.toBe(decodeProtectedHeader(first).kid);
    // Another instance (its own key cache) verifies both.
    expect((await call(other, "GET", "/account_service/user", { token: first })).status).toBe(200);
    expect((await call(other, "GET", "/account_service/user", { token: second })).status).toBe(200);
    t.clock.advance(50 * 60);
    expect((await call(other, "GET", "/account_service/user", { token: first })).status).toBe(401);
  });

  it("logs no e-mail, password or token", async () => {
    const lines: string[] = [];
    const logged = t.appWith({ logger: createLogger("debug", (line) => lines.push(line)) });
    const token = await loginByEmail(logged, ANNA, SE);
    await call(logged, "GET", "/account_service/user", { token });
    await call(logged, "POST", "/account_service/login/email", {
      body: { email: ERIK, password: "wrong-one", siteId: SE },
    });
    expect(lines.length).toBeGreaterThan(0);
    const text = lines.join("\n");
    for (const secret of [ANNA, ERIK, "Demo-1234", "wrong-one", token, token.split(".")[1]!]) {
      expect(text).not.toContain(secret);
    }
  });
});
