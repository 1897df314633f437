import { describe, expect, it } from "vitest";
import { manualClock } from "../clock";
import { identityFor } from "./identities";
import { OrderError, OrderStore, PhoneError } from "./orders";
import { qrAuthCode } from "./qr";

const ANNA = identityFor("198503121231")!;
const ERIK = identityFor("199004152345")!;

function setup() {
  const clock = manualClock();
  const store = new OrderStore(clock);
  return { clock, store };
}

function qrFor(
  order: { qrStartToken?: string; qrStartSecret?: string },
  qrTime: number,
  secret = order.qrStartSecret!,
) {
  return `bankid.${order.qrStartToken}.${qrTime}.${qrAuthCode(secret, qrTime)}`;
}

function problem(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PhoneError) return error.problem;
    if (error instanceof OrderError) return error.errorCode;
    throw error;
  }
  return "none";
}

describe("an order's life", () => {
  it("is outstanding until the phone opens it, then userSign, then complete with the user", () => {
    const { clock, store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    expect(store.collect(order.orderRef)).toEqual({
      orderRef: order.orderRef,
      status: "pending",
      hintCode: "outstandingTransaction",
    });
    clock.advance(2_400);
    const opened = store.open({ qr: qrFor(order, 2) });
    expect(store.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });
    store.approve(opened.phoneSession, ANNA, "192.0.2.9");
    const answer = store.collect(order.orderRef);
    expect(answer.status).toBe("complete");
    if (answer.status !== "complete") return;
    expect(answer.completionData.user).toEqual({
      personalNumber: "198503121231",
      name: "Anna Andersson",
      givenName: "Anna",
      surname: "Andersson",
    });
    expect(answer.completionData.device.ipAddress).toBe("192.0.2.9");
    expect(answer.completionData.device.uhi).toMatch(/^[\w-]{27}$/);
    expect(answer.completionData.bankIdIssueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answer.completionData.stepUp).toEqual({ mrtd: false });
    expect(Buffer.from(answer.completionData.signature, "base64").toString("utf8")).toContain("<bankIdSignedData");
    expect(answer.completionData.ocspResponse).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(answer.completionData.risk).toBeUndefined();
  });

  it("opens by autostart token and reports the risk when asked", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1", returnRisk: true, requirement: { mrtd: true } });
    const opened = store.open({ autoStartToken: order.autoStartToken! });
    store.approve(opened.phoneSession, ERIK, "127.0.0.1");
    expect(store.collect(order.orderRef)).toMatchObject({
      status: "complete",
      completionData: { risk: "low", stepUp: { mrtd: true } },
    });
  });

  it("fails with cancelled when the relying party cancels, and cancel of a finished order is invalidParameters", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    store.cancel(order.orderRef);
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "cancelled" });
    expect(problem(() => store.cancel(order.orderRef))).toBe("invalidParameters");
  });

  it("fails with userCancel when the person cancels on the phone", () => {
    const { store } = setup();
    const order = store.create({ kind: "sign", endUserIp: "192.0.2.1", userVisibleText: "Sign the contract" });
    const opened = store.open({ autoStartToken: order.autoStartToken! });
    expect(opened.userVisibleText).toBe("Sign the contract");
    store.cancelByUser(opened.phoneSession);
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "userCancel" });
    expect(problem(() => store.approve(opened.phoneSession, ANNA, "127.0.0.1"))).toBe("finished");
  });

  it("answers alreadyInProgress for a second order for the same person and cancels the first", () => {
    const { store } = setup();
    const first = store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ANNA.personalNumber });
    expect(
      problem(() => store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ANNA.personalNumber })),
    ).toBe("alreadyInProgress");
    expect(store.collect(first.orderRef)).toMatchObject({ status: "failed", hintCode: "cancelled" });
    // Another person, or an order without a person, is not affected.
    expect(() =>
      store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ERIK.personalNumber }),
    ).not.toThrow();
    expect(() => store.create({ kind: "auth", endUserIp: "192.0.2.1" })).not.toThrow();
  });

  it("refuses to approve an order bound to another person", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ANNA.personalNumber });
    const opened = store.open({ autoStartToken: order.autoStartToken! });
    expect(problem(() => store.approve(opened.phoneSession, ERIK, "127.0.0.1"))).toBe("wrongPerson");
    expect(store.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });
  });

  it("phone orders: userCallConfirm for the relying party's call, userDeclinedCall when declined", () => {
    const { store } = setup();
    const order = store.create({ kind: "phone/auth", personalNumber: ANNA.personalNumber, callInitiator: "RP" });
    expect(order.qrStartToken).toBeUndefined();
    const opened = store.open({ phonePersonalNumber: ANNA.personalNumber });
    expect(store.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userCallConfirm" });
    store.cancelByUser(opened.phoneSession);
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "userDeclinedCall" });

    const byUser = store.create({
      kind: "phone/sign",
      personalNumber: ERIK.personalNumber,
      callInitiator: "user",
      userVisibleText: "x",
    });
    const session = store.open({ phonePersonalNumber: ERIK.personalNumber }).phoneSession;
    expect(store.collect(byUser.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });
    store.approve(session, ERIK, "127.0.0.1");
    expect(store.collect(byUser.orderRef).status).toBe("complete");
  });

  it("an unknown order is invalidParameters", () => {
    const { store } = setup();
    expect(problem(() => store.collect("1d2b6a3e-5d7a-4a63-9f0e-2f1c2a7e9b10"))).toBe("invalidParameters");
  });
});

