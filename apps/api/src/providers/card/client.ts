import * as v from "valibot";
import type { CardConfig } from "./config";
import { CardError } from "./errors";
import { signedHeaders } from "./signing";

export const CARD_STATUSES = ["CREATED", "PAID", "DECLINED", "ERROR", "CANCELLED"] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];

/** A transaction as `GET /v1/transactions/{id}` answers it. */
export const CardTransactionSchema = v.object({
  transactionId: v.string(),
  status: v.picklist(CARD_STATUSES),
  amount: v.nullish(v.number()),
  currency: v.nullish(v.string()),
  paymentReference: v.nullish(v.string()),
  datePaid: v.nullish(v.string()),
  errorCode: v.nullish(v.string()),
  errorMessage: v.nullish(v.string()),
});
export type CardTransaction = v.InferOutput<typeof CardTransactionSchema>;

const CreatedSchema = v.object({ ...CardTransactionSchema.entries, hostedPageUrl: v.pipe(v.string(), v.url()) });
const ErrorSchema = v.object({ error: v.string() });

export interface CardCreateInput {
  /** Our instruction id: the provider answers the same transaction for the same id. */
  transactionId: string;
  amountMinor: number;
  currency: string;
  reference: string;
}

export interface CardClient {
  create(input: CardCreateInput): Promise<{ hostedPageUrl: string; transaction: CardTransaction }>;
  read(transactionId: string): Promise<CardTransaction>;
  cancel(transactionId: string): Promise<CardTransaction>;
}

/**
 * A client of the card provider's merchant API (fetch, signed calls, a timeout per call). It logs
 * nothing; its errors carry the operation, the status and the provider's error code.
 */
export function createCardClient(config: CardConfig, now: () => number = Date.now): CardClient {
  async function call<T>(
    operation: string,
    method: string,
    path: string,
    schema: v.GenericSchema<unknown, T>,
    body?: unknown,
  ): Promise<{ status: number; value: T }> {
    const url = new URL(path, config.url);
    const text = body === undefined ? "" : JSON.stringify(body);
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: "application/json",
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...signedHeaders(config.secret, { method, path: `${url.pathname}${url.search}`, body: text, now: now() }),
        },
        ...(body === undefined ? {} : { body: text }),
        redirect: "error",
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      throw new CardError({ operation, status: 0, cause: error });
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      throw new CardError({ operation, status: response.ok ? 0 : response.status, cause: error });
    }
    if (!response.ok) {
      const parsed = v.safeParse(ErrorSchema, json);
      throw new CardError({
        operation,
        status: response.status,
        ...(parsed.success ? { code: parsed.output.error } : {}),
      });
    }
    const parsed = v.safeParse(schema, json);
    if (!parsed.success) throw new CardError({ operation, status: 0, code: "unreadableAnswer" });
    return { status: response.status, value: parsed.output };
  }

  return {
    async create(input) {
      const { value } = await call("create", "POST", "v1/transactions", CreatedSchema, {
        transactionId: input.transactionId,
        amount: input.amountMinor,
        currency: input.currency,
        reference: input.reference,
        returnUrl: config.returnUrl,
      });
      const { hostedPageUrl, ...transaction } = value;
      return { hostedPageUrl, transaction };
    },
    async read(transactionId) {
      return (await call("read", "GET", `v1/transactions/${encodeURIComponent(transactionId)}`, CardTransactionSchema))
        .value;
    },
    async cancel(transactionId) {
      const path = `v1/transactions/${encodeURIComponent(transactionId)}/cancel`;
      return (await call("cancel", "POST", path, CardTransactionSchema)).value;
    },
  };
}
