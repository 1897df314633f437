import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { bookingFlows, notifications } from "../../core/db/schema";
import { inProcessQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { swishConfigFromEnv } from "../../providers/swish";
import { FakeBankId, call } from "../../testing/account";
import { bookableStage, bookingRow, objectStatusOf, reserve, type BookableStage } from "../../testing/booking";
import { demoUserId } from "../../testing/fixtures";
import { pdfText } from "../../testing/pdf-text";
import { sessionToken } from "../../testing/sessions";
import { payerAnswers, startSwishSimulator, type SwishSimulatorProcess } from "../../testing/swish-simulator";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { notifyVipPayment } from "../notifications/service";
import { swishProvider } from "../payments/swish-provider";
import { sha256Of } from "./agreement";

/*
 * A Swedish buyer through the 8-step flow with a co-buyer: the steps with the section 5 rules,
 * the agreement, the BankID signature (bound to her number), the booking fee paid with Swish (the
 * simulator, its own process), completion, and my pages showing the home, its documents and the
 * paid fee. Erik, the other user, reaches none of it.
 */
describe.each(testDrivers())("booking a home through the 8-step flow on $name", (driver) => {
  let simulator: SwishSimulatorProcess;
  const jobs = inProcessQueue(silentLogger);
  const bankId = new FakeBankId();
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = { jobs, bankId };
  const closers: (() => void)[] = [];

  beforeAll(async () => {
    simulator = await startSwishSimulator();
    const swish = swishProvider(
      swishConfigFromEnv({
        HOUSING_SWISH_URL: simulator.apiUrl,
        HOUSING_SIMULATORS_DATA_DIR: simulator.dataDir,
        HOUSING_SWISH_CALLBACK_URL: "https://127.0.0.1:9/payments/swish/callback",
      }),
    );
    closers.push(() => swish.close());
    options.paymentProviders = { swish };
    await jobs.start();
  }, 90_000);
  afterAll(async () => {
    for (const close of closers) close();
    await simulator?.stop();
  });

  const seeded = useSeededApp(driver, { catalogue: { objects: 500 }, app: options });
  const app = () => seeded.app;
  let stage: BookableStage;
  let anna = "";
  let erik = "";
  let bjorn = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    stage = await bookableStage(db, "Jmse", 8);
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
    bjorn = await sessionToken(db, { userId: demoUserId("bjorn") });
  });

  const step = (token: string, bookingId: string, body: object) =>
    call(app(), "POST", `/api/buyresidence/bookingstep/${bookingId}`, { token, body });
  const buyer = {
    email: "anna.andersson@example.com",
    phoneNumber: "070-123 45 67",
    address: "Storgatan 1",
    postalCode: "113 51",
    city: "Stockholm",
  };
  const coBuyer = {
    firstName: "Björn",
    lastName: "Andersson",
    securityNumber: "19820623-1238",
    email: "bjorn.andersson@example.com",
    phoneNumber: "070-765 43 21",
  };

  it("books, signs with BankID, pays the fee with Swish and completes; my pages show it", async () => {
    const { db } = seeded.handle;
    const home = stage.homes[0]!;
    const info = await call(app(), "GET", `/api/buyresidence/getbookingobjectinformation/${home}`, { token: anna });
    expect(info.body).toMatchObject({
      flow: 8,
      isBookable: true,
      status: "forSale",
      fee: { amount: 2_500_000, currency: "SEK" },
    });
    const { bookingId, state } = await reserve(app(), jobs, anna, home);
    expect(state).toMatchObject({ status: "reserved", flow: 8, currentStep: "personal-info", paymentId: null });
    const basePrice = (state.totalPrice as { amount: number }).amount;

    // Section 5 on the server: the same person twice, another person's e-mail, a number of no country.
    const same = await step(anna, bookingId, {
      step: "personal-info",
      values: { buyer, coBuyer: { ...coBuyer, securityNumber: "198503121231" } },
    });
    expect(same.body.fieldErrors).toEqual({ "body.values.coBuyer.securityNumber": ["uniqueSocial"] });
    const taken = await step(anna, bookingId, {
      step: "personal-info",
      values: { buyer, coBuyer: { ...coBuyer, email: "erik.svensson@example.com" } },
    });
    expect(taken.body.fieldErrors).toEqual({ "body.values.coBuyer.email": ["emailInUse"] });
    const norwegian = await step(anna, bookingId, {
      step: "personal-info",
      values: { buyer, coBuyer: { ...coBuyer, securityNumber: "15108695088" } },
    });
    expect(norwegian.status).toBe(400);
    const saved = await step(anna, bookingId, { step: "personal-info", values: { buyer, coBuyer } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.currentStep).toBe("choices");

    const choices = (info.body.choices as Array<{ id: string; options: Array<{ id: string; price: number }> }>) ?? [];
    const picked = choices.map((group) => group.options[group.options.length - 1]!);
    const optionsPrice = picked.reduce((sum, option) => sum + option.price, 0);
    if (choices.length > 0) {
      const twice = await step(anna, bookingId, {
        step: "choices",
        values: { options: [picked[0]!.id, choices[0]!.options[0]!.id] },
      });
      expect(twice.status).toBe(400);
    }
    const chosen = await step(anna, bookingId, {
      step: "choices",
      values: { options: picked.map((option) => option.id) },
    });
    expect(chosen.body.totalPrice).toEqual({ amount: basePrice + optionsPrice, currency: "SEK" });
    const total = basePrice + optionsPrice;
    const low = await step(anna, bookingId, {
      step: "financing",
      values: { downPayment: String(Math.floor(total * 0.1)), loanAmount: "0", bank: "", hasLoanPromise: true },
    });
    expect(low.body.fieldErrors).toEqual({ "body.values.downPayment": ["downPaymentTooLow"] });
    const down = Math.ceil(total * 0.15);
    expect(
      (
        await step(anna, bookingId, {
          step: "financing",
          values: { downPayment: String(down), loanAmount: String(total - down), bank: "Banken", hasLoanPromise: true },
        })
      ).status,
    ).toBe(200);
    // Not signable before the last form step.
    expect(
      (await call(app(), "POST", "/api/buyresidence/signcontract", { token: anna, body: { bookingId } })).body.message,
    ).toBe("bookingStepsMissing");
    const housed = await step(anna, bookingId, {
      step: "accomodation",
      values: { currentHousing: "rented", mustSellFirst: false, message: "" },
    });
    expect(housed.body.currentStep).toBe("sign");

    const documents = await call(app(), "GET", `/api/buyresidence/getbookingdocuments/${bookingId}`, { token: anna });
    const pdf = await app().request(`/api/buyresidence/bookingdocument/${bookingId}/agreement`, {
      headers: { authorization: `Bearer ${anna}` },
    });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain("Bokningsavtal");
    expect((documents.body.documents as unknown[]).length).toBe(2);

    const contract = await app().request("/api/buyresidence/signcontract", {
      method: "POST",
      headers: { authorization: `Bearer ${anna}`, "content-type": "application/json" },
      body: JSON.stringify({ bookingId }),
    });
    const text = await contract.text();
    expect(contract.headers.get("content-type")).toContain("text/plain");
    expect(text).toContain("Björn Andersson");
    expect(text).toContain("Bokningsavgift: 25 000 kr");

    // Erik can neither start Anna's signature nor read her order.
    expect(
      (await call(app(), "POST", "/booking/bank_id/start", { token: erik, body: { payload: { bookingId } } })).status,
    ).toBe(404);
    const started = await call(app(), "POST", "/booking/bank_id/start", {
      token: anna,
      body: { payload: { bookingId } },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const order = bankId.latest;
    expect(order.request).toMatchObject({ personalNumber: "198503121231" });
    expect((order.request as { userVisibleText: string }).userVisibleText).toContain(sha256Of(text));
    const sessionId = started.body.sessionId as string;
    const pending = await call(app(), "GET", `/booking/bank_id/status/${sessionId}`, { token: anna });
    expect(pending.body).toMatchObject({ status: "Pending", qrCode: expect.stringMatching(/^bankid\./) as unknown });
    expect((await call(app(), "GET", `/booking/bank_id/status/${sessionId}`, { token: erik })).status).toBe(404);
    bankId.complete({ personalNumber: "198503121231", givenName: "Anna", surname: "Andersson" });
    const signed = await call(app(), "GET", `/booking/bank_id/status/${sessionId}`, { token: anna });
    expect(signed.body.status, JSON.stringify(signed.body)).toBe("Signed");
    const booking = signed.body.booking as { paymentId: string; currentStep: string; isPaid: boolean };
    expect(booking).toMatchObject({ currentStep: "payment", isPaid: false });
    expect(
      (
        await step(anna, bookingId, {
          step: "accomodation",
          values: { currentHousing: "owned", mustSellFirst: true, message: "" },
        })
      ).status,
    ).toBe(409);

    // Not booked before the fee is paid; Erik cannot pay or complete it.
    expect(
      (await call(app(), "POST", "/api/buyresidence/completebooking", { token: anna, body: { bookingId } })).body
        .message,
    ).toBe("bookingFeeNotPaid");
    expect(
      (await call(app(), "GET", `/api/buyresidence/createpaymentid/${booking.paymentId}`, { token: erik })).status,
    ).toBe(404);
    const attempt = await call(app(), "GET", `/api/buyresidence/createpaymentid/${booking.paymentId}`, { token: anna });
    expect(attempt.body).toMatchObject({ amount: 2_500_000, currency: "SEK" });
    const requestId = attempt.body.paymentRequestId as string;
    const swish = await call(app(), "POST", "/api/buyresidence/startswishpayment", {
      token: anna,
      body: { paymentId: booking.paymentId, paymentRequestId: requestId },
    });
    expect(swish.body.status, JSON.stringify(swish.body)).toBe("CREATED");
    // An unpaid VIP fee's notification: paying the booking fee leaves it where it is.
    const vipNotification = await notifyVipPayment(db, demoUserId("anna"), "Jmse", new Date());
    expect((await payerAnswers(simulator, "approve", requestId)).status).toBe(200);
    let paid = "";
    for (let attemptNo = 0; attemptNo < 200 && paid !== "PAID"; attemptNo++) {
      const status = await call(app(), "GET", `/api/buyresidence/paymentstatus/${booking.paymentId}/${requestId}`, {
        token: anna,
      });
      paid = status.body.status as string;
      if (paid !== "PAID") await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(paid).toBe("PAID");
    const kept = await db.select().from(notifications).where(eq(notifications.id, vipNotification));
    expect(kept).toHaveLength(1);
    // A paid booking no longer expires: its hold's end passing changes nothing.
    await db
      .update(bookingFlows)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(bookingFlows.id, bookingId));
    expect(
      (await call(app(), "GET", `/api/buyresidence/getbookingstatus/${bookingId}`, { token: anna })).body,
    ).toMatchObject({
      status: "signed",
      isPaid: true,
      currentStep: "done",
    });

    const completed = await call(app(), "POST", "/api/buyresidence/completebooking", {
      token: anna,
      body: { bookingId },
    });
    expect(completed.body).toMatchObject({ status: "booked", currentStep: "done", isPaid: true });
    const twice = await call(app(), "POST", "/api/buyresidence/completebooking", { token: anna, body: { bookingId } });
    expect(twice.body).toEqual(completed.body);
    expect(await objectStatusOf(db, home)).toBe("booked");
    expect((await bookingRow(db, bookingId)).bookingId).toEqual(expect.any(String));

    // My pages: the home, the contract signed by Anna and waiting for Björn, the paid fee.
    const residences = await call(app(), "GET", "/my_pages/residences?siteKey=Jmse", { token: anna });
    expect(JSON.stringify(residences.body)).toContain(home);
    const annaDocuments = await call(app(), "GET", "/document_service/documents?siteKey=Jmse", { token: anna });
    type Doc = { objectId: string; kind: string; isAwaitingMe: boolean; signers: Array<{ signedAt: string | null }> };
    const ofHome = (body: Record<string, unknown>) =>
      (body.documents as Doc[]).find((document) => document.kind === "purchaseContract" && document.objectId === home);
    const purchase = ofHome(annaDocuments.body);
    expect(purchase?.isAwaitingMe).toBe(false);
    expect(purchase?.signers.map((signer) => signer.signedAt !== null).sort()).toEqual([false, true]);
    const bjornDocuments = await call(app(), "GET", "/document_service/documents?siteKey=Jmse", { token: bjorn });
    expect(
      (bjornDocuments.body.documents as Array<{ isAwaitingMe: boolean; kind: string }>).some(
        (document) => document.kind === "purchaseContract" && document.isAwaitingMe,
      ),
    ).toBe(true);
    const payments = await call(app(), "GET", "/my_pages/payments?siteKey=Jmse", { token: anna });
    expect(payments.body.payments).toContainEqual(
      expect.objectContaining({ kind: "BookingFee", status: "Paid", amount: 2_500_000 }),
    );
    expect(
      (await call(app(), "GET", "/my_pages/payments?siteKey=Jmse", { token: erik })).body.payments,
    ).not.toContainEqual(expect.objectContaining({ kind: "BookingFee" }));
    // The fee paid, my pages show the buyer's payments (spec section 2: the flag beside VIP).
    const user = await call(app(), "GET", "/account_service/user", { token: anna });
    expect(user.body.showPayments).toBe(true);
  });
});
