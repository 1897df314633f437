import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getSite, sites } from "@housing/site-config";
import { users } from "../../core/db/schema";
import { createEidClient, eidConfigFromEnv, type EidClient } from "../../providers/eid";
import { call, useAccountApp } from "../../testing/account";
import { loginAtSimulator, spawnEidSimulator, type EidSimulatorProcess } from "../../testing/eid-simulator";
import { testDrivers } from "../../testing/test-database";

/*
 * Registration with e-ident (spec sections 2, 4 and 7: `register/eident/start|status`), end to
 * end at the API with the e-ID simulator as the broker: the verified person's registration token
 * is what `POST /account_service/register` takes as proof, as after BankID's register flow.
 */

const NO_RETURN = "http://localhost:3003/logg-inn/e-id/";
const FI_RETURN = "http://localhost:3004/kirjaudu-sisaan/e-id/";
const NO = sites.no.siteId;
const FI = sites.fi.siteId;

let broker: EidSimulatorProcess;
let eid: EidClient;

beforeAll(async () => {
  broker = await spawnEidSimulator(process.env);
  eid = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: broker.issuer }));
});
afterAll(async () => {
  await broker?.stop();
});

const callbackOf = (back: string) => {
  const query = new URL(back).searchParams;
  return Object.fromEntries(
    ["state", "code", "iss", "error"].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])),
  );
};

describe.each(testDrivers())("registration with e-ident on $name", (driver) => {
  const t = useAccountApp(driver);
  const app = () => t.appWith({ eid });

  const start = async (siteId: string, returnUrl: string) => {
    const answer = await call(app(), "POST", "/account_service/register/eident/start", {
      body: { siteId, returnUrl },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.authorizationUrl as string;
  };
  const startLogin = async (siteId: string, returnUrl: string) => {
    const answer = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId, returnUrl },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.authorizationUrl as string;
  };
  const finish = (back: string) =>
    call(app(), "POST", "/account_service/register/eident/status", { body: callbackOf(back) });
  const finishLogin = (back: string) =>
    call(app(), "POST", "/account_service/login/eident/status", { body: callbackOf(back) });
  const askCode = async (email: string, siteId: string) => {
    const before = t.mails.length;
    const answer = await call(app(), "POST", "/account_service/register/email_code", { body: { email, siteId } });
    expect(answer.body).toEqual({ status: "Ok" });
    await vi.waitFor(() => expect(t.mails.slice(before).some((mail) => mail.to === email)).toBe(true));
    return /(\d{6})/.exec(t.mails.slice(before).find((mail) => mail.to === email)!.text)![1]!;
  };

  it("verifies a Finnish visitor with the bank ID, and the token registers them with the verified name and number", async () => {
    const back = await loginAtSimulator(await start(FI, FI_RETURN), "Aino Korhonen");
    expect(back.startsWith(FI_RETURN)).toBe(true);
    const verified = await finish(back);
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      status: "Ok",
      person: { securityNumber: "240688-1230", firstName: "Aino", lastName: "Korhonen" },
    });
    // Used once: the same return again is an unknown state.
    expect((await finish(back)).status).toBe(404);

    const email = "aino.korhonen@example.fi";
    const registered = await call(app(), "POST", "/account_service/register", {
      body: {
        // The form shows the verified names read-only; the token's are the ones kept whatever is sent.
        birthDate: "1988-06-24",
        firstName: "Someone",
        lastName: "Else",
        email,
        address: "Mannerheimintie 1",
        postalCode: "00100",
        city: "Helsinki",
        countryId: "fi",
        phoneNumber: "040 123 4567",
        emailCode: await askCode(email, FI),
        terms: true,
        password: "Aino-1234",
        siteId: FI,
        securityNumber: "240688-1230",
        registrationToken: verified.body.registrationToken,
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(200);
    expect(registered.body.user).toMatchObject({
      firstName: "Aino",
      lastName: "Korhonen",
      securityNumber: "240688-1230",
      birthDate: "1988-06-24",
    });
    // The new session's method is the e-ID that proved the number.
    const claims = JSON.parse(
      Buffer.from((registered.body.token as string).split(".")[1]!, "base64url").toString("utf8"),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ login_method: "eident", bank_id: true });

    // Aino now logs in with the bank ID, and cannot register a second time.
    const login = await finishLogin(await loginAtSimulator(await startLogin(FI, FI_RETURN), "Aino Korhonen"));
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body).toMatchObject({ status: "Ok", user: { email } });
    const again = await finish(await loginAtSimulator(await start(FI, FI_RETURN), "Aino Korhonen"));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: "UserAlreadyExists" });
  });

  it("finishes a state only in the flow that started it", async () => {
    // A login's state does not register (and stays for its login) ...
    const loginBack = await loginAtSimulator(await startLogin(NO, NO_RETURN), "Ola Nordmann");
    expect((await finish(loginBack)).status).toBe(404);
    expect((await finishLogin(loginBack)).body).toMatchObject({ status: "Ok", user: { firstName: "Ola" } });
    // ... and a registration's state does not log in.
    const registerBack = await loginAtSimulator(await start(NO, NO_RETURN), "Kari Hansen");
    expect((await finishLogin(registerBack)).status).toBe(404);
    const verified = await finish(registerBack);
    expect(verified.body).toMatchObject({ status: "Ok", person: { securityNumber: "02039130001" } });
  });

  it("refuses a person with an account and a deceased person, and answers Cancelled at the broker's cancel", async () => {
    const ola = await finish(await loginAtSimulator(await start(NO, NO_RETURN), "Ola Nordmann"));
    expect(ola.status).toBe(409);
    expect(ola.body).toMatchObject({ error: "UserAlreadyExists" });
    expect(ola.body).not.toHaveProperty("registrationToken");

    await t.handle.db.insert(users).values({
      firstName: "Kari",
      lastName: "Hansen",
      securityNumber: "02039130001",
      countryId: "no",
      deceased: true,
    });
    const kari = await finish(await loginAtSimulator(await start(NO, NO_RETURN), "Kari Hansen"));
    expect(kari.body).toMatchObject({ error: "Error", message: "personDeceased" });
    expect(kari.body).not.toHaveProperty("registrationToken");

    const cancelled = await finish(await loginAtSimulator(await start(NO, NO_RETURN), "Cancel"));
    expect(cancelled.body).toEqual({ status: "Cancelled" });
  });

  it("refuses a site without e-ident, a return address other than its return page, and answers 503 without a broker", async () => {
    const sweden = await call(app(), "POST", "/account_service/register/eident/start", {
      body: { siteId: getSite("se").siteId, returnUrl: "http://localhost:3000/logga-in/e-id/" },
    });
    expect(sweden.status).toBe(400);
    const elsewhere = await call(app(), "POST", "/account_service/register/eident/start", {
      body: { siteId: FI, returnUrl: `${FI_RETURN}?next=https://evil.example/` },
    });
    expect(elsewhere.status).toBe(400);
    const unconfigured = await call(t.app, "POST", "/account_service/register/eident/start", {
      body: { siteId: FI, returnUrl: FI_RETURN },
    });
    expect(unconfigured.status).toBe(503);
  });
});
