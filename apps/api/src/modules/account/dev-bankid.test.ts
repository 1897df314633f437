import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { bankIdConfigFromEnv } from "../../providers/bankid";
import { startBankIdSimulator, type BankIdSimulatorProcess } from "../../testing/bankid-simulator";
import { call, useAccountApp } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import { bankIdPortFromConfig } from "./bankid-client-port";

const SE = sites.se.siteId;
let simulator: BankIdSimulatorProcess;
let port: ReturnType<typeof bankIdPortFromConfig>;

beforeAll(async () => {
  simulator = await startBankIdSimulator();
  port = bankIdPortFromConfig(
    bankIdConfigFromEnv({
      HOUSING_BANKID_URL: simulator.rpUrl,
      HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      // The simulator of this test listens on free ports.
      HOUSING_BANKID_SIMULATOR_PHONE_URL: simulator.phoneUrl,
    }),
  );
}, 90_000);

afterAll(async () => {
  port?.close();
  await simulator?.stop();
});

describe.each(testDrivers())("the developer-only BankID form's routes on $name", (driver) => {
  const t = useAccountApp(driver);

  it("lists the simulator's identities and logs one in without the phone", async () => {
    const app = t.appWith({ bankId: port });
    const listed = await call(app, "GET", "/_dev/bankid/identities");
    expect(listed.status).toBe(200);
    expect(listed.body.identities).toContainEqual({ personalNumber: "198503121231", givenName: "Anna", surname: "Andersson" });

    const started = await call(app, "POST", "/account_service/login/bank_id/start", {
      body: { flow: "login", loginType: "private", siteId: SE },
    });
    expect(started.status).toBe(200);
    const approved = await call(app, "POST", "/_dev/bankid/approve", {
      body: { autoStartToken: started.body.autoStartToken, personalNumber: "198503121231" },
    });
    expect(approved.status).toBe(200);
    const status = await call(app, "GET", `/account_service/login/bank_id/status/${String(started.body.sessionId)}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ status: "Ok", role: "private", user: { firstName: "Anna" } });
  });

  it("answers bad input with 400 and an unknown order with 404", async () => {
    const app = t.appWith({ bankId: port });
    const bad = await call(app, "POST", "/_dev/bankid/approve", { body: { autoStartToken: "", personalNumber: "12" } });
    expect(bad.status).toBe(400);
    const unknown = await call(app, "POST", "/_dev/bankid/approve", {
      body: { autoStartToken: "00000000-0000-4000-8000-000000000000", personalNumber: "198503121231" },
    });
    expect(unknown.status).toBe(404);
  });

  it("does not exist in preprod or production, nor with BankID's own services", async () => {
    for (const environment of ["preprod", "production"] as const) {
      const production = t.appWith({ bankId: port, auth: { environment } });
      expect((await call(production, "GET", "/_dev/bankid/identities")).status).toBe(404);
      expect(
        (
          await call(production, "POST", "/_dev/bankid/approve", {
            body: { autoStartToken: "x", personalNumber: "198503121231" },
          })
        ).status,
      ).toBe(404);
    }
    // The fake BankID (as BankID's own test and production services) has no test phone.
    expect((await call(t.app, "GET", "/_dev/bankid/identities")).status).toBe(404);
  });
});
