import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { users } from "../../core/db/schema";
import { createEidClient, eidConfigFromEnv, type EidClient } from "../../providers/eid";
import { DEMO_PASSWORD, call, loginByEmail, useAccountApp } from "../../testing/account";
import { loginAtSimulator, spawnEidSimulator, type EidSimulatorProcess } from "../../testing/eid-simulator";
import { testDrivers } from "../../testing/test-database";
import { hashPassword } from "./passwords";

/*
 * Adding bank-ID login with e-ident (spec sections 2, 4 and 7: `update/eident/start|status`,
 * Norway's add-bank-ID modal), end to end at the API with the e-ID simulator as the broker.
 * The accounts are made here: Norwegian e-mail accounts without a national identity number.
 */

const NO_RETURN = "http://localhost:3003/logg-inn/e-id/";
const NO = sites.no.siteId;

let broker: EidSimulatorProcess;
let eid: EidClient;

beforeAll(async () => {
  broker = await spawnEidSimulator(process.env);
  eid = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: broker.issuer }));
});
afterAll(async () => {
  await broker?.stop();
});

describe.each(testDrivers())("adding bank-ID login with e-ident on $name", (driver) => {
  const t = useAccountApp(driver);
  const app = () => t.appWith({ eid });
  let passwordHash: string;

  /** A Norwegian e-mail account without a personal number, logged in: its id and token. */
  const emailAccount = async (name: string) => {
    passwordHash ??= await hashPassword(DEMO_PASSWORD);
    const email = `${name}.${Math.random().toString(36).slice(2, 8)}@example.no`;
    const [row] = await t.handle.db
      .insert(users)
      .values({ firstName: name, lastName: "Uten-BankID", email, countryId: "no", passwordHash })
      .returning({ id: users.id });
    return { id: row!.id, token: await loginByEmail(app(), email, NO) };
  };
  const start = async (token: string) => {
    const answer = await call(app(), "POST", "/account_service/update/eident/start", {
      token,
      body: { siteId: NO, returnUrl: NO_RETURN },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.authorizationUrl as string;
  };
  const finish = (back: string, token?: string) => {
    const query = new URL(back).searchParams;
    return call(app(), "POST", "/account_service/update/eident/status", {
      token,
      body: Object.fromEntries(
        ["state", "code", "iss", "error"].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])),
      ),
    });
  };

  it("adds the verified number and the e-ID's names to the account, which then logs in with Norwegian BankID", async () => {
    const nora = await emailAccount("Nora");
    const back = await loginAtSimulator(await start(nora.token), "Kari Hansen");
    const answer = await finish(back, nora.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: "Ok", user: { id: nora.id, firstName: "Kari", lastName: "Hansen" } });
    const user = await call(app(), "GET", "/account_service/user", { token: answer.body.token as string });
    expect(user.body).toMatchObject({ securityNumber: "02039130001" });
    // The state worked once.
    expect((await finish(back, nora.token)).status).toBe(404);

    const login = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId: NO, returnUrl: NO_RETURN },
    });
    const loginBack = await loginAtSimulator(login.body.authorizationUrl as string, "Kari Hansen");
    const loggedIn = await call(app(), "POST", "/account_service/login/eident/status", {
      body: Object.fromEntries(new URL(loginBack).searchParams),
    });
    expect(loggedIn.body).toMatchObject({ status: "Ok", user: { id: nora.id } });
  });

  it("binds the state to the user who started: another user's return is not found, and a login cannot use it", async () => {
    const owner = await emailAccount("Owner");
    const other = await emailAccount("Other");
    const back = await loginAtSimulator(await start(owner.token), "Cancel");
    expect((await finish(back, other.token)).status).toBe(404);
    const asLogin = await call(app(), "POST", "/account_service/login/eident/status", {
      body: Object.fromEntries(new URL(back).searchParams),
    });
    expect(asLogin.status).toBe(404);
    expect((await finish(back, owner.token)).body).toEqual({ status: "Cancelled" });
  });

  it("answers UserAlreadyExists when the number belongs to another account, and leaves the account as it was", async () => {
    const sven = await emailAccount("Sven");
    const answer = await finish(await loginAtSimulator(await start(sven.token), "Ola Nordmann"), sven.token);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: "UserAlreadyExists" });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, sven.id));
    expect(row).toMatchObject({ securityNumber: null, firstName: "Sven" });
  });

  it("refuses the deceased: a deceased user cannot start, nor take a deceased person's number", async () => {
    const gone = await emailAccount("Gone");
    await t.handle.db.update(users).set({ deceased: true }).where(eq(users.id, gone.id));
    const refused = await call(app(), "POST", "/account_service/update/eident/start", {
      token: gone.token,
      body: { siteId: NO, returnUrl: NO_RETURN },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: "Error", message: "personDeceased" });

    const living = await emailAccount("Living");
    const back = await loginAtSimulator(await start(living.token), "Per Olsen");
    await t.handle.db.update(users).set({ deceased: true }).where(eq(users.securityNumber, "11117050140"));
    const answer = await finish(back, living.token);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ message: "personDeceased" });
  });

  it("needs a logged-in user and the site's e-ID return page", async () => {
    const anonymous = await call(app(), "POST", "/account_service/update/eident/start", {
      body: { siteId: NO, returnUrl: NO_RETURN },
    });
    expect(anonymous.status).toBe(401);
    const { token } = await emailAccount("Ingrid");
    const elsewhere = await call(app(), "POST", "/account_service/update/eident/start", {
      token,
      body: { siteId: NO, returnUrl: "http://localhost:3003/mine-sider/" },
    });
    expect(elsewhere.status).toBe(400);
    const status = await call(app(), "POST", "/account_service/update/eident/status", { body: { state: "x" } });
    expect(status.status).toBe(401);
  });
});
