import { createHash } from "node:crypto";
import * as v from "valibot";
import type { SveaConfig } from "./config";
import { SveaError, type SveaProblem } from "./errors";

export const SVEA_ORDER_STATUSES = ["Created", "Final", "Cancelled"] as const;
export type SveaOrderStatus = (typeof SVEA_ORDER_STATUSES)[number];

/** The order of `POST /api/orders` and `GET /api/orders/{id}`: only what the API reads. */
export const SveaOrderSchema = v.object({
  OrderId: v.pipe(v.number(), v.integer()),
  ClientOrderNumber: v.string(),
  Status: v.picklist(SVEA_ORDER_STATUSES),
  Currency: v.nullish(v.string()),
  OrderAmount: v.nullish(v.number()),
  PaymentType: v.nullish(v.string()),
  FinalizedAt: v.nullish(v.string()),
  Gui: v.nullish(v.object({ Snippet: v.string() })),
});
export type SveaOrder = v.InferOutput<typeof SveaOrderSchema>;

const ProblemsSchema = v.object({
  Errors: v.array(v.object({ Field: v.string(), Message: v.nullish(v.string(), "") })),
});

export interface SveaCartItem {
  articleNumber: string;
  name: string;
  /** Hundredths: 100 is one. */
  quantity: number;
  /** Minor units, VAT included. */
  unitPriceMinor: number;
  /** Hundredths of a percent: 2500 is 25 %. */
  vatPercent: number;
}

export interface SveaCreateInput {
  /** At most 32 characters: a second create with it answers the order that exists. */
  clientOrderNumber: string;
  countryCode: string;
  currency: string;
  /** Svea's locale: sv-SE, nn-NO, nb-NO, fi-FI, en-US. */
  locale: string;
  /** Where Svea sends the buyer after a purchase. */
  confirmationUrl: string;
  /** The merchant's page of the checkout: where a cancelled checkout leads back. */
  checkoutUrl: string;
  termsUrl: string;
  items: SveaCartItem[];
}

export interface SveaCreated {
  order: SveaOrder;
  /** False when the clientOrderNumber already had an order (200 instead of 201). */
  created: boolean;
  /** The checkout page the snippet's iframe shows; the site opens it full-page. */
  checkoutPageUrl: string | null;
}

export interface SveaClient {
  create(input: SveaCreateInput): Promise<SveaCreated>;
  read(orderId: string): Promise<SveaOrder>;
}

/** `yyyy-MM-dd HH:mm:ss` in UTC, Svea's Timestamp. */
export function sveaTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

/** `Svea base64(merchantId:SHA512hex(body + secret + timestamp))` (protocols.md). */
export function sveaAuthorization(config: Pick<SveaConfig, "merchantId" | "secret">, body: string, timestamp: string) {
  const hash = createHash("sha512").update(`${body}${config.secret}${timestamp}`, "utf8").digest("hex").toUpperCase();
  return `Svea ${Buffer.from(`${config.merchantId}:${hash}`, "utf8").toString("base64")}`;
}

/** The snippet's iframe src: the checkout page. */
export function checkoutPageOf(snippet: string): string | null {
  const src = /<iframe[^>]*\ssrc="([^"]+)"/i.exec(snippet)?.[1];
  if (!src) return null;
  const url = src.replaceAll("&amp;", "&");
  return URL.canParse(url) && ["http:", "https:"].includes(new URL(url).protocol) ? url : null;
}

const RESPONSE_LIMIT = 256 * 1024;

/**
 * A client of Svea Checkout's merchant API, each call signed with the merchant's secret. It logs
 * nothing; its errors carry the operation, the status and Svea's field names.
 */
export function createSveaClient(config: SveaConfig, now: () => Date = () => new Date()): SveaClient {
  const pushUri = `${config.pushUrl}?orderId={checkout.order.uri}`;

  async function call(operation: string, method: "GET" | "POST", path: string, payload?: unknown) {
    const body = payload === undefined ? "" : JSON.stringify(payload);
    const timestamp = sveaTimestamp(now());
    let response: Response;
    let text: string;
    try {
      response = await fetch(new URL(path, config.url), {
        method,
        headers: {
          accept: "application/json",
          authorization: sveaAuthorization(config, body, timestamp),
          timestamp,
          ...(payload === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(payload === undefined ? {} : { body }),
        signal: AbortSignal.timeout(config.timeoutMs),
        redirect: "error",
      });
      text = await response.text();
    } catch (error) {
      throw new SveaError({ operation, status: 0, cause: error });
    }
    if (text.length > RESPONSE_LIMIT) throw new SveaError({ operation, status: 0 });
    return { status: response.status, text };
  }

  function failure(operation: string, answer: { status: number; text: string }): SveaError {
    let problems: SveaProblem[] = [];
    try {
      const parsed = v.safeParse(ProblemsSchema, JSON.parse(answer.text));
      if (parsed.success) problems = parsed.output.Errors.map((item) => ({ field: item.Field, message: item.Message }));
    } catch {
      // Not Svea's error body (a proxy's page): the status says enough.
    }
    return new SveaError({ operation, status: answer.status, problems });
  }

  function order(operation: string, text: string): SveaOrder {
    try {
      return v.parse(SveaOrderSchema, JSON.parse(text));
    } catch (error) {
      throw new SveaError({ operation, status: 0, cause: error });
    }
  }

  return {
    async create(input) {
      const answer = await call("create", "POST", "api/orders", {
        countryCode: input.countryCode,
        currency: input.currency,
        locale: input.locale,
        clientOrderNumber: input.clientOrderNumber,
        merchantSettings: {
          CheckoutUri: input.checkoutUrl,
          ConfirmationUri: input.confirmationUrl,
          TermsUri: input.termsUrl,
          PushUri: pushUri,
        },
        cart: {
          Items: input.items.map((item) => ({
            ArticleNumber: item.articleNumber,
            Name: item.name,
            Quantity: item.quantity,
            UnitPrice: item.unitPriceMinor,
            VatPercent: item.vatPercent,
          })),
        },
      });
      if (answer.status !== 200 && answer.status !== 201) throw failure("create", answer);
      const created = order("create", answer.text);
      return {
        order: created,
        created: answer.status === 201,
        checkoutPageUrl: created.Gui ? checkoutPageOf(created.Gui.Snippet) : null,
      };
    },
    async read(orderId) {
      if (!/^\d{1,12}$/.test(orderId)) throw new SveaError({ operation: "read", status: 404 });
      const answer = await call("read", "GET", `api/orders/${orderId}`);
      if (answer.status !== 200) throw failure("read", answer);
      return order("read", answer.text);
    },
  };
}
