import { randomInt } from "node:crypto";
import type { Clock } from "../clock";
import type { CartItem, CreateOrderBody, MerchantSettings } from "./validation";

export type SveaOrderStatus = "Created" | "Final" | "Cancelled";
/** The payment methods the checkout page offers; a Final order carries the one chosen. */
export const PAYMENT_TYPES = ["Card", "Invoice", "DirectBank"] as const;
export type SveaPaymentType = (typeof PAYMENT_TYPES)[number];

/** An order as `POST /api/orders` and `GET /api/orders/{id}` answer it (without the snippet). */
export interface SveaOrder {
  OrderId: number;
  ClientOrderNumber: string;
  CountryCode: string;
  Currency: string;
  Locale: string;
  Status: SveaOrderStatus;
  MerchantSettings: MerchantSettings;
  Cart: { Items: CartItem[] };
  /** Minor units, VAT included. */
  OrderAmount: number;
  PaymentType: SveaPaymentType | null;
  CreatedAt: string;
  FinalizedAt: string | null;
}

export interface SveaTimings {
  /** The first retry of a push that was not answered 200; doubled each time up to a minute. */
  pushRetryMs: number;
}

/** The checkout page's Complete purchase and Cancel. */
export type BuyerAction = "complete" | "cancel";

/** `{checkout.order.uri}` in the PushUri becomes the order id, as Svea does. */
export function pushUrlOf(order: SveaOrder): string {
  return order.MerchantSettings.PushUri.replaceAll("{checkout.order.uri}", String(order.OrderId));
}

/**
 * The simulator's checkout orders, in memory. An order lives Created until the buyer completes it
 * on the checkout page (Final, with the payment type chosen) or cancels it (Cancelled); either end
 * is pushed to the PushUri until it answers 200. The merchant's clientOrderNumber names one order:
 * creating it again answers the order that exists.
 */
export class SveaOrderStore {
  private readonly orders = new Map<number, SveaOrder>();
  private readonly byClientNumber = new Map<string, number>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private closed = false;
  private nextId = 8_000_000 + randomInt(1_000_000);

  constructor(
    private readonly clock: Clock,
    private readonly timings: SveaTimings,
    private readonly log: (line: string) => void,
  ) {}

  /** The order for this clientOrderNumber: `created` false when it already existed. */
  create(body: CreateOrderBody): { order: SveaOrder; created: boolean } {
    const existing = this.byClientNumber.get(body.clientOrderNumber);
    if (existing !== undefined) return { order: this.orders.get(existing)!, created: false };
    const order: SveaOrder = {
      OrderId: this.nextId++,
      ClientOrderNumber: body.clientOrderNumber,
      CountryCode: body.countryCode,
      Currency: body.currency,
      Locale: body.locale,
      Status: "Created",
      MerchantSettings: body.merchantSettings,
      Cart: body.cart,
      OrderAmount: body.cart.Items.reduce((sum, item) => sum + Math.round((item.UnitPrice * item.Quantity) / 100), 0),
      PaymentType: null,
      CreatedAt: new Date(this.clock.now()).toISOString(),
      FinalizedAt: null,
    };
    this.orders.set(order.OrderId, order);
    this.byClientNumber.set(order.ClientOrderNumber, order.OrderId);
    return { order, created: true };
  }

  get(id: number): SveaOrder | undefined {
    return this.orders.get(id);
  }

  /** The buyer's answer on the checkout page. False when the order is no longer Created. */
  answer(id: number, action: BuyerAction, paymentType: SveaPaymentType = "Card"): boolean {
    const order = this.orders.get(id);
    if (!order || order.Status !== "Created") return false;
    if (action === "complete") {
      order.Status = "Final";
      order.PaymentType = paymentType;
      order.FinalizedAt = new Date(this.clock.now()).toISOString();
    } else {
      order.Status = "Cancelled";
    }
    this.push(order, this.timings.pushRetryMs, 1);
    return true;
  }

  close(): void {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private push(order: SveaOrder, retryMs: number, attempt: number): void {
    if (this.closed) return;
    // The push says only which order changed: the merchant reads the order with GET /api/orders/{id}.
    fetch(pushUrlOf(order), { method: "POST", signal: AbortSignal.timeout(10_000) })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status !== 200) throw new Error(String(response.status));
      })
      .catch(() => {
        this.log(`svea: push attempt ${attempt} was not answered 200; retrying`);
        this.after(retryMs, () => this.push(order, Math.min(retryMs * 2, 60_000), attempt + 1));
      });
  }

  private after(milliseconds: number, run: () => void): void {
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, milliseconds);
    timer.unref();
    this.timers.add(timer);
  }
}
