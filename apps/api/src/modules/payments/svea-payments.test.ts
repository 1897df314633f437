import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { notifications, paymentRequests, payments } from "../../core/db/schema";
import { sveaConfigFromEnv } from "../../providers/svea";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { buyerAnswers, startSveaSimulator, type SveaSimulatorProcess } from "../../testing/svea-simulator";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { notifyVipPayment } from "../notifications/service";
import { sveaProvider } from "./svea-provider";

/*
 * Paying a VIP fee with Svea Checkout end to end: the API's calls, the simulator (its own process,
 * signed calls), the buyer on its checkout page and its pushes to this API on a real socket. Two
 * users: neither reaches the other's payment.
 */
const RETURN_SE = "http://localhost:3000/mina-sidor/betalningar/";
const RETURN_NO = "http://localhost:3003/mine-sider/betalinger/";

describe.each(testDrivers())("Svea payments on $name", (driver) => {
  let simulator: SveaSimulatorProcess;
  let server: ServerType;
  let current: Hono | undefined;
  let port = 0;
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = {};
  const pushes: string[] = [];

  beforeAll(async () => {
    simulator = await startSveaSimulator();
    // The push's socket serves whatever app the database hook made, and notes each push it gets.
    server = serve({
      fetch: (request) => {
        if (new URL(request.url).pathname === "/payments/svea/push") pushes.push(new URL(request.url).search);
        return current!.fetch(request);
      },
      port: 0,
      hostname: "127.0.0.1",
    });
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
    options.paymentProviders = {
      svea: sveaProvider(
        sveaConfigFromEnv({
          HOUSING_SVEA_URL: simulator.apiUrl,
          HOUSING_SVEA_PUSH_URL: `http://127.0.0.1:${port}/payments/svea/push`,
        }),
      ),
    };
  }, 90_000);

  const seeded = useSeededApp(driver, { app: options });
  let anna = "";
  let erik = "";
  let ola = "";
  let annaPayment = "";
  let erikPayment = "";
  let olaPayment = "";

  const addPayment = async (user: string, siteKey: "Jmse" | "Jmno", amountMinor = 29_900) => {
    const { db } = seeded.handle;
    const [row] = await db
      .insert(payments)
      .values({ userId: demoUserId(user), siteKey, status: "NotPaid", amountMinor })
      .returning();
    await notifyVipPayment(db, demoUserId(user), siteKey, new Date());
    return row!.id;
  };

  beforeAll(async () => {
    current = seeded.app;
    const { db } = seeded.handle;
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    ola = await sessionToken(db, { userId: demoUserId("ola"), siteKey: "Jmno" });
    annaPayment = await addPayment("anna", "Jmse");
    erikPayment = await addPayment("erik", "Jmse");
    olaPayment = await addPayment("ola", "Jmno", 45_000);
  });

  afterAll(async () => {
    server?.close();
    await simulator?.stop();
  });

  const app = () => seeded.app;
  const createId = async (token: string, paymentId: string) =>
    (await call(app(), "GET", `/api/buyresidence/createpaymentid/${paymentId}`, { token })).body
      .paymentRequestId as string;
  const start = (token: string, body: object) =>
    call(app(), "POST", "/api/buyresidence/startsveapayment", { token, body });
  const status = (token: string, paymentId: string, requestId: string) =>
    call(app(), "GET", `/api/buyresidence/paymentstatus/${paymentId}/${requestId}`, { token });
  const requestRow = async (requestId: string) =>
    (await seeded.handle.db.select().from(paymentRequests).where(eq(paymentRequests.instructionId, requestId)))[0]!;
  const paymentRow = async (paymentId: string) =>
    (await seeded.handle.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;

  async function until<T>(check: () => Promise<T | undefined>): Promise<T> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const value = await check();
      if (value !== undefined) return value;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("timed out");
  }

  it("answers 401 without a login and 400 with field errors for a bad body or another return page", async () => {
    expect((await call(app(), "POST", "/api/buyresidence/startsveapayment", { body: {} })).status).toBe(401);
    const bad = await start(anna, { paymentId: "nope", paymentRequestId: "abc", returnUrl: "not a url" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual([
      "body.paymentId",
      "body.paymentRequestId",
      "body.returnUrl",
    ]);
    const requestId = await createId(anna, annaPayment);
    for (const returnUrl of [
      "http://localhost:3000/mina-sidor/",
      `${RETURN_SE}?next=1`,
      `${RETURN_SE}#x`,
      // The Norwegian site's page is not the Swedish payment's.
      RETURN_NO,
      "javascript://localhost:3000/mina-sidor/betalningar/",
    ]) {
      const answer = await start(anna, { paymentId: annaPayment, paymentRequestId: requestId, returnUrl });
      expect(answer.status, returnUrl).toBe(400);
      expect(answer.body).toMatchObject({
        message: "invalidReturnUrl",
        fieldErrors: { "body.returnUrl": ["invalidReturnUrl"] },
      });
    }
    expect((await requestRow(requestId)).status).toBe("NEW");
  });

  it("keeps one user out of another's payment", async () => {
    const requestId = await createId(anna, annaPayment);
    const body = { paymentId: annaPayment, paymentRequestId: requestId, returnUrl: RETURN_SE };
    expect((await start(erik, body)).status).toBe(404);
    // A bad return page does not tell Erik the payment exists either.
    expect((await start(erik, { ...body, returnUrl: "http://localhost:3000/x/" })).status).toBe(404);
    expect((await start(erik, { ...body, paymentId: erikPayment })).status).toBe(404);
    expect((await status(erik, annaPayment, requestId)).status).toBe(404);
    expect((await requestRow(requestId)).status).toBe("NEW");
  });

  it("pays to Final: the checkout page, one Svea order for two starts, the push counted once", async () => {
    const requestId = await createId(anna, annaPayment);
    const body = { paymentId: annaPayment, paymentRequestId: requestId, returnUrl: RETURN_SE };
    const started = await start(anna, body);
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ provider: "svea", status: "CREATED", amount: 29_900, currency: "SEK" });
    const page = started.body.appUrl as string;
    expect(page).toMatch(new RegExp(`^${simulator.apiUrl}checkout/\\d+$`));
    const orderId = (await requestRow(requestId)).providerOrderId!;
    expect(page.endsWith(`/${orderId}`)).toBe(true);
    // A second start: Svea answers the same clientOrderNumber with the same order (200).
    const again = await start(anna, body);
    expect(again.body).toMatchObject({ paymentRequestId: requestId, status: "CREATED", appUrl: page });
    expect((await requestRow(requestId)).providerOrderId).toBe(orderId);

    const buyer = await buyerAnswers(page, "complete", "Card");
    expect(buyer.status).toBe(303);
    const back = new URL(buyer.location!);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_SE);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      paymentId: annaPayment,
      transactionId: requestId,
      type: "svea",
    });
    // The push alone (no status read) marks it paid.
    const paid = await until(async () => ((await paymentRow(annaPayment)).status === "Paid" ? true : undefined));
    expect(paid).toBe(true);
    expect(pushes).toContain(`?orderId=${orderId}`);
    const request = await requestRow(requestId);
    expect(request).toMatchObject({ status: "PAID", paymentReference: orderId });
    const bell = await seeded.handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, demoUserId("anna")), eq(notifications.notificationType, "VipPayment")));
    expect(bell).toEqual([]);

    // Pushed twice more: nothing changes.
    const paymentBefore = await paymentRow(annaPayment);
    for (let push = 0; push < 2; push++) {
      expect((await call(app(), "POST", `/payments/svea/push?orderId=${orderId}`)).status).toBe(200);
    }
    expect(await paymentRow(annaPayment)).toEqual(paymentBefore);
    expect(await requestRow(requestId)).toEqual(request);
    expect((await status(anna, annaPayment, requestId)).body).toMatchObject({ status: "PAID", paymentStatus: "Paid" });
    expect((await paymentRow(erikPayment)).status).toBe("NotPaid");
  });

  it("keeps the payment unpaid when the buyer cancels on Svea's page, and reads it on a status call", async () => {
    const { db } = seeded.handle;
    // Pushes to nowhere: only the status call can learn the end.
    const quiet = sveaProvider(
      sveaConfigFromEnv({ HOUSING_SVEA_URL: simulator.apiUrl, HOUSING_SVEA_PUSH_URL: "http://127.0.0.1:9/push" }),
    );
    const providers = options.paymentProviders!;
    const working = providers.svea;
    providers.svea = quiet;
    try {
      const requestId = await createId(erik, erikPayment);
      const started = await start(erik, { paymentId: erikPayment, paymentRequestId: requestId, returnUrl: RETURN_SE });
      expect(started.body.status).toBe("CREATED");
      // Svea cannot cancel an open checkout: our cancel leaves it open.
      const cancel = await call(app(), "POST", `/api/buyresidence/cancelpayment/${erikPayment}/${requestId}`, {
        token: erik,
      });
      expect(cancel.body).toMatchObject({ status: "CREATED" });
      const buyer = await buyerAnswers(started.body.appUrl as string, "cancel");
      expect(buyer.location).toBe(`${RETURN_SE}?paymentId=${erikPayment}&transactionId=${requestId}&type=svea`);
      expect((await requestRow(requestId)).status).toBe("CREATED");
      expect((await status(erik, erikPayment, requestId)).body).toMatchObject({
        status: "CANCELLED",
        paymentStatus: "NotPaid",
      });
      const [row] = await db.select().from(payments).where(eq(payments.id, erikPayment));
      expect(row?.status).toBe("NotPaid");
      expect(await createId(erik, erikPayment)).not.toBe(requestId);
    } finally {
      providers.svea = working;
    }
  });

  it("answers 503 when Svea cannot be reached and keeps the attempt to be started again", async () => {
    const payment = await addPayment("anna", "Jmse");
    const requestId = await createId(anna, payment);
    const providers = options.paymentProviders!;
    const working = providers.svea;
    providers.svea = sveaProvider(sveaConfigFromEnv({ HOUSING_SVEA_URL: "http://127.0.0.1:9/" }));
    const body = { paymentId: payment, paymentRequestId: requestId, returnUrl: RETURN_SE };
    const failed = await start(anna, body);
    providers.svea = working;
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ error: "ServiceUnavailable", message: "paymentProviderUnavailable" });
    expect((await status(anna, payment, requestId)).body).toMatchObject({ status: "NEW", paymentStatus: "NotPaid" });
    const retried = await start(anna, body);
    expect(retried.body).toMatchObject({ paymentRequestId: requestId, status: "CREATED" });
    expect(retried.body.appUrl).toEqual(expect.stringContaining("/checkout/"));
  });

  it("pays the Norwegian site's NOK on its own payments page, and ignores pushes it does not know", async () => {
    const requestId = await createId(ola, olaPayment);
    expect(
      (await start(ola, { paymentId: olaPayment, paymentRequestId: requestId, returnUrl: RETURN_SE })).status,
    ).toBe(400);
    const started = await start(ola, { paymentId: olaPayment, paymentRequestId: requestId, returnUrl: RETURN_NO });
    expect(started.body).toMatchObject({ status: "CREATED", currency: "NOK", amount: 45_000 });
    expect((await buyerAnswers(started.body.appUrl as string, "complete", "Invoice")).location).toContain(RETURN_NO);
    await until(async () => ((await paymentRow(olaPayment)).status === "Paid" ? true : undefined));

    expect((await call(app(), "POST", "/payments/svea/push?orderId=1")).status).toBe(200);
    const bad = await call(app(), "POST", "/payments/svea/push?orderId=x");
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty("query.orderId");
  });
});
