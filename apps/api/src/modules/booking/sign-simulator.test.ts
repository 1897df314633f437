import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingFlows } from "../../core/db/schema";
import { inProcessQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { bankIdConfigFromEnv } from "../../providers/bankid";
import { call } from "../../testing/account";
import { startBankIdSimulator, type BankIdSimulatorProcess } from "../../testing/bankid-simulator";
import { bookableStage, objectStatusOf, reserve, type BookableStage } from "../../testing/booking";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { bankIdPortFromConfig } from "../account/bankid-client-port";
import type { AppOptions } from "../../core/dependencies";

/*
 * Signing a booking agreement through the relying-party client and the BankID simulator, over
 * mutual TLS as in production: the phone shows the home and the agreement's SHA-256, the order is
 * bound to the buyer (the simulator refuses another person), and a booking whose hold ran out
 * cannot be signed (Failed timeout). A Swedish stage given the 5-step flow (no fee).
 */

let simulator: BankIdSimulatorProcess;
let port: ReturnType<typeof bankIdPortFromConfig>;

beforeAll(async () => {
  simulator = await startBankIdSimulator();
  port = bankIdPortFromConfig(
    bankIdConfigFromEnv({ HOUSING_BANKID_URL: simulator.rpUrl, HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir }),
  );
}, 90_000);
afterAll(async () => {
  port?.close();
  await simulator?.stop();
});

async function phone(path: "api/open" | "api/approve", body: Record<string, string>) {
  const response = await fetch(new URL(path, simulator.phoneUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe.each(testDrivers())("signing a booking with the BankID simulator on $name", (driver) => {
  const jobs = inProcessQueue(silentLogger);
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = { jobs };
  // Before the app is made (useSeededApp's hook): the simulator's client, not the in-process fake.
  beforeAll(() => {
    options.bankId = port;
  });
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 }, app: options });
  const app = () => seeded.app;
  let stage: BookableStage;

  beforeAll(async () => {
    await jobs.start();
    stage = await bookableStage(seeded.handle.db, "Jmse", 5);
  });

  /** Reserves a home and saves the 5-step flow's forms; the agreement's text. */
  async function readyToSign(token: string, email: string, home: string) {
    const { bookingId, state } = await reserve(app(), jobs, token, home);
    const total = (state.totalPrice as { amount: number }).amount;
    const buyer = {
      email,
      phoneNumber: "070-123 45 67",
      address: "Storgatan 1",
      postalCode: "113 51",
      city: "Stockholm",
    };
    const step = (body: object) => call(app(), "POST", `/api/buyresidence/bookingstep/${bookingId}`, { token, body });
    expect((await step({ step: "personal-info", values: { buyer, coBuyer: null } })).status).toBe(200);
    const down = Math.ceil(total * 0.2);
    const financing = { downPayment: String(down), loanAmount: String(total - down), bank: "", hasLoanPromise: true };
    expect((await step({ step: "financing", values: financing })).status).toBe(200);
    const text = await call(app(), "POST", "/api/buyresidence/signcontract", { token, body: { bookingId } });
    expect(text.status).toBe(200);
    return bookingId;
  }

  it("shows the home and the agreement's SHA-256, refuses another person, and books for the buyer", async () => {
    const anna = await sessionToken(seeded.handle.db, { userId: demoUserId("anna") });
    const home = stage.homes[0]!;
    const bookingId = await readyToSign(anna, "anna.andersson@example.com", home);
    const started = await call(app(), "POST", "/booking/bank_id/start", {
      token: anna,
      body: { payload: { bookingId } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const opened = await phone("api/open", { autoStartToken: started.body.autoStartToken as string });
    expect(opened.body).toMatchObject({ kind: "sign", personalNumber: "198503121231" });
    expect(opened.body.userVisibleData).toMatch(/SHA-256: [0-9a-f]{64}/);
    const phoneSession = String(opened.body.phoneSession);
    expect((await phone("api/approve", { phoneSession, personalNumber: "198206231238" })).status).toBe(409);
    const sessionId = started.body.sessionId as string;
    expect((await call(app(), "GET", `/booking/bank_id/status/${sessionId}`, { token: anna })).body.status).toBe(
      "Pending",
    );
    expect((await phone("api/approve", { phoneSession, personalNumber: "198503121231" })).status).toBe(200);
    const signed = await call(app(), "GET", `/booking/bank_id/status/${sessionId}`, { token: anna });
    expect(signed.body.status, JSON.stringify(signed.body)).toBe("Signed");
    const completed = await call(app(), "POST", "/api/buyresidence/completebooking", {
      token: anna,
      body: { bookingId },
    });
    expect(completed.body).toMatchObject({ status: "booked", fee: null, currentStep: "done" });
    expect(await objectStatusOf(seeded.handle.db, home)).toBe("booked");
  });

  it("answers Failed timeout for a booking whose hold ran out while the buyer was in the app", async () => {
    const erik = await sessionToken(seeded.handle.db, { userId: demoUserId("erik") });
    const home = stage.homes[1]!;
    const bookingId = await readyToSign(erik, "erik.svensson@example.com", home);
    const started = await call(app(), "POST", "/booking/bank_id/start", {
      token: erik,
      body: { payload: { bookingId } },
    });
    expect(started.status).toBe(200);
    await seeded.handle.db
      .update(bookingFlows)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookingFlows.id, bookingId));
    const status = await call(app(), "GET", `/booking/bank_id/status/${started.body.sessionId as string}`, {
      token: erik,
    });
    expect(status.body).toEqual({ status: "Failed", error: "timeout" });
    expect(await objectStatusOf(seeded.handle.db, home)).toBe("forSale");
    const again = await call(app(), "POST", "/booking/bank_id/start", {
      token: erik,
      body: { payload: { bookingId } },
    });
    expect(again.body.message).toBe("timeout");
  });
});
