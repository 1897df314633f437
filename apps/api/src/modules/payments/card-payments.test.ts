import { createHmac } from "node:crypto";
import type { Hono } from "hono";
import { and, eq } from "drizzle-orm";
import { getSiteByKey, routePath, siteOrigin } from "@housing/site-config";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { notifications, paymentRequests, payments } from "../../core/db/schema";
import { cardConfigFromEnv } from "../../providers/card";
import { call } from "../../testing/account";
import { answerHostedPage, startCardSimulator, type CardSimulatorProcess } from "../../testing/card-simulator";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { notifyVipPayment } from "../notifications/service";
import { cardProvider } from "./card-provider";

/*
 * Paying a VIP fee by card end to end: the API's calls, the card simulator (its own process, signed
 * calls), its hosted page's answer and the browser's signed return to this API. Two users: neither
 * reaches the other's payment.
 */
const site = (key: string) => {
  const config = getSiteByKey(key)!;
  return `${siteOrigin(config.code, "production")}${routePath(config, "payments")!}`;
};

describe.each(testDrivers())("card payments on $name", (driver) => {
  let simulator: CardSimulatorProcess;
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = {};
  const config = () =>
    cardConfigFromEnv({
      HOUSING_CARD_URL: simulator.url,
      HOUSING_CARD_SECRET: simulator.secret,
      HOUSING_CARD_RETURN_URL: "http://127.0.0.1:4000/payments/card/return",
    });

  beforeAll(async () => {
    simulator = await startCardSimulator();
    options.paymentProviders = { card: cardProvider(config()) };
  }, 90_000);
  afterAll(async () => {
    await simulator?.stop();
  });

  const seeded = useSeededApp(driver, { app: options });
  let anna = "";
  let erik = "";
  let ola = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    ola = await sessionToken(db, { userId: demoUserId("ola"), siteKey: "Jmno" });
  });

  const app = (): Hono => seeded.app;
  async function newPayment(user: string, siteKey: "Jmse" | "Jmno" = "Jmse") {
    const { db } = seeded.handle;
    const [row] = await db
      .insert(payments)
      .values({ userId: demoUserId(user), siteKey, status: "NotPaid", amountMinor: 29_900 })
      .returning();
    await notifyVipPayment(db, demoUserId(user), siteKey, new Date());
    return row!.id;
  }
  const createId = async (token: string, paymentId: string) =>
    (await call(app(), "GET", `/api/buyresidence/createpaymentid/${paymentId}`, { token })).body
      .paymentRequestId as string;
  const start = (token: string, body: object) =>
    call(app(), "POST", "/api/buyresidence/startnordeapayment", { token, body });
  const status = (token: string, paymentId: string, requestId: string) =>
    call(app(), "GET", `/api/buyresidence/paymentstatus/${paymentId}/${requestId}`, { token });
  const stored = async (requestId: string) =>
    (await seeded.handle.db.select().from(paymentRequests).where(eq(paymentRequests.instructionId, requestId)))[0];
  /** The browser following the provider's redirect to this API: the API's own redirect is answered, not followed. */
  const followReturn = async (location: string) => {
    const url = new URL(location);
    const response = await app().request(`${url.pathname}${url.search}`);
    return { status: response.status, location: response.headers.get("location"), text: await response.text() };
  };
  const mac = (transactionId: string, value: string, secret = simulator.secret) =>
    createHmac("sha256", secret).update(`${transactionId}\n${value}`).digest("hex");

  it("answers 401 without a login and 400 with field errors for a bad body or another return page", async () => {
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    expect((await call(app(), "POST", "/api/buyresidence/startnordeapayment", { body: {} })).status).toBe(401);
    const bad = await start(anna, { paymentId: "nope", paymentRequestId: "abc", returnUrl: "not a url" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual([
      "body.paymentId",
      "body.paymentRequestId",
      "body.returnUrl",
    ]);
    for (const returnUrl of [
      `${siteOrigin("se", "production")}/mina-sidor/`,
      // The payments page on another host: the return would be an open redirect.
      `https://evil.example${routePath(getSiteByKey("Jmse")!, "payments")!}`,
      `http://www.fjallvik.example${routePath(getSiteByKey("Jmse")!, "payments")!}`,
      `${site("Jmse")}?x=1`,
      `${site("Jmse")}#top`,
      // The Norwegian site's payments page for a payment of the Swedish site.
      site("Jmno"),
      `javascript:${routePath(getSiteByKey("Jmse")!, "payments")!}`,
    ]) {
      const answer = await start(anna, { paymentId, paymentRequestId: requestId, returnUrl });
      expect(answer.status, returnUrl).toBe(400);
      expect(answer.body.fieldErrors).toEqual({ "body.returnUrl": ["invalidReturnUrl"] });
    }
    expect(await stored(requestId)).toMatchObject({ status: "NEW", provider: null, returnUrl: null });
  });

  it("keeps one user out of another's payment", async () => {
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    const body = { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") };
    expect((await start(erik, body)).status).toBe(404);
    expect((await status(erik, paymentId, requestId)).status).toBe(404);
    // Nor by pairing the own payment with the other's request.
    const erikPayment = await newPayment("erik");
    expect((await start(erik, { ...body, paymentId: erikPayment })).status).toBe(404);
    expect(await stored(requestId)).toMatchObject({ status: "NEW", provider: null });
    // Anna's own start still works, and Erik still cannot read it.
    expect((await start(anna, body)).body).toMatchObject({ status: "CREATED", provider: "card" });
    expect((await status(erik, paymentId, requestId)).status).toBe(404);
  });

  it("pays by card: a double start makes one transaction, a return followed twice counts once", async () => {
    const { db } = seeded.handle;
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    const body = { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") };
    const [one, two] = await Promise.all([start(anna, body), start(anna, body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const started = one.body.appUrl ? one : two;
    expect(started.body).toMatchObject({ status: "CREATED", provider: "card", amount: 29_900, currency: "SEK" });
    const hostedPageUrl = started.body.appUrl as string;
    expect(hostedPageUrl.startsWith(simulator.url)).toBe(true);
    expect((await start(anna, body)).body).toMatchObject({ appUrl: hostedPageUrl, status: "CREATED" });
    expect((await status(anna, paymentId, requestId)).body).toMatchObject({ appUrl: hostedPageUrl });
    expect(await db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, paymentId))).toHaveLength(1);

    const paid = await answerHostedPage(hostedPageUrl, "pay");
    expect(paid.status).toBe(303);
    const back = await followReturn(paid.location!);
    expect(back.status).toBe(303);
    const page = new URL(back.location!);
    expect(`${page.origin}${page.pathname}`).toBe(site("Jmse"));
    expect(Object.fromEntries(page.searchParams)).toEqual({ paymentId, transactionId: requestId, type: "card" });
    expect((await status(anna, paymentId, requestId)).body).toMatchObject({
      status: "PAID",
      paymentStatus: "Paid",
      errorCode: null,
      datePaid: expect.any(String) as unknown,
    });
    const bell = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, demoUserId("anna")), eq(notifications.notificationType, "VipPayment")));
    expect(bell).toEqual([]);

    // The browser goes back and follows the return again: the same redirect, nothing changes.
    const [paymentBefore] = await db.select().from(payments).where(eq(payments.id, paymentId));
    const requestBefore = await stored(requestId);
    expect(await followReturn(paid.location!)).toMatchObject({ status: 303, location: back.location });
    expect((await db.select().from(payments).where(eq(payments.id, paymentId)))[0]).toEqual(paymentBefore);
    expect(await stored(requestId)).toEqual(requestBefore);
    expect((await call(app(), "GET", `/api/buyresidence/createpaymentid/${paymentId}`, { token: anna })).status).toBe(
      409,
    );
  });

  it("keeps the payment unpaid with the bank's reason when the payer declines, then lets it be retried", async () => {
    const paymentId = await newPayment("erik");
    const requestId = await createId(erik, paymentId);
    const started = await start(erik, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") });
    const declined = await answerHostedPage(started.body.appUrl as string, "decline", "51");
    expect(new URL(declined.location!).searchParams.get("status")).toBe("DECLINED");
    expect((await followReturn(declined.location!)).status).toBe(303);
    expect(await stored(requestId)).toMatchObject({
      status: "DECLINED",
      errorCode: "51",
      errorMessage: "Insufficient funds",
    });
    expect((await status(erik, paymentId, requestId)).body).toMatchObject({
      status: "DECLINED",
      paymentStatus: "NotPaid",
      errorCode: "51",
    });
    expect(await createId(erik, paymentId)).not.toBe(requestId);
  });

  it("refuses a return with a wrong MAC and never takes the status from the query", async () => {
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    const started = await start(anna, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") });
    const returnOf = (query: Record<string, string>) =>
      followReturn(`http://127.0.0.1/payments/card/return?${new URLSearchParams(query).toString()}`);

    // Signed with another secret, or a signed DECLINED passed off as PAID: 400, nothing read or changed.
    for (const query of [
      { transactionId: requestId, status: "PAID", mac: mac(requestId, "PAID", "another-secret") },
      { transactionId: requestId, status: "PAID", mac: mac(requestId, "DECLINED") },
    ]) {
      const refused = await returnOf(query);
      expect(refused.status).toBe(400);
      expect(JSON.parse(refused.text)).toMatchObject({ fieldErrors: { "query.mac": ["invalidSignature"] } });
    }
    const malformed = await returnOf({ transactionId: "x", status: "WHATEVER", mac: "zz" });
    expect(malformed.status).toBe(400);
    expect(Object.keys((JSON.parse(malformed.text) as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      "query.mac",
      "query.status",
      "query.transactionId",
    ]);
    // A correctly signed PAID while the provider says CREATED: the provider is believed.
    expect((await returnOf({ transactionId: requestId, status: "PAID", mac: mac(requestId, "PAID") })).status).toBe(
      303,
    );
    expect(await stored(requestId)).toMatchObject({ status: "CREATED", paidAt: null });
    // An unknown attempt with a valid MAC: 404.
    const unknown = "0".repeat(32);
    expect((await returnOf({ transactionId: unknown, status: "PAID", mac: mac(unknown, "PAID") })).status).toBe(404);
    // The real answer still works afterwards.
    const paid = await answerHostedPage(started.body.appUrl as string, "pay");
    expect((await followReturn(paid.location!)).status).toBe(303);
    expect(await stored(requestId)).toMatchObject({ status: "PAID" });
  });

  it("answers 503 when the provider cannot be reached and keeps the attempt to be started again", async () => {
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    const providers = options.paymentProviders!;
    const working = providers.card;
    providers.card = cardProvider({ ...config(), url: "http://127.0.0.1:9/" });
    const failed = await start(anna, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") });
    providers.card = working;
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ error: "ServiceUnavailable", message: "paymentProviderUnavailable" });
    expect(await stored(requestId)).toMatchObject({ status: "NEW", provider: null, returnUrl: null });
    const retried = await start(anna, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") });
    expect(retried.body).toMatchObject({ paymentRequestId: requestId, status: "CREATED", provider: "card" });
  });

  it("cancels an unanswered card payment, only the owner's, and closes its hosted page", async () => {
    const paymentId = await newPayment("anna");
    const requestId = await createId(anna, paymentId);
    const started = await start(anna, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmse") });
    const cancel = (token: string) =>
      call(app(), "POST", `/api/buyresidence/cancelpayment/${paymentId}/${requestId}`, { token });
    expect((await cancel(erik)).status).toBe(404);
    expect(await stored(requestId)).toMatchObject({ status: "CREATED" });
    expect((await cancel(anna)).body).toMatchObject({ status: "CANCELLED", paymentStatus: "NotPaid" });
    // The provider has cancelled it too: its page no longer takes an answer.
    expect((await answerHostedPage(started.body.appUrl as string, "pay")).status).toBe(404);
    expect((await cancel(anna)).body).toMatchObject({ status: "CANCELLED" });
  });

  it("takes the Norwegian site's NOK, back to its own payments page", async () => {
    const paymentId = await newPayment("ola", "Jmno");
    const requestId = await createId(ola, paymentId);
    const started = await start(ola, { paymentId, paymentRequestId: requestId, returnUrl: site("Jmno") });
    expect(started.body).toMatchObject({ status: "CREATED", currency: "NOK" });
    const paid = await answerHostedPage(started.body.appUrl as string, "pay");
    const back = await followReturn(paid.location!);
    expect(back.location!.startsWith(`${site("Jmno")}?paymentId=`)).toBe(true);
    expect((await status(ola, paymentId, requestId)).body).toMatchObject({ status: "PAID", paymentStatus: "Paid" });
  });
});
