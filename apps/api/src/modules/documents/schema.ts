import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES } from "@housing/contracts/documents";
import { bookings, users } from "../account/schema";
import { siteKeyColumn } from "../catalogue/schema/columns";
import { notifications } from "../notifications/schema";

/*
 * The documents of the users' bookings (spec sections 3 and 4, "Document status"). A document is
 * issued with its terms fixed (`terms`: the purchase's data when it was written), so its PDF and
 * the SHA-256 a signer sees stay the same whoever signs it later. Its signers are the buyers it
 * names, each with the personal number BankID must confirm; it is done when all have signed.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

/** What the PDF is written from: the purchase's data when the document was issued. */
export interface DocumentTerms {
  objectName: string;
  objectNumber: string | null;
  stageName: string | null;
  address: string | null;
  price: number | null;
  currency: string;
  seller: string;
  buyers: Array<{ name: string; securityNumber: string | null }>;
  bookedOn: string;
  entryDate: string | null;
}

export const documents = pgTable(
  "documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    kind: text("kind").notNull(),
    /** The notification name: `awaiting_signature` (sign) or another name (approve), spec section 3. */
    name: text("name").notNull(),
    /** The document's title in the site's language (the bell's subject, the PDF's heading). */
    title: text("title").notNull(),
    terms: jsonb("terms").$type<DocumentTerms>().notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    doneAt: at("done_at"),
  },
  (table) => [
    index("documents_booking_idx").on(table.bookingId),
    check("documents_kind", sql`${table.kind} in (${list(DOCUMENT_KINDS)})`),
    check("documents_status", sql`${table.status} in (${list(DOCUMENT_STATUSES)})`),
    check("documents_text_limits", sql`length(${table.name}) <= 100 and length(${table.title}) <= 200`),
  ],
);

/**
 * The buyers a document waits for. `security_number` is the number the signature must carry
 * (null: the user has none, and can approve but not sign with BankID); `signed_sha256` what the
 * signer saw; `notification_id` the bell's item asking this signer, removed once they have acted.
 */
export const documentSigners = pgTable(
  "document_signers",
  {
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    securityNumber: text("security_number"),
    signedAt: at("signed_at"),
    method: text("method"),
    signedSha256: text("signed_sha256"),
    notificationId: uuid("notification_id").references(() => notifications.id, { onDelete: "set null" }),
  },
  (table) => [
    primaryKey({ columns: [table.documentId, table.userId] }),
    index("document_signers_user_idx").on(table.userId),
    check(
      "document_signers_method",
      sql`${table.method} is null or ${table.method} in ('bank_id', 'signicat', 'approval')`,
    ),
  ],
);

/** BankID sign orders by the browser's `sessionId`, as the login's `bankid_orders`; `qrStartSecret` stays here. */
export const documentSignOrders = pgTable(
  "document_sign_orders",
  {
    sessionId: text("session_id").primaryKey(),
    orderRef: text("order_ref").notNull(),
    qrStartToken: text("qr_start_token").notNull(),
    qrStartSecret: text("qr_start_secret").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The SHA-256 the order's visible text named. */
    sha256: text("sha256").notNull(),
    status: text("status").notNull().default("pending"),
    createdAt: at("created_at").notNull().defaultNow(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    check("document_sign_orders_status", sql`${table.status} in ('pending', 'complete', 'failed', 'cancelled')`),
  ],
);

/**
 * Signatures through the e-ID broker (Norway, Finland) by their OpenID Connect `state`, as the
 * login's `eident_logins`: the nonce and PKCE verifier stay here, bound to the signer and the
 * document; a row is taken (deleted) by the one return that uses it.
 */
export const documentEidentSignings = pgTable(
  "document_eident_signings",
  {
    state: text("state").primaryKey(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    country: text("country").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The SHA-256 of the unsigned PDF when the signature started: what the signer signs. */
    sha256: text("sha256").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [check("document_eident_signings_country", sql`${table.country} in ('no', 'fi')`)],
);

export const documentTables = { documents, documentSigners, documentSignOrders, documentEidentSignings };
