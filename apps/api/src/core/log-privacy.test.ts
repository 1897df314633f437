import { describe, expect, it, vi } from "vitest";
import { sites } from "@housing/site-config";
import { createLogger } from "./logger";
import { call, loginByEmail, useAccountApp } from "../testing/account";
import { testDrivers } from "../testing/test-database";

/*
 * No personal data in any log line: a registration, e-mail logins (one failed, one refused by the
 * limit), a password reset and a BankID login run with the debug log captured, which must then
 * hold neither the user's e-mail, name, phone number nor personal number, nor the client's IP
 * address or a token, while it does hold one structured line per request with its request id.
 */
const SE = sites.se.siteId;
const EMAIL = "Privat.Person@example.com";
const PERSONAL_NUMBER = "199001019802";
const IP = "198.51.100.77";

describe.each(testDrivers())("log lines on $name", (driver) => {
  const lines: string[] = [];
  const t = useAccountApp(driver, {
    logger: createLogger("debug", (line) => lines.push(line)),
    auth: { trustedProxies: ["10.0.0.1"] },
    // The rules' own limit (2 e-mail logins per account) is reached in the flow, so its 429 is logged too.
    rateLimits: [
      {
        name: "login",
        routes: ["POST /account_service/login/email", "POST /account_service/login/bank_id/start"],
        perIp: { max: 100, windowSeconds: 600 },
        perAccount: { max: 2, windowSeconds: 600 },
      },
    ],
  });
  const headers = { "x-forwarded-for": IP, "x-request-id": "trace-privacy" };

  it("keeps personal data out of every line of a registration and login flow", async () => {
    const before = t.mails.length;
    await call(t.app, "POST", "/account_service/register/email_code", { body: { email: EMAIL, siteId: SE }, headers });
    await vi.waitFor(() => expect(t.mails.length).toBeGreaterThan(before));
    const code = /(\d{6})/.exec(t.mails[t.mails.length - 1]!.text)![1]!;
    const registered = await call(t.app, "POST", "/account_service/register", {
      headers,
      body: {
        birthDate: "1990-01-01",
        firstName: "Privata",
        lastName: "Personsson",
        email: EMAIL,
        address: "Hemliga gatan 7",
        postalCode: "113 51",
        city: "Stockholm",
        countryId: "se",
        phoneNumber: "070-111 22 33",
        emailCode: code,
        terms: true,
        password: "Privat-1234",
        siteId: SE,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    const token = await loginByEmail(t.app, EMAIL, SE, { password: "Privat-1234", headers });
    const wrong = await call(t.app, "POST", "/account_service/login/email", {
      body: { email: EMAIL, password: "Wrong-password-1", siteId: SE },
      headers,
    });
    expect(wrong.status).toBe(401);
    // The account's login budget (2) is spent: refused by the limit, and logged as a request only.
    const limited = await call(t.app, "POST", "/account_service/login/email", {
      body: { email: EMAIL, password: "Privat-1234", siteId: SE },
      headers,
    });
    expect(limited.status).toBe(429);
    await call(t.app, "POST", "/user_system/forgotpassword", { body: { email: EMAIL, siteId: SE }, headers });
    const started = await call(t.app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", loginType: "private", siteId: SE },
      headers,
    });
    t.bankId.complete({ personalNumber: PERSONAL_NUMBER });
    await call(t.app, "GET", `/account_service/login/bank_id/status/${started.body.sessionId as string}`, { headers });
    await call(t.app, "GET", "/account_service/user", { token, headers });

    const log = lines.join("\n");
    expect(lines.length).toBeGreaterThan(8);
    for (const secret of [
      EMAIL,
      EMAIL.toLowerCase(),
      "Privata",
      "Personsson",
      "Hemliga",
      "111 22 33",
      PERSONAL_NUMBER,
      PERSONAL_NUMBER.slice(2),
      IP,
      token,
      token.split(".")[2]!,
      "Privat-1234",
      code,
    ]) {
      expect(log, secret).not.toContain(secret);
    }
    const requests = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.message === "request");
    expect(requests.some((entry) => entry.status === 429 && entry.requestId === "trace-privacy")).toBe(true);
    for (const entry of requests) {
      expect(Object.keys(entry).sort()).toEqual([
        "durationMs",
        "level",
        "message",
        "method",
        "requestId",
        "route",
        "status",
        "time",
      ]);
    }
  });
});
