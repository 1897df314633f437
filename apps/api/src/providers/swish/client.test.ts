import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSwishSimulator, type SwishSimulatorProcess } from "../../testing/swish-simulator";
import { createSwishClient, swishAmount, type SwishClient } from "./client";
import { swishConfigFromEnv, SWISH_URLS } from "./config";
import { SwishError } from "./errors";

/*
 * The Swish client against the simulator (apps/simulators, its own process), over mutual TLS with
 * the certificates it wrote: every error code of protocols.md the simulator raises, at create time
 * (422) or later (status ERROR), and the cancel rule.
 */
let simulator: SwishSimulatorProcess;
let client: SwishClient;
// Nothing listens here: the callbacks of this file are not read.
const callbackUrl = "http://127.0.0.1:9/callback";

beforeAll(async () => {
  simulator = await startSwishSimulator();
  client = createSwishClient(
    swishConfigFromEnv({
      HOUSING_SWISH_URL: simulator.apiUrl,
      HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      HOUSING_SWISH_CALLBACK_URL: callbackUrl,
    }),
  );
}, 90_000);

afterAll(async () => {
  client?.close();
  await simulator?.stop();
});

const newId = () => randomBytes(16).toString("hex").toUpperCase();

async function refusal(run: () => Promise<unknown>): Promise<SwishError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SwishError)) throw new Error(`expected a SwishError, got ${String(error)}`);
  return error;
}

async function ended(id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const request = await client.read(id);
    if (request.status !== "CREATED") return request;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("still CREATED");
}

describe("the Swish client on the simulator", () => {
  it("writes amounts in minor units as Swish's two-decimal strings", () => {
    expect(swishAmount(50_000)).toBe("500.00");
    expect(swishAmount(12_345)).toBe("123.45");
    expect(swishAmount(105)).toBe("1.05");
  });

  it("creates an m-commerce request with a token and reads it back", async () => {
    const id = newId();
    const created = await client.create({ instructionId: id, amountMinor: 12_345, message: "VIP" });
    expect(created.token).toMatch(/^[0-9a-f]{32}$/);
    expect(created.location).toContain(`/paymentrequests/${id}`);
    expect(await client.read(id)).toMatchObject({ id, status: "CREATED", amount: 123.45, currency: "SEK" });
  });

  it.each(["FF08", "RP03", "BE18", "RP01", "PA02", "AM06", "AM02", "AM03", "RP02", "RP06"])(
    "gives Swish's 422 %s as a SwishError with the code",
    async (code) => {
      const error = await refusal(() => client.create({ instructionId: newId(), amountMinor: 100, message: code }));
      expect(error.status).toBe(422);
      expect(error.problems).toEqual([{ errorCode: code, errorMessage: expect.any(String) as unknown }]);
      expect(error.isUnavailable).toBe(false);
    },
  );

  it("meets the simulator's checks on real input: AM06, AM02, BE18, RP06, RP09", async () => {
    const code = async (input: Parameters<SwishClient["create"]>[0]) =>
      (await refusal(() => client.create(input))).problems[0]?.errorCode;
    expect(await code({ instructionId: newId(), amountMinor: 50 })).toBe("AM06");
    expect(await code({ instructionId: newId(), amountMinor: 100_000_000_000_000 })).toBe("AM02");
    expect(await code({ instructionId: newId(), amountMinor: 100, payerAlias: "0701" })).toBe("BE18");
    const id = newId();
    await client.create({ instructionId: id, amountMinor: 100, payerAlias: "46709999999" });
    expect(await code({ instructionId: newId(), amountMinor: 100, payerAlias: "46709999999" })).toBe("RP06");
    expect(await code({ instructionId: id, amountMinor: 100 })).toBe("RP09");
  });

  it.each(["ACMT03", "ACMT01", "ACMT07", "RF07", "BANKIDCL", "TM01", "DS24"])(
    "reads a request that ended with %s as ERROR with that code",
    async (code) => {
      const id = newId();
      await client.create({ instructionId: id, amountMinor: 100, message: code });
      expect(await ended(id)).toMatchObject({ status: "ERROR", errorCode: code });
    },
  );

  it("cancels a CREATED request; a second cancel is RP07", async () => {
    const id = newId();
    await client.create({ instructionId: id, amountMinor: 100 });
    expect(await client.cancel(id)).toMatchObject({ id, status: "CANCELLED" });
    const error = await refusal(() => client.cancel(id));
    expect(error.problems[0]?.errorCode).toBe("RP07");
  });

  it("fails as unavailable when Swish does not answer, and without the client certificate", async () => {
    const closed = createSwishClient(
      swishConfigFromEnv({
        HOUSING_SWISH_URL: "https://127.0.0.1:9/swish-cpcapi/",
        HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      }),
    );
    const down = await refusal(() => closed.read(newId()));
    expect(down.isUnavailable).toBe(true);
    closed.close();
    const missing = createSwishClient(
      swishConfigFromEnv({ HOUSING_SWISH_URL: simulator.apiUrl, HOUSING_SIMULATORS_DATA_DIR: "/nonexistent" }),
    );
    expect((await refusal(() => missing.read(newId()))).isUnavailable).toBe(true);
  });
});

describe("the Swish configuration", () => {
  it("defaults to the simulator locally and needs every value in production", () => {
    expect(swishConfigFromEnv({}).url).toBe(SWISH_URLS.simulator);
    expect(() => swishConfigFromEnv({ HOUSING_ENV: "production" })).toThrow(/HOUSING_SWISH_URL must be set/);
    const production = swishConfigFromEnv({
      HOUSING_ENV: "production",
      HOUSING_SWISH_URL: SWISH_URLS.production,
      HOUSING_SWISH_PFX: "/etc/swish/merchant.p12",
      HOUSING_SWISH_PASSPHRASE: "secret",
      HOUSING_SWISH_CA: "/etc/swish/root.pem",
      HOUSING_SWISH_PAYEE_ALIAS: "1234567890",
      HOUSING_SWISH_CALLBACK_URL: "https://api.example.se/payments/swish/callback",
    });
    expect(production).toMatchObject({ url: "https://cpc.getswish.net/swish-cpcapi/", payeeAlias: "1234567890" });
    expect(() =>
      swishConfigFromEnv({ HOUSING_SWISH_URL: SWISH_URLS.production, HOUSING_SWISH_CALLBACK_URL: "x" }),
    ).toThrow(/CALLBACK_URL/);
  });
});