describe("time", () => {
  it("a pending order fails with expiredTransaction after 3 minutes", () => {
    const { clock, store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    clock.advance(3 * 60_000 - 1);
    expect(store.collect(order.orderRef).status).toBe("pending");
    clock.advance(1);
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "expiredTransaction" });
    // Failed orders stay collectable for 5 minutes, then they are gone.
    clock.advance(5 * 60_000);
    expect(store.collect(order.orderRef).status).toBe("failed");
    clock.advance(1);
    expect(problem(() => store.collect(order.orderRef))).toBe("invalidParameters");
  });

  it("an expired order frees the person for a new one", () => {
    const { clock, store } = setup();
    store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ANNA.personalNumber });
    clock.advance(3 * 60_000);
    expect(() =>
      store.create({ kind: "auth", endUserIp: "192.0.2.1", personalNumber: ANNA.personalNumber }),
    ).not.toThrow();
  });

  it("a complete order is collectable for 3 minutes, then invalidParameters", () => {
    const { clock, store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    store.approve(store.open({ autoStartToken: order.autoStartToken! }).phoneSession, ANNA, "127.0.0.1");
    clock.advance(3 * 60_000);
    expect(store.collect(order.orderRef).status).toBe("complete");
    clock.advance(1);
    expect(problem(() => store.collect(order.orderRef))).toBe("invalidParameters");
  });
});

describe("the QR check", () => {
  it("accepts the code of the current second, and a few seconds either side", () => {
    const { clock, store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    clock.advance(10_500);
    expect(() => store.open({ qr: qrFor(order, 6) })).not.toThrow();
  });

  it("a wrong code fails the order with startFailed", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    expect(problem(() => store.open({ qr: qrFor(order, 0, "not-the-secret") }))).toBe("startFailed");
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "startFailed" });
  });

  it("a stale code (an old qrTime) fails the order with startFailed", () => {
    const { clock, store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    clock.advance(30_000);
    expect(problem(() => store.open({ qr: qrFor(order, 2) }))).toBe("startFailed");
    expect(store.collect(order.orderRef)).toMatchObject({ status: "failed", hintCode: "startFailed" });
  });

  it("a code from the future fails too", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    expect(problem(() => store.open({ qr: qrFor(order, 20) }))).toBe("startFailed");
  });

  it("malformed content, an unknown token, and a second scan are refused without touching the order", () => {
    const { store } = setup();
    const order = store.create({ kind: "auth", endUserIp: "192.0.2.1" });
    expect(problem(() => store.open({ qr: "hello" }))).toBe("malformedQr");
    expect(
      problem(() => store.open({ qr: qrFor({ ...order, qrStartToken: "67df3917-fa0d-44e5-b327-edcc928297f8" }, 0) })),
    ).toBe("unknownOrder");
    store.open({ qr: qrFor(order, 0) });
    expect(problem(() => store.open({ qr: qrFor(order, 0) }))).toBe("alreadyStarted");
    expect(store.collect(order.orderRef)).toMatchObject({ status: "pending", hintCode: "userSign" });
  });

  it("qrAuthCode matches the RP API's test vector", () => {
    expect(qrAuthCode("d28db9a7-4cde-429e-a983-359be676944c", 0)).toBe(
      "dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8",
    );
  });
});
