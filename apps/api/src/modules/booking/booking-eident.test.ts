import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppOptions } from "../../core/dependencies";
import { inProcessQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { createEidClient, eidConfigFromEnv } from "../../providers/eid";
import { call } from "../../testing/account";
import { bookableStage, objectStatusOf, reserve, type BookableStage } from "../../testing/booking";
import { loginAtSimulator, spawnEidSimulator, type EidSimulatorProcess } from "../../testing/eid-simulator";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * Signing a booking in Norway (6-step, with the documents step and a fee) and Finland (5-step, no
 * fee) through the e-ID broker: the local simulator as its own process, the real OpenID Connect
 * client, the person picked on its login page. The e-ID's number must be the buyer's.
 */

const NO_RETURN = "http://localhost:3003/kjop/";
const FI_RETURN = "http://localhost:3004/varaus/";

const returnOf = (back: string) => {
  const query = new URL(back).searchParams;
  return Object.fromEntries(
    ["state", "code", "iss", "error"].flatMap((key) => (query.has(key) ? [[key, query.get(key)]] : [])),
  );
};

describe.each(testDrivers())("booking signed with e-ID on $name", (driver) => {
  let broker: EidSimulatorProcess;
  const jobs = inProcessQueue(silentLogger);
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = { jobs };

  beforeAll(async () => {
    broker = await spawnEidSimulator(process.env);
    options.eid = createEidClient(eidConfigFromEnv({ HOUSING_EID_ISSUER: broker.issuer }));
    await jobs.start();
  }, 90_000);
  afterAll(async () => {
    await broker?.stop();
  });

  const seeded = useSeededApp(driver, { catalogue: { objects: 500 }, app: options });
  const app = () => seeded.app;
  let norway: BookableStage;
  let finland: BookableStage;
  let ingrid = "";
  let ola = "";
  let liisa = "";

  beforeAll(async () => {
    const { db } = seeded.handle;
    norway = await bookableStage(db, "Jmno", 6);
    finland = await bookableStage(db, "Jmoy", 5);
    ingrid = await sessionToken(db, { userId: demoUserId("ingrid"), siteKey: "Jmno" });
    ola = await sessionToken(db, { userId: demoUserId("ola"), siteKey: "Jmno" });
    liisa = await sessionToken(db, { userId: demoUserId("liisa"), siteKey: "Jmoy" });
  });

  const personalInfo = (email: string) => ({
    step: "personal-info",
    values: {
      buyer: { email, phoneNumber: "+47 912 34 567", address: "Storgata 1", postalCode: "0150", city: "Oslo" },
      coBuyer: null,
    },
  });
  const step = (token: string, bookingId: string, body: object) =>
    call(app(), "POST", `/api/buyresidence/bookingstep/${bookingId}`, { token, body });
  const start = (token: string, bookingId: string, returnUrl: string) =>
    call(app(), "POST", "/booking/signicat/start", { token, body: { payload: { bookingId }, returnUrl } });

  it("signs Ingrid's 6-step booking in Norway; the wrong person and Ola are refused; the fee waits", async () => {
    const { bookingId, state } = await reserve(app(), jobs, ingrid, norway.homes[0]!);
    expect(state).toMatchObject({ flow: 6, fee: { amount: 2_500_000, currency: "NOK" } });
    expect((await step(ingrid, bookingId, personalInfo("ingrid.berg@example.com"))).status).toBe(200);
    const documents = await call(app(), "GET", `/api/buyresidence/getbookingdocuments/${bookingId}`, { token: ingrid });
    const ids = (documents.body.documents as Array<{ id: string }>).map((document) => document.id);
    expect(
      (await step(ingrid, bookingId, { step: "documents", values: { readDocumentIds: ids.slice(0, 1) } })).status,
    ).toBe(400);
    expect(
      (await step(ingrid, bookingId, { step: "documents", values: { readDocumentIds: ids } })).body.currentStep,
    ).toBe("sign");
    // Not before the terms are fixed; then only to the site's click-to-buy page.
    expect((await start(ingrid, bookingId, NO_RETURN)).body.message).toBe("acceptterms");
    const text = await call(app(), "POST", "/api/buyresidence/signcontract", { token: ingrid, body: { bookingId } });
    expect(text.body.text).toContain("Kjøpsavtale");
    expect((await start(ingrid, bookingId, "https://evil.example/kjop/")).status).toBe(400);
    expect((await start(ola, bookingId, NO_RETURN)).status).toBe(404);

    const wrong = await start(ingrid, bookingId, NO_RETURN);
    const wrongBack = await loginAtSimulator(wrong.body.authorizationUrl as string, "Ola Nordmann");
    const mismatch = await call(app(), "POST", "/booking/signicat/status", {
      token: ingrid,
      body: returnOf(wrongBack),
    });
    expect(mismatch.body).toEqual({ status: "Failed", error: "userssnnomatch" });

    const right = await start(ingrid, bookingId, NO_RETURN);
    const back = await loginAtSimulator(right.body.authorizationUrl as string, "Ingrid Berg");
    expect(back.startsWith(NO_RETURN)).toBe(true);
    expect((await call(app(), "POST", "/booking/signicat/status", { token: ola, body: returnOf(back) })).status).toBe(
      404,
    );
    const signed = await call(app(), "POST", "/booking/signicat/status", { token: ingrid, body: returnOf(back) });
    expect(signed.body.status, JSON.stringify(signed.body)).toBe("Signed");
    expect(signed.body.booking).toMatchObject({
      status: "signed",
      currentStep: "payment",
      isPaid: false,
      paymentId: expect.any(String) as unknown,
    });
    // The state works once.
    expect(
      (await call(app(), "POST", "/booking/signicat/status", { token: ingrid, body: returnOf(back) })).status,
    ).toBe(404);
    expect(
      (await call(app(), "POST", "/api/buyresidence/completebooking", { token: ingrid, body: { bookingId } })).body
        .message,
    ).toBe("bookingFeeNotPaid");
    expect(await objectStatusOf(seeded.handle.db, norway.homes[0]!)).toBe("reserved");
  });

  it("signs and completes Liisa's 5-step booking in Finland, which has no fee", async () => {
    const home = finland.homes[0]!;
    const { bookingId, state } = await reserve(app(), jobs, liisa, home);
    expect(state).toMatchObject({ flow: 5, fee: null });
    const info = await call(app(), "GET", `/api/buyresidence/getbookingobjectinformation/${home}/${bookingId}`, {
      token: liisa,
    });
    const total = info.body.totalPrice as number;
    expect((state.totalPrice as { amount: number }).amount).toBe(total);
    expect((await step(liisa, bookingId, personalInfo("liisa.laine@example.com"))).status).toBe(200);
    const down = Math.ceil(total * 0.15);
    const financed = await step(liisa, bookingId, {
      step: "financing",
      values: { downPayment: String(down), loanAmount: String(total - down), bank: "", hasLoanPromise: false },
    });
    expect(financed.body.currentStep).toBe("sign");
    await call(app(), "POST", "/api/buyresidence/signcontract", { token: liisa, body: { bookingId } });
    const started = await start(liisa, bookingId, FI_RETURN);
    const back = await loginAtSimulator(started.body.authorizationUrl as string, "Liisa Laine");
    // Finland's return is `validate`; Norway's `status` does not take a Finnish state.
    expect((await call(app(), "POST", "/booking/signicat/status", { token: liisa, body: returnOf(back) })).status).toBe(
      404,
    );
    const again = await start(liisa, bookingId, FI_RETURN);
    const back2 = await loginAtSimulator(again.body.authorizationUrl as string, "Liisa Laine");
    const signed = await call(app(), "POST", "/booking/signicat/validate", { token: liisa, body: returnOf(back2) });
    expect(signed.body.status, JSON.stringify(signed.body)).toBe("Signed");
    const completed = await call(app(), "POST", "/api/buyresidence/completebooking", {
      token: liisa,
      body: { bookingId },
    });
    expect(completed.body).toMatchObject({ status: "booked", currentStep: "done", fee: null });
    expect(await objectStatusOf(seeded.handle.db, home)).toBe("booked");
    const documents = await call(app(), "GET", "/document_service/documents?siteKey=Jmoy", { token: liisa });
    expect(JSON.stringify(documents.body)).toContain(home);
  });
});
