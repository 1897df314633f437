import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import type { RunningSimulator } from "../simulator";
import { postForm, send } from "../bankid/test-helpers";
import { startCard } from "./index";
import { LOCAL_CARD_SECRET, requestSignature, returnMac } from "./signing";

const clock = manualClock(Date.now());
let simulator: RunningSimulator;
let api: string;

beforeAll(async () => {
  simulator = await startCard({ dataDir: "", freePorts: true, clock, log: () => {}, env: {} });
  api = simulator.urls.api!;
});
afterAll(async () => {
  await simulator?.close();
});

const newId = () => randomBytes(16).toString("hex").toUpperCase();
const returnUrl = "http://127.0.0.1:4000/payments/card/return";

/** A merchant call signed as signing.ts describes. */
function signed(method: string, path: string, body?: unknown, secret = LOCAL_CARD_SECRET, at = clock.now()) {
  const text = body === undefined ? "" : JSON.stringify(body);
  const timestamp = String(Math.floor(at / 1000));
  return send(new URL(path, api).href, {
    method,
    ...(body === undefined ? {} : { body: text }),
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      "x-card-timestamp": timestamp,
      "x-card-signature": requestSignature(secret, { timestamp, method, path, body: text }),
    },
  });
}
const create = (id: string, extra: Record<string, unknown> = {}) =>
  signed("POST", "/v1/transactions", {
    transactionId: id,
    amount: 29_900,
    currency: "SEK",
    reference: id,
    returnUrl,
    ...extra,
  });
const read = (id: string) => signed("GET", `/v1/transactions/${id}`);

describe("the merchant API", () => {
  it("refuses an unsigned call, a wrong secret and an old timestamp", async () => {
    expect((await send(new URL(`/v1/transactions/${newId()}`, api).href)).status).toBe(401);
    expect((await signed("GET", `/v1/transactions/${newId()}`, undefined, "another-secret")).status).toBe(401);
    const body = { transactionId: newId(), amount: 100, currency: "SEK", reference: "old", returnUrl };
    const stale = await signed("POST", "/v1/transactions", body, LOCAL_CARD_SECRET, clock.now() - 10 * 60 * 1000);
    expect(stale.status).toBe(401);
  });

  it("creates a transaction once: the same id answers the existing one", async () => {
    const id = newId();
    const first = await create(id);
    expect(first.status).toBe(201);
    const { hostedPageUrl } = first.json() as { hostedPageUrl: string };
    expect(hostedPageUrl).toMatch(/\/pay\/[0-9a-f]{32}$/);
    const again = await create(id);
    expect(again.status).toBe(200);
    expect(again.json()).toMatchObject({ hostedPageUrl, status: "CREATED" });
    expect((await create(id, { amount: 1 })).status).toBe(409);
    expect((await read(id)).json()).toMatchObject({
      transactionId: id,
      status: "CREATED",
      amount: 29_900,
      currency: "SEK",
    });
    expect((await read(newId())).status).toBe(404);
  });

  it("answers 400 with the fields it refuses", async () => {
    const answer = await signed("POST", "/v1/transactions", {
      transactionId: "no spaces here",
      amount: 12.5,
      currency: "USD",
      reference: "",
      returnUrl: "http://example.com/back",
    });
    expect(answer.status).toBe(400);
    const fields = (answer.json() as { errors: { field: string }[] }).errors.map((problem) => problem.field);
    expect(fields.sort()).toEqual(["amount", "currency", "reference", "returnUrl", "transactionId"]);
  });

  it("cancels a CREATED transaction once", async () => {
    const id = newId();
    const { hostedPageUrl } = (await create(id)).json() as { hostedPageUrl: string };
    expect((await signed("POST", `/v1/transactions/${id}/cancel`)).json()).toMatchObject({ status: "CANCELLED" });
    expect((await signed("POST", `/v1/transactions/${id}/cancel`)).status).toBe(409);
    expect((await send(hostedPageUrl)).status).toBe(404);
  });
});

describe("the hosted payment page", () => {
  async function axeViolations(html: string) {
    const window = new Window({ url: api });
    window.document.write(html);
    const axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    window.eval(axeSource);
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string }[] }> };
      }
    ).axe;
    const result = await axe.run(window.document, { rules: { "color-contrast": { enabled: false } } });
    await window.happyDOM.close();
    return result.violations.map((violation) => violation.id);
  }

  it("is a labelled form with a test card, and Pay returns to the merchant with a signed PAID", async () => {
    const id = newId();
    const { hostedPageUrl } = (await create(id)).json() as { hostedPageUrl: string };
    const page = await send(hostedPageUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<label for="card-number">');
    expect(page.text).toMatch(/value="4111 1111 1111 1111"/);
    expect(await axeViolations(page.text)).toEqual([]);
    const paid = await postForm(hostedPageUrl, { cardNumber: "4111 1111 1111 1111", action: "pay", reason: "05" });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      transactionId: id,
      status: "PAID",
      mac: returnMac(LOCAL_CARD_SECRET, id, "PAID"),
    });
    expect((await read(id)).json()).toMatchObject({
      status: "PAID",
      paymentReference: expect.stringMatching(/^[0-9A-F]{24}$/) as unknown,
      datePaid: expect.any(String) as unknown,
    });
    // Answered: the page is closed.
    expect((await send(hostedPageUrl)).status).toBe(404);
  });

  it("keeps the reason of a Decline and refuses a card number that fails the check digit", async () => {
    const id = newId();
    const { hostedPageUrl } = (await create(id)).json() as { hostedPageUrl: string };
    const wrong = await postForm(hostedPageUrl, { cardNumber: "4111 1111 1111 1112", action: "pay" });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain('aria-invalid="true"');
    expect(await axeViolations(wrong.text)).toEqual([]);
    expect((await read(id)).json()).toMatchObject({ status: "CREATED" });
    const declined = await postForm(hostedPageUrl, { cardNumber: "", action: "decline", reason: "51" });
    expect(new URL(declined.headers.location as string).searchParams.get("status")).toBe("DECLINED");
    expect((await read(id)).json()).toMatchObject({
      status: "DECLINED",
      errorCode: "51",
      errorMessage: "Insufficient funds",
    });
  });

  it("answers 404 for an unknown or expired page, and the expired transaction ends as ERROR", async () => {
    expect((await send(new URL(`/pay/${"0".repeat(32)}`, api).href)).status).toBe(404);
    const id = newId();
    const { hostedPageUrl } = (await create(id)).json() as { hostedPageUrl: string };
    clock.advance(16 * 60 * 1000);
    expect((await send(hostedPageUrl)).status).toBe(404);
    expect((await read(id)).json()).toMatchObject({ status: "ERROR", errorCode: "EXPIRED" });
  });
});
