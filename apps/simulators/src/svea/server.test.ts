import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import type { RunningSimulator } from "../simulator";
import { postForm, send } from "../bankid/test-helpers";
import { sveaSignature, sveaTimestamp } from "./auth";
import { startSvea, SVEA_LOCAL_MERCHANT } from "./index";

const clock = manualClock();
let simulator: RunningSimulator;
let api: string;
let merchant: Server;
let merchantOrigin: string;
const pushes: string[] = [];
/** How many more pushes the merchant refuses with 503 before it answers 200. */
let refuseNext = 0;

beforeAll(async () => {
  simulator = await startSvea({
    dataDir: "/nonexistent",
    freePorts: true,
    clock,
    log: () => {},
    env: { HOUSING_SVEA_SIM_PUSH_RETRY_MS: "20" },
  });
  api = simulator.urls.api!;
  merchant = createServer((request, response) => {
    if (refuseNext > 0) {
      refuseNext -= 1;
      response.writeHead(503).end();
      return;
    }
    pushes.push(`${request.method} ${request.url}`);
    response.writeHead(200).end();
  });
  await new Promise<void>((resolve) => merchant.listen(0, "127.0.0.1", resolve));
  merchantOrigin = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await simulator?.close();
  merchant?.close();
});

const newNumber = () => randomBytes(16).toString("hex").toUpperCase();
const order = (extra: Record<string, unknown> = {}) => ({
  countryCode: "SE",
  currency: "SEK",
  locale: "sv-SE",
  clientOrderNumber: newNumber(),
  merchantSettings: {
    CheckoutUri: `${merchantOrigin}/mina-sidor/betalningar/?paymentId=1`,
    ConfirmationUri: `${merchantOrigin}/mina-sidor/betalningar/?paymentId=1&type=svea`,
    TermsUri: `${merchantOrigin}/terms/`,
    PushUri: `${merchantOrigin}/payments/svea/push?orderId={checkout.order.uri}`,
  },
  cart: { Items: [{ ArticleNumber: "VIP", Name: "VIP-avgift", Quantity: 100, UnitPrice: 29_900, VatPercent: 2500 }] },
  ...extra,
});

function signed(body: string, options: { secret?: string; at?: number; merchantId?: string } = {}) {
  const timestamp = sveaTimestamp(options.at ?? clock.now());
  const token = sveaSignature(
    {
      merchantId: options.merchantId ?? SVEA_LOCAL_MERCHANT.merchantId,
      secret: options.secret ?? SVEA_LOCAL_MERCHANT.secret,
    },
    body,
    timestamp,
  );
  return { authorization: `Svea ${token}`, timestamp, "content-type": "application/json" };
}
const create = (payload: unknown, options: Parameters<typeof signed>[1] = {}) => {
  const body = JSON.stringify(payload);
  return send(`${api}api/orders`, { method: "POST", body, headers: signed(body, options) });
};
const read = (id: number | string) => send(`${api}api/orders/${id}`, { headers: signed("") });
const iframeSrc = (answer: { json: () => unknown }) =>
  /<iframe src="([^"]+)"/.exec((answer.json() as { Gui: { Snippet: string } }).Gui.Snippet)![1]!;

async function axeViolations(html: string, url: string) {
  const window = new Window({ url });
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

async function until<T>(check: () => T | undefined): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const value = check();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("timed out");
}

