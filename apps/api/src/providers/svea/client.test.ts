import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyerAnswers, startSveaSimulator, type SveaSimulatorProcess } from "../../testing/svea-simulator";
import { createSveaClient, sveaAuthorization, type SveaClient, type SveaCreateInput } from "./client";
import { sveaConfigFromEnv, SVEA_URLS } from "./config";
import { SveaError } from "./errors";

/*
 * The Svea client against the simulator (apps/simulators, its own process): the signed calls,
 * the idempotent create, the checkout page's ends, and what a refusal or no answer look like.
 */
let simulator: SveaSimulatorProcess;
let client: SveaClient;
// Nothing listens here: the pushes of this file are not read.
const pushUrl = "http://127.0.0.1:9/payments/svea/push";

beforeAll(async () => {
  simulator = await startSveaSimulator();
  client = createSveaClient(sveaConfigFromEnv({ HOUSING_SVEA_URL: simulator.apiUrl, HOUSING_SVEA_PUSH_URL: pushUrl }));
}, 90_000);

afterAll(async () => {
  await simulator?.stop();
});

const newNumber = () => randomBytes(16).toString("hex").toUpperCase();
const input = (extra: Partial<SveaCreateInput> = {}): SveaCreateInput => ({
  clientOrderNumber: newNumber(),
  countryCode: "SE",
  currency: "SEK",
  locale: "sv-SE",
  confirmationUrl: "http://localhost:3000/mina-sidor/betalningar/?type=svea",
  checkoutUrl: "http://localhost:3000/mina-sidor/betalningar/?type=svea",
  termsUrl: "http://localhost:3000/integritetspolicy/",
  items: [{ articleNumber: "VIP", name: "VIP-avgift", quantity: 100, unitPriceMinor: 29_900, vatPercent: 2500 }],
  ...extra,
});

async function refusal(run: () => Promise<unknown>): Promise<SveaError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof SveaError)) throw new Error(`expected a SveaError, got ${String(error)}`);
  return error;
}

describe("the Svea client on the simulator", () => {
  it("signs as Svea's examples do: base64 of merchantId:SHA512hex(body + secret + timestamp)", () => {
    const header = sveaAuthorization({ merchantId: "1", secret: "s" }, "", "2026-01-15 09:00:00");
    const [merchantId, hash] = Buffer.from(header.replace(/^Svea /, ""), "base64")
      .toString("utf8")
      .split(":");
    expect(merchantId).toBe("1");
    expect(hash).toMatch(/^[0-9A-F]{128}$/);
  });

  it("creates an order with its checkout page, answers the same clientOrderNumber with it, and reads it", async () => {
    const order = input();
    const first = await client.create(order);
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({ ClientOrderNumber: order.clientOrderNumber, Status: "Created" });
    expect(first.checkoutPageUrl).toBe(`${simulator.apiUrl}checkout/${first.order.OrderId}`);
    const again = await client.create(order);
    expect(again).toMatchObject({ created: false, order: { OrderId: first.order.OrderId } });
    expect(await client.read(String(first.order.OrderId))).toMatchObject({ Status: "Created", OrderAmount: 29_900 });
  });

  it("reads Final with the payment type after the buyer completes, and Cancelled after a cancel", async () => {
    const paid = await client.create(input());
    expect((await buyerAnswers(paid.checkoutPageUrl!, "complete", "Invoice")).status).toBe(303);
    expect(await client.read(String(paid.order.OrderId))).toMatchObject({ Status: "Final", PaymentType: "Invoice" });
    const cancelled = await client.create(input());
    await buyerAnswers(cancelled.checkoutPageUrl!, "cancel");
    expect(await client.read(String(cancelled.order.OrderId))).toMatchObject({ Status: "Cancelled" });
  });

  it("gives Svea's 400 as a SveaError with the fields", async () => {
    const error = await refusal(() => client.create(input({ locale: "xx-XX", clientOrderNumber: "x".repeat(33) })));
    expect(error.status).toBe(400);
    expect(error.problems.map((problem) => problem.field).sort()).toEqual(["clientOrderNumber", "locale"]);
    expect(error.isUnavailable).toBe(false);
  });

  it("is refused with 401 when the secret or the merchant is wrong", async () => {
    for (const env of [{ HOUSING_SVEA_SECRET: "not-the-secret" }, { HOUSING_SVEA_MERCHANT_ID: "999999" }]) {
      const wrong = createSveaClient(sveaConfigFromEnv({ HOUSING_SVEA_URL: simulator.apiUrl, ...env }));
      const error = await refusal(() => wrong.create(input()));
      expect(error.status).toBe(401);
      expect((await refusal(() => wrong.read("8000000"))).status).toBe(401);
    }
  });

  it("is refused when its clock is more than five minutes off", async () => {
    const late = createSveaClient(
      sveaConfigFromEnv({ HOUSING_SVEA_URL: simulator.apiUrl }),
      () => new Date(Date.now() - 6 * 60 * 1000),
    );
    expect((await refusal(() => late.create(input()))).status).toBe(401);
  });

  it("fails as unavailable when Svea does not answer", async () => {
    const closed = createSveaClient(sveaConfigFromEnv({ HOUSING_SVEA_URL: "http://127.0.0.1:9/" }));
    const down = await refusal(() => closed.create(input()));
    expect(down.status).toBe(0);
    expect(down.isUnavailable).toBe(true);
  });
});

describe("the Svea configuration", () => {
  it("defaults to the simulator locally and needs every value, HTTPS and a real secret in production", () => {
    expect(sveaConfigFromEnv({})).toMatchObject({ url: SVEA_URLS.simulator, merchantId: "100001" });
    expect(() => sveaConfigFromEnv({ HOUSING_ENV: "production" })).toThrow(/HOUSING_SVEA_URL must be set/);
    const production = {
      HOUSING_ENV: "production",
      HOUSING_SVEA_URL: SVEA_URLS.production,
      HOUSING_SVEA_MERCHANT_ID: "124842",
      HOUSING_SVEA_SECRET: "a-real-secret",
      HOUSING_SVEA_PUSH_URL: "https://api.example.se/payments/svea/push",
    };
    expect(sveaConfigFromEnv(production)).toMatchObject({ url: "https://checkoutapi.svea.com/", merchantId: "124842" });
    expect(() => sveaConfigFromEnv({ ...production, HOUSING_SVEA_SECRET: "housing-local-svea-secret" })).toThrow(
      /simulator's secret/,
    );
    expect(() => sveaConfigFromEnv({ ...production, HOUSING_SVEA_PUSH_URL: "http://api.example.se/push" })).toThrow(
      /PUSH_URL must be an https URL/,
    );
    expect(() => sveaConfigFromEnv({ HOUSING_SVEA_PUSH_URL: "http://127.0.0.1:4000/push?x=1" })).toThrow(/no query/);
  });
});
