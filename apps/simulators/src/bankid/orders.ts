import { randomUUID } from "node:crypto";
import type { Clock } from "../clock";
import { buildCompletionData, type CompletionData } from "./completion";
import type { UserIdentity } from "./identities";
import { parseQrContent, qrAuthCode, sameCode } from "./qr";
import type { Requirement } from "./schemas";

/** An order not finished within this time fails with expiredTransaction. */
export const ORDER_LIFETIME_MS = 3 * 60 * 1000;
/** How long a complete order stays collectable. */
export const COMPLETE_RETENTION_MS = 3 * 60 * 1000;
/** How long a failed order stays collectable. */
export const FAILED_RETENTION_MS = 5 * 60 * 1000;
/** How far the qrTime in a scanned code may be from the seconds since the order was created. */
export const QR_TIME_TOLERANCE_S = 5;

export type OrderKind = "auth" | "sign" | "phone/auth" | "phone/sign";
export type PendingHint = "outstandingTransaction" | "userSign" | "userCallConfirm";
export type FailedHint = "expiredTransaction" | "userCancel" | "cancelled" | "startFailed" | "userDeclinedCall";

type OrderState =
  | { status: "pending"; hintCode: PendingHint }
  | { status: "complete"; at: number; completionData: CompletionData }
  | { status: "failed"; at: number; hintCode: FailedHint };

export interface Order {
  orderRef: string;
  kind: OrderKind;
  createdAt: number;
  endUserIp: string | undefined;
  /** The person the order is bound to (requirement.personalNumber, or the phone order's personalNumber). */
  personalNumber: string | undefined;
  requirement: Requirement;
  /** The decoded text shown to the user, for a sign order (or an auth order that has one). */
  userVisibleText: string | undefined;
  userVisibleDataFormat: string | undefined;
  userNonVisibleData: string | undefined;
  returnRisk: boolean;
  callInitiator: "user" | "RP" | undefined;
  autoStartToken: string | undefined;
  qrStartToken: string | undefined;
  qrStartSecret: string | undefined;
  /** The handle the phone got when it opened the order; approve and cancel need it. */
  phoneSession: string | undefined;
  state: OrderState;
}

export interface NewOrder {
  kind: OrderKind;
  endUserIp?: string | undefined;
  personalNumber?: string | undefined;
  requirement?: Requirement | undefined;
  userVisibleText?: string | undefined;
  userVisibleDataFormat?: string | undefined;
  userNonVisibleData?: string | undefined;
  returnRisk?: boolean | undefined;
  callInitiator?: "user" | "RP" | undefined;
}

export type CollectAnswer =
  | { orderRef: string; status: "pending"; hintCode: PendingHint }
  | { orderRef: string; status: "failed"; hintCode: FailedHint }
  | { orderRef: string; status: "complete"; completionData: CompletionData };

/** What the relying-party side can get wrong; the server maps it to BankID's error bodies. */
export class OrderError extends Error {
  constructor(
    readonly errorCode: "invalidParameters" | "alreadyInProgress",
    readonly details: string,
  ) {
    super(details);
  }
}

/** What the phone side can get wrong; the phone page shows it, the phone API answers it. */
export type PhoneProblem =
  | "malformedQr"
  | "unknownOrder"
  | "startFailed"
  | "alreadyStarted"
  | "notOpened"
  | "finished"
  | "wrongPerson"
  | "unknownPerson"
  | "invalidPersonalNumber";

export class PhoneError extends Error {
  constructor(readonly problem: PhoneProblem) {
    super(problem);
  }
}

export interface OpenedOrder {
  phoneSession: string;
  kind: OrderKind;
  userVisibleText: string | undefined;
  userVisibleDataFormat: string | undefined;
  /** The person the order is bound to, if any. */
  personalNumber: string | undefined;
}

/** How the phone reaches an order: a scanned QR code, an autostart token, or (phone orders) the person. */
export type PhoneStart = { qr: string } | { autoStartToken: string } | { phonePersonalNumber: string };

/** Every order of the simulator, in memory, with the RP API's life cycle; time comes from the clock. */
export class OrderStore {
  readonly #orders = new Map<string, Order>();

  /** `signingKeyPem` signs the completion's XML (the server passes its own TLS key). */
  constructor(
    private readonly clock: Clock,
    private readonly signingKeyPem?: string,
  ) {}

  create(input: NewOrder): Order {
    this.#sweep();
    const now = this.clock.now();
    if (input.personalNumber) {
      const running = [...this.#orders.values()].find(
        (order) => order.state.status === "pending" && order.personalNumber === input.personalNumber,
      );
      if (running) {
        // As BankID: the order in progress is cancelled and no new one is created.
        running.state = { status: "failed", at: now, hintCode: "cancelled" };
        throw new OrderError("alreadyInProgress", "Order already in progress for pno");
      }
    }
    const phone = input.kind.startsWith("phone/");
    const order: Order = {
      orderRef: randomUUID(),
      kind: input.kind,
      createdAt: now,
      endUserIp: input.endUserIp,
      personalNumber: input.personalNumber,
      requirement: input.requirement ?? {},
      userVisibleText: input.userVisibleText,
      userVisibleDataFormat: input.userVisibleDataFormat,
      userNonVisibleData: input.userNonVisibleData,
      returnRisk: input.returnRisk ?? false,
      callInitiator: input.callInitiator,
      autoStartToken: phone ? undefined : randomUUID(),
      qrStartToken: phone ? undefined : randomUUID(),
      qrStartSecret: phone ? undefined : randomUUID(),
      phoneSession: undefined,
      state: { status: "pending", hintCode: "outstandingTransaction" },
    };
    this.#orders.set(order.orderRef, order);
    return order;
  }