describe("the merchant API", () => {
  it("creates an order (201) with the checkout snippet, and answers the same clientOrderNumber with it (200)", async () => {
    const body = order();
    const first = await create(body);
    expect(first.status).toBe(201);
    const created = first.json() as Record<string, unknown>;
    expect(created).toMatchObject({
      OrderId: expect.any(Number) as unknown,
      ClientOrderNumber: body.clientOrderNumber,
      Status: "Created",
      OrderAmount: 29_900,
      PaymentType: null,
    });
    expect(iframeSrc(first)).toBe(`${api}checkout/${String(created.OrderId)}`);
    const again = await create(body);
    expect(again.status).toBe(200);
    expect((again.json() as Record<string, unknown>).OrderId).toBe(created.OrderId);
    expect((await read(created.OrderId as number)).json()).toMatchObject({ Status: "Created", Currency: "SEK" });
    expect((await read(1)).status).toBe(404);
  });

  it("refuses a wrong secret, another merchant, a Timestamp over five minutes off and a missing header", async () => {
    expect((await create(order(), { secret: "wrong" })).status).toBe(401);
    expect((await create(order(), { merchantId: "999999" })).status).toBe(401);
    expect((await create(order(), { at: clock.now() - 6 * 60 * 1000 })).status).toBe(401);
    expect((await create(order(), { at: clock.now() + 6 * 60 * 1000 })).status).toBe(401);
    expect((await create(order(), { at: clock.now() - 4 * 60 * 1000 })).status).toBe(201);
    expect((await send(`${api}api/orders/1`)).status).toBe(401);
    // The signature covers the body: the same headers with another body are refused.
    const body = JSON.stringify(order());
    const tampered = await send(`${api}api/orders`, {
      method: "POST",
      body: body.replace("29900", "100"),
      headers: signed(body),
    });
    expect(tampered.status).toBe(401);
  });

  it.each([
    ["countryCode", { countryCode: "XX" }],
    ["currency", { currency: "USD" }],
    ["locale", { locale: "xx" }],
    ["clientOrderNumber", { clientOrderNumber: "x".repeat(33) }],
    [
      "merchantSettings.PushUri",
      {
        merchantSettings: {
          CheckoutUri: "http://127.0.0.1:9/a",
          ConfirmationUri: "http://127.0.0.1:9/b",
          TermsUri: "http://127.0.0.1:9/c",
          PushUri: "ftp://127.0.0.1/push",
        },
      },
    ],
    ["cart.Items", { cart: { Items: [] } }],
    ["cart.Items[0].VatPercent", { cart: { Items: [{ Name: "A", Quantity: 100, UnitPrice: 1, VatPercent: 25.5 }] } }],
  ])("answers 400 naming %s", async (name, change) => {
    const answer = await create(order(change));
    expect(answer.status).toBe(400);
    expect((answer.json() as { Errors: { Field: string }[] }).Errors.map((error) => error.Field)).toEqual([name]);
  });

  it("answers 400 to a body that is not JSON", async () => {
    const body = "{not json";
    expect((await send(`${api}api/orders`, { method: "POST", body, headers: signed(body) })).status).toBe(400);
  });
});

describe("the checkout page and the pushes", () => {
  it("shows an accessible page with the order and its two buttons", async () => {
    const page = await send(iframeSrc(await create(order())));
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/<h1>[^<]+<\/h1>/);
    expect(page.text).toContain('<label for="type-Card">');
    expect(page.text).toContain(">Complete purchase</button>");
    expect(page.text).toContain(">Cancel</button>");
    expect(page.headers["content-security-policy"]).toContain(`frame-ancestors 'self' ${merchantOrigin}`);
    expect(await axeViolations(page.text, api)).toEqual([]);
  });

  it("completes to Final with the payment type, pushes until answered 200 and sends the buyer to the confirmation", async () => {
    const body = order();
    const created = await create(body);
    const id = (created.json() as { OrderId: number }).OrderId;
    refuseNext = 2;
    const answered = await postForm(iframeSrc(created), { action: "complete", paymentType: "Invoice" });
    expect(answered.status).toBe(303);
    expect(answered.headers.location).toBe(body.merchantSettings.ConfirmationUri);
    expect(await until(() => pushes.find((push) => push.endsWith(`orderId=${id}`)))).toBe(
      `POST /payments/svea/push?orderId=${id}`,
    );
    expect(refuseNext).toBe(0);
    expect((await read(id)).json()).toMatchObject({ Status: "Final", PaymentType: "Invoice" });
    // Ended: a second answer changes nothing, the page says so.
    await postForm(iframeSrc(created), { action: "cancel" });
    expect((await read(id)).json()).toMatchObject({ Status: "Final" });
    const ended = await send(iframeSrc(created));
    expect(ended.text).toContain("This order is paid.");
    expect(await axeViolations(ended.text, api)).toEqual([]);
    // The same clientOrderNumber again: the finished order, not a new one.
    expect((await create(body)).json()).toMatchObject({ OrderId: id, Status: "Final" });
  });

  it("cancels, pushes it and sends the buyer back to the checkout page", async () => {
    const body = order();
    const created = await create(body);
    const id = (created.json() as { OrderId: number }).OrderId;
    const answered = await postForm(iframeSrc(created), { action: "cancel" });
    expect(answered.headers.location).toBe(body.merchantSettings.CheckoutUri);
    await until(() => pushes.find((push) => push.endsWith(`orderId=${id}`)));
    expect((await read(id)).json()).toMatchObject({ Status: "Cancelled", PaymentType: null });
  });
});
