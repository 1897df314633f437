import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerHostedPage, startCardSimulator, type CardSimulatorProcess } from "../../testing/card-simulator";
import { createCardClient, type CardClient } from "./client";
import { cardConfigFromEnv, LOCAL_CARD_SECRET } from "./config";
import { CardError } from "./errors";
import { isReturnMac } from "./signing";

/* The card client against the simulator (apps/simulators, its own process), with signed calls. */
let simulator: CardSimulatorProcess;
let client: CardClient;
const returnUrl = "http://127.0.0.1:9/payments/card/return";

beforeAll(async () => {
  simulator = await startCardSimulator();
  client = createCardClient(
    cardConfigFromEnv({
      HOUSING_CARD_URL: simulator.url,
      HOUSING_CARD_SECRET: simulator.secret,
      HOUSING_CARD_RETURN_URL: returnUrl,
    }),
  );
}, 90_000);
afterAll(async () => {
  await simulator?.stop();
});

const newId = () => randomBytes(16).toString("hex").toUpperCase();
const input = (transactionId: string) => ({
  transactionId,
  amountMinor: 49_900,
  currency: "NOK",
  reference: transactionId,
});

async function failure(run: () => Promise<unknown>): Promise<CardError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(CardError);
  return error as CardError;
}

describe("the card client", () => {
  it("creates a transaction once, reads it, pays it on the hosted page with a signed return", async () => {
    const id = newId();
    const created = await client.create(input(id));
    expect((await client.create(input(id))).hostedPageUrl).toBe(created.hostedPageUrl);
    expect(await client.read(id)).toMatchObject({
      transactionId: id,
      status: "CREATED",
      amount: 49_900,
      currency: "NOK",
    });
    const paid = await answerHostedPage(created.hostedPageUrl, "pay");
    const back = new URL(paid.location!);
    expect(back.pathname).toBe("/payments/card/return");
    const query = Object.fromEntries(back.searchParams) as { transactionId: string; status: string; mac: string };
    expect(isReturnMac(simulator.secret, query)).toBe(true);
    expect(isReturnMac(simulator.secret, { ...query, status: "DECLINED" })).toBe(false);
    expect(isReturnMac(LOCAL_CARD_SECRET, query)).toBe(false);
    expect(await client.read(id)).toMatchObject({ status: "PAID", paymentReference: expect.any(String) as unknown });
  });

  it("cancels while CREATED; a second cancel is a 409", async () => {
    const id = newId();
    await client.create(input(id));
    expect((await client.cancel(id)).status).toBe("CANCELLED");
    expect((await failure(() => client.cancel(id))).status).toBe(409);
    expect((await failure(() => client.read(newId()))).status).toBe(404);
  });

  it("is refused with another secret, and has no answer from a closed port", async () => {
    const wrong = createCardClient(
      cardConfigFromEnv({ HOUSING_CARD_URL: simulator.url, HOUSING_CARD_SECRET: "another-secret" }),
    );
    expect((await failure(() => wrong.read(newId()))).status).toBe(401);
    const down = createCardClient(cardConfigFromEnv({ HOUSING_CARD_URL: "http://127.0.0.1:9/" }));
    expect((await failure(() => down.create(input(newId())))).status).toBe(0);
  });
});

describe("cardConfigFromEnv", () => {
  it("defaults to the simulator locally and wants every value, HTTPS and a real secret in production", () => {
    expect(cardConfigFromEnv({})).toMatchObject({ url: "http://127.0.0.1:4306/", secret: LOCAL_CARD_SECRET });
    expect(() => cardConfigFromEnv({ HOUSING_ENV: "production" })).toThrow(/HOUSING_CARD_URL must be set/);
    expect(() =>
      cardConfigFromEnv({
        HOUSING_ENV: "production",
        HOUSING_CARD_URL: "http://card.example/",
        HOUSING_CARD_SECRET: LOCAL_CARD_SECRET,
        HOUSING_CARD_RETURN_URL: "https://api.example/payments/card/return",
      }),
    ).toThrow(/HOUSING_CARD_URL must be an https URL.*HOUSING_CARD_SECRET/);
    expect(() => cardConfigFromEnv({ HOUSING_CARD_TIMEOUT_MS: "5" })).toThrow(/HOUSING_CARD_TIMEOUT_MS/);
  });
});
