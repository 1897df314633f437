import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BOOKING_STATUSES, RUNNING_BOOKING_STATUSES, type BookingValues } from "@housing/contracts/booking";
import { users } from "../account/schema";
import { objects, stages } from "../catalogue/schema";
import { siteKeyColumn } from "../catalogue/schema/columns";

/*
 * Click-to-buy's bookings in progress (README.md beside this file; migration 0019). A row holds a
 * home for its buyer from `reserved` until it is booked, expires or the buyer leaves; the unique
 * partial index on the object keeps at most one running booking per home, beside the object's own
 * conditional status change (forSale -> reserved), which is what decides a race.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** The statuses in which a booking holds its home (object status reserved). */
export const HOLDING_STATUSES = ["reserved", "signed"] as const;
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** What the agreement was written from when the buyer asked to sign (signcontract): fixed from then on. */
export interface BookingTerms {
  objectName: string;
  objectNumber: string;
  stageName: string;
  price: number;
  optionsPrice: number;
  totalPrice: number;
  currency: string;
  seller: string;
  buyers: Array<{ name: string; securityNumber: string | null }>;
  choices: Array<{ group: string; option: string; price: number }>;
  fixedAt: string;
}

export const bookingFlows = pgTable(
  "booking_flows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectId: uuid("object_id")
      .notNull()
      .references(() => objects.id, { onDelete: "cascade" }),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    flow: smallint("flow").notNull(),
    status: text("status").notNull().default("pending"),
    /** `rejected`: cannotBook or an error kind of spec section 8; `cancelled`/`expired`: why it ended. */
    reason: text("reason"),
    values: jsonb("values").$type<BookingValues>().notNull().default({}),
    /** The co-buyer's user once the booking is completed (found by number, or created without an account). */
    coBuyerUserId: uuid("co_buyer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** Price plus chosen options, whole units of the site's currency. */
    totalPrice: integer("total_price"),
    /** The booking fee in minor units; null: the flow has no payment step. */
    feeMinor: integer("fee_minor"),
    paymentId: uuid("payment_id"),
    terms: jsonb("terms").$type<BookingTerms>(),
    expiresAt: at("expires_at"),
    signedAt: at("signed_at"),
    signMethod: text("sign_method"),
    /** The SHA-256 of the agreement text the buyer signed (BankID's visible text names it). */
    signedSha256: text("signed_sha256"),
    bookedAt: at("booked_at"),
    /** The `bookings` row of the buyer once booked (my pages' residence). */
    bookingId: uuid("booking_id"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    // A buyer has one booking running at a time: a double submit meets the one there is.
    uniqueIndex("booking_flows_one_running_per_user")
      .on(table.userId)
      .where(sql`${table.status} in (${list(RUNNING_BOOKING_STATUSES)})`),
    // The bookings that hold a home (pending ones do not yet: many buyers may wait for the same one).
    uniqueIndex("booking_flows_one_holding")
      .on(table.objectId)
      .where(sql`${table.status} in (${list(HOLDING_STATUSES)})`),
    index("booking_flows_expiry_idx")
      .on(table.expiresAt)
      .where(sql`${table.status} in ('reserved', 'signed')`),
    check("booking_flows_status", sql`${table.status} in (${list(BOOKING_STATUSES)})`),
    check("booking_flows_flow", sql`${table.flow} in (5, 6, 8)`),
    check(
      "booking_flows_sign_method",
      sql`${table.signMethod} is null or ${table.signMethod} in ('bank_id', 'signicat')`,
    ),
  ],
);

/**
 * The interior choices of a stage's 8-step flow (spec section 2, "choices"): groups of options in
 * the site's language with prices in whole units; each group has one standard option at price 0.
 */
export const bookingChoiceOptions = pgTable(
  "booking_choice_options",
  {
    id: text("id").notNull(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    groupId: text("group_id").notNull(),
    groupName: text("group_name").notNull(),
    name: text("name").notNull(),
    price: integer("price").notNull(),
    isStandard: boolean("is_standard").notNull().default(false),
    sortOrder: smallint("sort_order").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.stageId, table.id] }),
    check("booking_choice_options_price", sql`${table.price} >= 0 and (not ${table.isStandard} or ${table.price} = 0)`),
  ],
);

/** BankID sign orders of booking agreements by the browser's `sessionId` (as documents' `document_sign_orders`). */
export const bookingSignOrders = pgTable(
  "booking_sign_orders",
  {
    sessionId: text("session_id").primaryKey(),
    orderRef: text("order_ref").notNull(),
    qrStartToken: text("qr_start_token").notNull(),
    qrStartSecret: text("qr_start_secret").notNull(),
    bookingFlowId: uuid("booking_flow_id")
      .notNull()
      .references(() => bookingFlows.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sha256: text("sha256").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    check("booking_sign_orders_status", sql`${table.status} in ('pending', 'complete', 'failed', 'cancelled')`),
  ],
);

/** e-ID signatures of booking agreements by their OpenID Connect `state` (as documents' `document_eident_signings`). */
export const bookingEidentSignings = pgTable(
  "booking_eident_signings",
  {
    state: text("state").primaryKey(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    country: text("country").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    bookingFlowId: uuid("booking_flow_id")
      .notNull()
      .references(() => bookingFlows.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sha256: text("sha256").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [check("booking_eident_signings_country", sql`${table.country} in ('no', 'fi')`)],
);

export const bookingTables = { bookingFlows, bookingChoiceOptions, bookingSignOrders, bookingEidentSignings };