  collect(orderRef: string): CollectAnswer {
    const order = this.#find(orderRef);
    const { state } = order;
    if (state.status === "complete") return { orderRef, status: "complete", completionData: state.completionData };
    return { orderRef, status: state.status, hintCode: state.hintCode } as CollectAnswer;
  }

  cancel(orderRef: string): void {
    const order = this.#find(orderRef);
    if (order.state.status !== "pending") throw new OrderError("invalidParameters", "Order is not pending");
    order.state = { status: "failed", at: this.clock.now(), hintCode: "cancelled" };
  }

  /** The phone opens an order: from then on collect says userSign (userCallConfirm for an RP's call). */
  open(start: PhoneStart): OpenedOrder {
    this.#sweep();
    const order = this.#orderFor(start);
    if (order.state.status !== "pending") throw new PhoneError("finished");
    if (order.phoneSession) throw new PhoneError("alreadyStarted");
    order.phoneSession = randomUUID();
    order.state = {
      status: "pending",
      hintCode: order.kind.startsWith("phone/") && order.callInitiator === "RP" ? "userCallConfirm" : "userSign",
    };
    return {
      phoneSession: order.phoneSession,
      kind: order.kind,
      userVisibleText: order.userVisibleText,
      userVisibleDataFormat: order.userVisibleDataFormat,
      personalNumber: order.personalNumber,
    };
  }

  /** The opened order as the phone sees it (the page after a reload). */
  opened(phoneSession: string): OpenedOrder {
    const order = this.#byPhoneSession(phoneSession);
    return {
      phoneSession,
      kind: order.kind,
      userVisibleText: order.userVisibleText,
      userVisibleDataFormat: order.userVisibleDataFormat,
      personalNumber: order.personalNumber,
    };
  }

  /** The person approves with their security code: the order completes. */
  approve(phoneSession: string, user: UserIdentity, deviceIp: string): void {
    const order = this.#byPhoneSession(phoneSession);
    if (order.personalNumber && order.personalNumber !== user.personalNumber) throw new PhoneError("wrongPerson");
    const now = this.clock.now();
    order.state = {
      status: "complete",
      at: now,
      completionData: buildCompletionData(order, user, deviceIp, now, this.signingKeyPem),
    };
  }

  /** The person cancels in the app (or declines the RP's call). */
  cancelByUser(phoneSession: string): void {
    const order = this.#byPhoneSession(phoneSession);
    const declined = order.state.status === "pending" && order.state.hintCode === "userCallConfirm";
    order.state = { status: "failed", at: this.clock.now(), hintCode: declined ? "userDeclinedCall" : "userCancel" };
  }

  #byPhoneSession(phoneSession: string): Order {
    this.#sweep();
    const order = [...this.#orders.values()].find((candidate) => candidate.phoneSession === phoneSession);
    if (!order) throw new PhoneError("notOpened");
    if (order.state.status !== "pending") throw new PhoneError("finished");
    return order;
  }

  #orderFor(start: PhoneStart): Order {
    const orders = [...this.#orders.values()];
    if ("qr" in start) {
      const content = parseQrContent(start.qr);
      if (!content) throw new PhoneError("malformedQr");
      const order = orders.find((candidate) => candidate.qrStartToken === content.qrStartToken);
      if (!order || !order.qrStartSecret) throw new PhoneError("unknownOrder");
      if (order.state.status !== "pending") throw new PhoneError("finished");
      const elapsed = Math.floor((this.clock.now() - order.createdAt) / 1000);
      const fresh = Math.abs(content.qrTime - elapsed) <= QR_TIME_TOLERANCE_S;
      if (!fresh || !sameCode(qrAuthCode(order.qrStartSecret, content.qrTime), content.qrAuthCode)) {
        order.state = { status: "failed", at: this.clock.now(), hintCode: "startFailed" };
        throw new PhoneError("startFailed");
      }
      return order;
    }
    if ("autoStartToken" in start) {
      const token = start.autoStartToken.trim().toLowerCase();
      const order = orders.find((candidate) => candidate.autoStartToken === token);
      if (!order) throw new PhoneError("unknownOrder");
      return order;
    }
    const order = orders.find(
      (candidate) =>
        candidate.kind.startsWith("phone/") &&
        candidate.personalNumber === start.phonePersonalNumber &&
        candidate.state.status === "pending",
    );
    if (!order) throw new PhoneError("unknownOrder");
    return order;
  }

  #find(orderRef: string): Order {
    this.#sweep();
    const order = this.#orders.get(orderRef.toLowerCase());
    if (!order) throw new OrderError("invalidParameters", "No such order");
    return order;
  }

  /** Expires pending orders and forgets finished ones once they are no longer collectable. */
  #sweep(): void {
    const now = this.clock.now();
    for (const order of this.#orders.values()) {
      if (order.state.status === "pending" && now - order.createdAt >= ORDER_LIFETIME_MS) {
        order.state = { status: "failed", at: order.createdAt + ORDER_LIFETIME_MS, hintCode: "expiredTransaction" };
      }
      const { state } = order;
      const gone =
        (state.status === "complete" && now - state.at > COMPLETE_RETENTION_MS) ||
        (state.status === "failed" && now - state.at > FAILED_RETENTION_MS);
      if (gone) this.#orders.delete(order.orderRef);
    }
  }
}
