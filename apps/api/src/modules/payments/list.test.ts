import { beforeAll, describe, expect, it } from "vitest";
import type { MyPayments } from "@housing/contracts/payments";
import type { AppOptions } from "../../core/dependencies";
import { paymentRequests, payments } from "../../core/db/schema";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import type { PaymentProvider } from "./provider";

/*
 * GET /my_pages/payments: the payments page's list, the token's user's own on the asked site only.
 * Erik owes his VIP fee on the Swedish site (seed); Anna gets one here with a declined attempt.
 */
const unusedProvider = (name: PaymentProvider["name"], currencies: string[]): PaymentProvider => ({
  name,
  currencies,
  start: () => Promise.reject(new Error("not started in this test")),
  read: () => Promise.reject(new Error("not read in this test")),
  cancel: () => Promise.reject(new Error("not cancelled in this test")),
  callbackInstructionId: () => undefined,
});

describe.each(testDrivers())("the payments list on $name", (driver) => {
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = {
    paymentProviders: { swish: unusedProvider("swish", ["SEK"]), card: unusedProvider("card", ["SEK", "NOK", "EUR"]) },
  };
  const seeded = useSeededApp(driver, { app: options });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = seeded.handle;
    for (const key of ["anna", "erik"])
      tokens[key] = await sessionToken(db, { userId: demoUserId(key), siteKey: "Jmse" });
    tokens.board = await sessionToken(db, { userId: demoUserId("anna"), loginType: "boardMember" });
    const [annaFee] = await db
      .insert(payments)
      .values({ userId: demoUserId("anna"), siteKey: "Jmse", status: "NotPaid", amountMinor: 29_900 })
      .returning();
    await db
      .insert(payments)
      .values({ userId: demoUserId("anna"), siteKey: "Jmno", status: "Paid", payedWithCode: true });
    await db.insert(paymentRequests).values({
      instructionId: "11A86BE70EA346E4B1C39C874173F088",
      paymentId: annaFee!.id,
      userId: demoUserId("anna"),
      provider: "swish",
      status: "DECLINED",
      amountMinor: 29_900,
      currency: "SEK",
      errorCode: "RF07",
      errorMessage: "Transaction declined",
    });
  });

  const list = async (user: string, siteKey: string) => {
    const answer = await call(seeded.app, "GET", `/my_pages/payments?siteKey=${siteKey}`, { token: tokens[user] });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as MyPayments).payments;
  };

  it("gives each user their own payments on the asked site, with the latest attempt's reason", async () => {
    const anna = await list("anna", "Jmse");
    expect(anna).toHaveLength(1);
    expect(anna[0]).toMatchObject({
      kind: "VipFee",
      status: "NotPaid",
      amount: 29_900,
      currency: "SEK",
      payedWithCode: false,
      lastAttempt: { provider: "swish", status: "DECLINED", errorCode: "RF07", errorMessage: "Transaction declined" },
      providers: ["swish", "card"],
    });
    const erik = await list("erik", "Jmse");
    expect(erik).toHaveLength(1);
    expect(erik[0]!.paymentId).not.toBe(anna[0]!.paymentId);
    expect(erik[0]!.lastAttempt).toBeNull();
    // Erik has nothing on the Norwegian site; Anna's paid-with-code fee there is hers alone.
    expect(await list("erik", "Jmno")).toEqual([]);
  });

  it("offers only the providers that take the site's currency", async () => {
    const [norwegian] = await list("anna", "Jmno");
    expect(norwegian).toMatchObject({ status: "Paid", payedWithCode: true, currency: "NOK", providers: ["card"] });
  });

  it("answers 401 without a token, 403 to a board login, 400 for an unknown site", async () => {
    expect((await call(seeded.app, "GET", "/my_pages/payments?siteKey=Jmse")).status).toBe(401);
    const board = await call(seeded.app, "GET", "/my_pages/payments?siteKey=Jmse", { token: tokens.board });
    expect(board.status).toBe(403);
    expect(board.body).toMatchObject({ message: "boardMemberNotAllowed" });
    const unknown = await call(seeded.app, "GET", "/my_pages/payments?siteKey=Nope", { token: tokens.anna });
    expect(unknown.status).toBe(400);
  });
});
