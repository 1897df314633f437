import { randomBytes, randomUUID } from "node:crypto";
import type {
  BankIdAuthRequest,
  BankIdCollectResult,
  BankIdCompletionUser,
  BankIdOrder,
  BankIdPort,
  BankIdSignRequest,
} from "../modules/account/bankid-port";

interface FakeOrder extends BankIdOrder {
  kind: "auth" | "sign";
  request: BankIdAuthRequest | BankIdSignRequest;
  result: BankIdCollectResult;
  cancelled: boolean;
}

/**
 * BankID in the test process: orders stay pending until the test completes, fails or cancels
 * them (as the user would in the app). Tests only; the server gets the real client or the
 * simulator's through AppOptions.bankId.
 */
export class FakeBankId implements BankIdPort {
  readonly orders = new Map<string, FakeOrder>();
  /** Set to make the next calls throw, as an unreachable BankID would. */
  isDown = false;

  auth(request: BankIdAuthRequest): Promise<BankIdOrder> {
    return this.start("auth", request);
  }

  sign(request: BankIdSignRequest): Promise<BankIdOrder> {
    return this.start("sign", request);
  }

  private start(kind: FakeOrder["kind"], request: FakeOrder["request"]): Promise<BankIdOrder> {
    if (this.isDown) return Promise.reject(new Error("BankID unreachable"));
    const order: FakeOrder = {
      kind,
      orderRef: randomUUID(),
      autoStartToken: randomUUID(),
      qrStartToken: randomUUID(),
      qrStartSecret: randomBytes(16).toString("hex"),
      request,
      result: { status: "pending", hintCode: "outstandingTransaction" },
      cancelled: false,
    };
    this.orders.set(order.orderRef, order);
    const { kind: _kind, request: _request, result: _result, cancelled: _cancelled, ...answer } = order;
    return Promise.resolve(answer);
  }

  collect(orderRef: string): Promise<BankIdCollectResult> {
    if (this.isDown) return Promise.reject(new Error("BankID unreachable"));
    const order = this.orders.get(orderRef);
    if (!order) return Promise.resolve({ status: "failed", hintCode: "noSuchOrder" });
    return Promise.resolve(order.result);
  }

  cancel(orderRef: string): Promise<void> {
    const order = this.orders.get(orderRef);
    if (order) {
      order.cancelled = true;
      order.result = { status: "failed", hintCode: "userCancel" };
    }
    return Promise.resolve();
  }

  /** The newest order (the one a test just started). */
  get latest(): FakeOrder {
    const orders = [...this.orders.values()];
    const order = orders[orders.length - 1];
    if (!order) throw new Error("No BankID order started");
    return order;
  }

  complete(user: Partial<BankIdCompletionUser> & { personalNumber: string }, order = this.latest): void {
    order.result = {
      status: "complete",
      completionData: {
        user: { name: "Test Person", givenName: "Test", surname: "Person", ...user },
      },
    };
  }

  fail(hintCode: string, order = this.latest): void {
    order.result = { status: "failed", hintCode };
  }

  hint(hintCode: string, order = this.latest): void {
    order.result = { status: "pending", hintCode };
  }
}
