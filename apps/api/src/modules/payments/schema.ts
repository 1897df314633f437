import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { payments, users } from "../account/schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * `SENDING` is ours alone: the request is on its way to the provider (claimed by one start, so a
 * second start at the same moment cannot send it again). It goes back to NEW when the provider
 * could not be reached.
 */
export const PAYMENT_REQUEST_ROW_STATUSES = [
  "NEW",
  "SENDING",
  "CREATED",
  "PAID",
  "DECLINED",
  "ERROR",
  "CANCELLED",
] as const;
export type PaymentRequestRowStatus = (typeof PAYMENT_REQUEST_ROW_STATUSES)[number];
/** Attempts that still may become PAID; a payment has at most one of them. */
export const OPEN_REQUEST_STATUSES = ["NEW", "SENDING", "CREATED"] as const;

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/**
 * One attempt to pay a payment through a provider. `instruction_id` is the id the provider knows
 * it by (Swish's instructionUUID, chosen here): a replayed callback or a repeated start meets the
 * same row. Amounts in minor units, copied from the payment when the attempt was made.
 */
export const paymentRequests = pgTable(
  "payment_requests",
  {
    instructionId: text("instruction_id").primaryKey(),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider"),
    status: text("status").notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** What opens the provider's side again: Swish m-commerce's token, the card provider's hosted page URL. */
    token: text("token"),
    /** Redirect providers (card, Svea): the site's payments page the payer comes back to, without a query. */
    returnUrl: text("return_url"),
    paymentReference: text("payment_reference"),
    /** The provider's own id of the attempt when it is not `instruction_id` (Svea's OrderId: its pushes and reads use it). */
    providerOrderId: text("provider_order_id"),
    errorCode: text("error_code"),
    errorMessage: text("error_message"),
    paidAt: at("paid_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("payment_requests_payment_idx").on(table.paymentId),
    index("payment_requests_provider_order_idx").on(table.provider, table.providerOrderId),
    uniqueIndex("payment_requests_one_open")
      .on(table.paymentId)
      .where(sql`${table.status} in (${list(OPEN_REQUEST_STATUSES)})`),
    check("payment_requests_status", sql`${table.status} in (${list(PAYMENT_REQUEST_ROW_STATUSES)})`),
    check("payment_requests_instruction_id", sql`${table.instructionId} ~ '^[0-9A-F]{32}$'`),
    check(
      "payment_requests_text_limits",
      sql`coalesce(length(${table.errorMessage}), 0) <= 500 and coalesce(length(${table.errorCode}), 0) <= 50`,
    ),
  ],
);

export const paymentTables = { paymentRequests };
