import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSite, sites } from "@housing/site-config";
import { createEidClient, eidConfigFromEnv, type EidClient } from "../../providers/eid";
import { call, useAccountApp } from "../../testing/account";
import { loginAtSimulator, spawnEidSimulator, type EidSimulatorProcess } from "../../testing/eid-simulator";
import { testDrivers } from "../../testing/test-database";

/*
 * Norway's and Finland's login end to end at the API: the e-ID broker is the local simulator,
 * started as its own process and reached over the network with the real OpenID Connect client;
 * the person is picked on the simulator's login page as a browser would.
 */

const NO_RETURN = "http://localhost:3003/logg-inn/e-id/";
const FI_RETURN = "http://localhost:3004/kirjaudu-sisaan/e-id/";

let broker: EidSimulatorProcess;
let eid: EidClient;

beforeAll(async () => {
  broker = await spawnEidSimulator(process.env);
  eid = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: broker.issuer }));
});
afterAll(async () => {
  await broker?.stop();
});

describe.each(testDrivers())("e-ident login on $name", (driver) => {
  const t = useAccountApp(driver);
  const app = () => t.appWith({ eid });

  const start = async (siteId: string, returnUrl: string, loginType = "private") => {
    const answer = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", loginType, siteId, returnUrl },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.authorizationUrl as string;
  };
  const finish = (back: string) => {
    const query = new URL(back).searchParams;
    return call(app(), "POST", "/account_service/login/eident/status", {
      body: Object.fromEntries(
        ["state", "code", "iss", "error"].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])),
      ),
    });
  };

  it("logs a Norwegian customer in with Norwegian BankID, and the state works once", async () => {
    const authorizationUrl = await start(sites.no.siteId, NO_RETURN);
    expect(authorizationUrl).toContain("acr_values=idp%3Anbid");
    const back = await loginAtSimulator(authorizationUrl, "Ola Nordmann");
    expect(back.startsWith(NO_RETURN)).toBe(true);
    const answer = await finish(back);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({
      status: "Ok",
      role: "private",
      user: { firstName: "Ola", lastName: "Nordmann" },
    });
    const user = await call(app(), "GET", "/account_service/user", { token: answer.body.token as string });
    expect(user.body).toMatchObject({ firstName: "Ola" });
    expect((await finish(back)).status).toBe(404);
  });

  it("logs a Finnish customer in with the Finnish bank ID", async () => {
    const back = await loginAtSimulator(await start(sites.fi.siteId, FI_RETURN), "Matti Virtanen");
    const answer = await finish(back);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: "Ok", user: { firstName: "Matti" } });
  });

  it("answers Cancelled when the person cancels at the broker, and SsnNotFound for a person without an account", async () => {
    const cancelled = await finish(await loginAtSimulator(await start(sites.no.siteId, NO_RETURN), "Cancel"));
    expect(cancelled.body).toEqual({ status: "Cancelled" });
    const stranger = await finish(await loginAtSimulator(await start(sites.no.siteId, NO_RETURN), "Kari Hansen"));
    expect(stranger.status).toBe(404);
    expect(stranger.body).toMatchObject({ error: "SsnNotFound" });
  });

  it("refuses a return address outside the site's e-ID return page and sites without e-ident", async () => {
    const elsewhere = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId: sites.no.siteId, returnUrl: "https://evil.example/logg-inn/e-id/?x=1" },
    });
    expect(elsewhere.status).toBe(400);
    const sweden = await call(app(), "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId: getSite("se").siteId, returnUrl: "http://localhost:3000/logga-in/e-id/" },
    });
    expect(sweden.status).toBe(400);
  });

  it("refuses a forged state without asking the broker", async () => {
    const answer = await call(app(), "POST", "/account_service/login/eident/status", {
      body: { state: "not-a-state", code: "x" },
    });
    expect(answer.status).toBe(404);
  });

  it("answers 503 when no broker is configured", async () => {
    const answer = await call(t.app, "POST", "/account_service/login/eident/start", {
      body: { flow: "login", siteId: sites.no.siteId, returnUrl: NO_RETURN },
    });
    expect(answer.status).toBe(503);
  });
});
