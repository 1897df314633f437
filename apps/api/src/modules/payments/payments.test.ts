import { serve, type ServerType } from "@hono/node-server";
import type { Hono } from "hono";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { notifications, paymentRequests, payments } from "../../core/db/schema";
import { swishConfigFromEnv } from "../../providers/swish";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { payerAnswers, startSwishSimulator, type SwishSimulatorProcess } from "../../testing/swish-simulator";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { notifyVipPayment } from "../notifications/service";
import { swishProvider } from "./swish-provider";

/*
 * Paying a VIP fee with Swish end to end: the API's calls, the simulator (its own process, mutual
 * TLS) and its callbacks to this API on a real socket. Two users: neither reaches the other's payment.
 */
describe.each(testDrivers())("payments on $name", (driver) => {
  let simulator: SwishSimulatorProcess;
  let server: ServerType;
  let current: Hono | undefined;
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = {};
  const closers: (() => void)[] = [];
  /** A message for the next Swish request: the simulator ends a request with the error code put there. */
  let swishMessage: string | undefined;

  beforeAll(async () => {
    simulator = await startSwishSimulator();
    // The callback's socket serves whatever app the database hook made.
    server = serve({ fetch: (request) => current!.fetch(request), port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const port = (server.address() as AddressInfo).port;
    const swish = swishProvider(
      swishConfigFromEnv({
        HOUSING_SWISH_URL: simulator.apiUrl,
        HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
        HOUSING_SWISH_CALLBACK_URL: `http://127.0.0.1:${port}/payments/swish/callback`,
      }),
    );
    closers.push(() => swish.close());
    options.paymentProviders = {
      swish: {
        ...swish,
        start: (input) => swish.start({ ...input, ...(swishMessage ? { message: swishMessage } : {}) }),
      },
    };
  }, 90_000);

  const seeded = useSeededApp(driver, { app: options });
  let anna = "";
  let erik = "";
  let annaPayment = "";
  let erikPayment = "";
  let olaPayment = "";
  let ola = "";

  beforeAll(async () => {
    current = seeded.app;
    const { db } = seeded.handle;
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    ola = await sessionToken(db, { userId: demoUserId("ola"), siteKey: "Jmno" });
    const add = async (user: string, siteKey: "Jmse" | "Jmno") => {
      const [row] = await db
        .insert(payments)
        .values({ userId: demoUserId(user), siteKey, status: "NotPaid", amountMinor: 29_900 })
        .returning();
      await notifyVipPayment(db, demoUserId(user), siteKey, new Date());
      return row!.id;
    };
    annaPayment = await add("anna", "Jmse");
    erikPayment = await add("erik", "Jmse");
    olaPayment = await add("ola", "Jmno");
  });

  afterAll(async () => {
    for (const close of closers) close();
    server?.close();
    await simulator?.stop();
  });

  const app = () => seeded.app;
  const createId = (token: string, paymentId: string) =>
    call(app(), "GET", `/api/buyresidence/createpaymentid/${paymentId}`, { token });
  const start = (token: string, body: object) =>
    call(app(), "POST", "/api/buyresidence/startswishpayment", { token, body });
  const status = (token: string, paymentId: string, requestId: string) =>
    call(app(), "GET", `/api/buyresidence/paymentstatus/${paymentId}/${requestId}`, { token });
  const requestsOf = (paymentId: string) =>
    seeded.handle.db.select().from(paymentRequests).where(eq(paymentRequests.paymentId, paymentId));

  async function settled(token: string, paymentId: string, requestId: string) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const answer = await status(token, paymentId, requestId);
      if (answer.body.status !== "CREATED") return answer;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error("still CREATED");
  }

  it("answers 401 without a login and 400 with field errors for bad input", async () => {
    expect((await call(app(), "GET", `/api/buyresidence/createpaymentid/${annaPayment}`)).status).toBe(401);
    const bad = await start(anna, { paymentId: "nope", paymentRequestId: "abc", payerAlias: "phone" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {}).sort()).toEqual([
      "body.payerAlias",
      "body.paymentId",
      "body.paymentRequestId",
    ]);
    expect((await status(anna, annaPayment, "lowercase")).body.fieldErrors).toHaveProperty("params.paymentRequestId");
  });

  it("keeps one user out of another's payment", async () => {
    expect((await createId(erik, annaPayment)).status).toBe(404);
    const own = await createId(anna, annaPayment);
    expect(own.status).toBe(200);
    const requestId = own.body.paymentRequestId as string;
    expect((await start(erik, { paymentId: annaPayment, paymentRequestId: requestId })).status).toBe(404);
    expect((await status(erik, annaPayment, requestId)).status).toBe(404);
    // Nor by pairing the own payment with the other's request.
    expect((await start(erik, { paymentId: erikPayment, paymentRequestId: requestId })).status).toBe(404);
    expect(await requestsOf(annaPayment)).toEqual([expect.objectContaining({ status: "NEW" })]);
  });

  it("pays with Swish: a double start sends one request, a replayed callback counts once", async () => {
    const first = await createId(anna, annaPayment);
    const again = await createId(anna, annaPayment);
    expect(again.body.paymentRequestId).toBe(first.body.paymentRequestId);
    expect(first.body).toMatchObject({ status: "NEW", amount: 29_900, currency: "SEK", paymentStatus: "NotPaid" });
    const requestId = first.body.paymentRequestId as string;
    const body = { paymentId: annaPayment, paymentRequestId: requestId };
    const [one, two] = await Promise.all([start(anna, body), start(anna, body)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const started = one.body.status === "CREATED" && one.body.appUrl ? one : two;
    expect(started.body).toMatchObject({
      status: "CREATED",
      appUrl: expect.stringMatching(/^swish:\/\/paymentrequest\?token=/) as unknown,
    });
    // A third start answers the same request; Swish would have refused a second with RP09.
    expect((await start(anna, body)).body).toMatchObject({ paymentRequestId: requestId, status: "CREATED" });
    expect(await requestsOf(annaPayment)).toHaveLength(1);

    expect((await payerAnswers(simulator, "approve", requestId)).status).toBe(200);
    const paid = await settled(anna, annaPayment, requestId);
    expect(paid.body).toMatchObject({ status: "PAID", paymentStatus: "Paid", errorCode: null });
    expect(paid.body.datePaid).toEqual(expect.any(String));
    const { db } = seeded.handle;
    const bell = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, demoUserId("anna")), eq(notifications.notificationType, "VipPayment")));
    expect(bell).toEqual([]);

    // Swish calls back again (a retry): nothing changes.
    const [before] = await db.select().from(payments).where(eq(payments.id, annaPayment));
    const requestBefore = await requestsOf(annaPayment);
    const replay = await call(app(), "POST", "/payments/swish/callback", { body: { id: requestId, status: "PAID" } });
    expect(replay.status).toBe(200);
    const [after] = await db.select().from(payments).where(eq(payments.id, annaPayment));
    expect(after).toEqual(before);
    expect(await requestsOf(annaPayment)).toEqual(requestBefore);
    // Paid: no new attempt.
    expect((await createId(anna, annaPayment)).status).toBe(409);
    // Erik's own payment and bell are untouched.
    const [erikRow] = await db.select().from(payments).where(eq(payments.id, erikPayment));
    expect(erikRow?.status).toBe("NotPaid");
  });

  it("keeps the payment unpaid with Swish's reason when the payer declines or Swish errs, then retries", async () => {
    const { db } = seeded.handle;
    const vipItems = async () =>
      (
        await db
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, demoUserId("erik")), eq(notifications.notificationType, "VipPayment")))
      ).length;
    const itemsBefore = await vipItems();
    const first = (await createId(erik, erikPayment)).body.paymentRequestId as string;
    await start(erik, { paymentId: erikPayment, paymentRequestId: first, payerAlias: "070-111 22 33" });
    expect((await payerAnswers(simulator, "decline", first)).status).toBe(200);
    expect((await settled(erik, erikPayment, first)).body).toMatchObject({
      status: "DECLINED",
      paymentStatus: "NotPaid",
    });

    // The MSS's way of ending a request with an error: the code in the message.
    for (const code of ["RF07", "TM01", "BANKIDCL"]) {
      const next = (await createId(erik, erikPayment)).body.paymentRequestId as string;
      swishMessage = code;
      const started = await start(erik, { paymentId: erikPayment, paymentRequestId: next });
      swishMessage = undefined;
      expect(started.body.status).toBe("CREATED");
      expect((await settled(erik, erikPayment, next)).body).toMatchObject({
        status: "ERROR",
        errorCode: code,
        errorMessage: expect.any(String) as unknown,
        paymentStatus: "NotPaid",
      });
    }
    const [row] = await db.select().from(payments).where(eq(payments.id, erikPayment));
    expect(row?.status).toBe("NotPaid");
    expect(await vipItems()).toBe(itemsBefore);
  });

  it("stores Swish's refusal code (RP06: the payer has an open request) and lets the payment be retried", async () => {
    const { db } = seeded.handle;
    const [extra] = await db
      .insert(payments)
      .values({ userId: demoUserId("erik"), siteKey: "Jmse", status: "NotPaid" })
      .returning();
    const a = (await createId(erik, erikPayment)).body.paymentRequestId as string;
    const b = (await createId(erik, extra!.id)).body.paymentRequestId as string;
    expect(
      (await start(erik, { paymentId: erikPayment, paymentRequestId: a, payerAlias: "46705556677" })).body.status,
    ).toBe("CREATED");
    const refused = await start(erik, { paymentId: extra!.id, paymentRequestId: b, payerAlias: "46705556677" });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: "ERROR", errorCode: "RP06", paymentStatus: "NotPaid" });
    expect((await status(erik, extra!.id, b)).body).toMatchObject({
      status: "ERROR",
      errorCode: "RP06",
      errorMessage: expect.any(String) as unknown,
    });
    await payerAnswers(simulator, "decline", a);
    const retry = (await createId(erik, extra!.id)).body.paymentRequestId as string;
    expect(retry).not.toBe(b);
  });

  it("answers 503 when Swish cannot be reached and keeps the attempt to be started again", async () => {
    const { db } = seeded.handle;
    const [payment] = await db
      .insert(payments)
      .values({ userId: demoUserId("anna"), siteKey: "Jmse", status: "NotPaid" })
      .returning();
    const id = (await createId(anna, payment!.id)).body.paymentRequestId as string;
    const providers = options.paymentProviders!;
    const working = providers.swish;
    const down = swishProvider(
      swishConfigFromEnv({
        HOUSING_SWISH_URL: "https://127.0.0.1:9/swish-cpcapi/",
        HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
      }),
    );
    providers.swish = down;
    const failed = await start(anna, { paymentId: payment!.id, paymentRequestId: id });
    providers.swish = working;
    down.close();
    expect(failed.status).toBe(503);
    expect(failed.body).toMatchObject({ error: "ServiceUnavailable", message: "paymentProviderUnavailable" });
    expect((await status(anna, payment!.id, id)).body).toMatchObject({ status: "NEW", paymentStatus: "NotPaid" });
    const retried = await start(anna, { paymentId: payment!.id, paymentRequestId: id });
    expect(retried.body).toMatchObject({ paymentRequestId: id, status: "CREATED" });
  });

  it("cancels an unanswered request, only the owner's, at Swish too", async () => {
    const { db } = seeded.handle;
    const [payment] = await db
      .insert(payments)
      .values({ userId: demoUserId("anna"), siteKey: "Jmse", status: "NotPaid" })
      .returning();
    const id = (await createId(anna, payment!.id)).body.paymentRequestId as string;
    await start(anna, { paymentId: payment!.id, paymentRequestId: id });
    const cancel = (token: string) =>
      call(app(), "POST", `/api/buyresidence/cancelpayment/${payment!.id}/${id}`, { token });
    expect((await cancel(erik)).status).toBe(404);
    expect((await status(anna, payment!.id, id)).body.status).toBe("CREATED");
    expect((await cancel(anna)).body).toMatchObject({ status: "CANCELLED", paymentStatus: "NotPaid" });
    // The payer can no longer pay it: Swish has cancelled it too.
    expect((await payerAnswers(simulator, "approve", id)).status).toBe(409);
    expect((await cancel(anna)).body).toMatchObject({ status: "CANCELLED" });
    expect((await createId(anna, payment!.id)).body.paymentRequestId).not.toBe(id);
  });

  it("refuses Swish for a currency it does not take (the Norwegian site's NOK)", async () => {
    const id = (await createId(ola, olaPayment)).body.paymentRequestId as string;
    const answer = await start(ola, { paymentId: olaPayment, paymentRequestId: id });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe("paymentProviderNotForCurrency");
  });
});
