import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { siteKeyColumn } from "../catalogue/schema/columns";

/*
 * The account service's tables (spec sections 3, 4, 6 and 7, "Account"). Secrets are never
 * stored in the clear where a hash does: passwords (Argon2id), reset and change-e-mail tokens,
 * e-mail codes (SHA-256). Catalogue ids (bookings, purchases) are plain ids, not foreign keys:
 * the seed replaces the catalogue wholesale, as for interests.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const USER_COUNTRIES = ["se", "no", "fi"] as const;
export const LOGIN_METHODS = ["bank_id", "eident", "email"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];
export const LOGIN_TYPES = ["private", "privateCase", "boardMember", "boardMemberCase"] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];
export const PAYMENT_STATUSES = ["NotPaid", "NotPaidSent", "OverPaid", "Paid", "Reminder1"] as const;
/**
 * The VIP fee in minor units of the site's currency (öre, øre, cent): the spec gives no figure, so
 * this is the reference value every payment row starts with; the business sets the real one per row.
 */
export const VIP_FEE_MINOR = 50_000;
export const BANKID_FLOWS = ["login", "loginBoardMember", "register", "update"] as const;
export type BankIdFlow = (typeof BANKID_FLOWS)[number];
export const BANKID_ORDER_STATUSES = ["pending", "complete", "failed", "cancelled"] as const;
export const ACCOUNT_TOKEN_KINDS = ["resetPassword", "changeEmail"] as const;
export const RATE_LIMIT_SCOPES = ["loginAccount", "loginIp", "mailAccount", "mailIp"] as const;
export type RateLimitScope = (typeof RATE_LIMIT_SCOPES)[number];

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(", "));

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email"),
    /** The national identity number (Swedish 12 digits, Norwegian 11, Finnish HETU); null for e-mail-only users. */
    securityNumber: text("security_number"),
    countryId: text("country_id").notNull(),
    phoneNumber: text("phone_number"),
    address: text("address"),
    postalCode: text("postal_code"),
    city: text("city"),
    /** yyyy-MM-dd. */
    birthDate: text("birth_date"),
    newsletter: boolean("newsletter").notNull().default(false),
    preOfferLetter: boolean("pre_offer_letter").notNull().default(false),
    deceased: boolean("deceased").notNull().default(false),
    /** Argon2id; null for an account that only logs in with BankID or e-ident. */
    passwordHash: text("password_hash"),
    /** Spec section 2's flags: errands and payments shown whatever else holds (set by customer service). */
    showErrands: boolean("show_errands").notNull().default(false),
    showPayments: boolean("show_payments").notNull().default(false),
    /** The residence (a booked or bought home's object id) my pages are about; null: the first one. */
    activeObjectId: uuid("active_object_id"),
    createdAt: createdAt(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(sql`lower(${table.email})`),
    uniqueIndex("users_security_number_unique").on(table.countryId, table.securityNumber),
    check("users_country", sql`${table.countryId} in (${list(USER_COUNTRIES)})`),
    check(
      "users_text_limits",
      sql`length(${table.firstName}) <= 50 and length(${table.lastName}) <= 50 and coalesce(length(${table.email}), 0) <= 250 and coalesce(length(${table.securityNumber}), 0) <= 20 and coalesce(length(${table.phoneNumber}), 0) <= 20 and coalesce(length(${table.address}), 0) <= 250 and coalesce(length(${table.postalCode}), 0) <= 50 and coalesce(length(${table.city}), 0) <= 250`,
    ),
  ],
);

/** A housing association (BRF, borettslag); `activeFinancialManagement` is the technical management (spec section 4). */
export const associations = pgTable("associations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  countryId: text("country_id").notNull(),
  activeFinancialManagement: boolean("active_financial_management").notNull(),
});

export const boardMemberships = pgTable(
  "board_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    associationId: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.associationId] })],
);

export const consents = pgTable(
  "consents",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

export const campaignCodes = pgTable(
  "campaign_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteKey: siteKeyColumn(),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
  },
  (table) => [uniqueIndex("campaign_codes_site_code_unique").on(table.siteKey, sql`upper(${table.code})`)],
);

export const vipMemberships = pgTable(
  "vip_memberships",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    campaignCode: text("campaign_code").notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

export const payments = pgTable(
  "payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    status: text("status").notNull(),
    payedWithCode: boolean("payed_with_code").notNull().default(false),
    /** What is owed, in minor units of the site's currency (the payments module). */
    amountMinor: integer("amount_minor").notNull().default(VIP_FEE_MINOR),
    paidAt: at("paid_at"),
    createdAt: createdAt(),
    /** What it is for (PAYMENT_KINDS, migration 0019): the VIP fee, or a click-to-buy booking's fee. */
    kind: text("kind").notNull().default("VipFee"),
    /** The booking in progress a BookingFee is for (the booking module's `booking_flows`; no foreign key across modules). */
    bookingFlowId: uuid("booking_flow_id"),
  },
  (table) => [
    index("payments_user_idx").on(table.userId),
    uniqueIndex("payments_booking_flow_idx").on(table.bookingFlowId),
    check("payments_kind", sql`${table.kind} in ('VipFee', 'BookingFee')`),
    check("payments_status", sql`${table.status} in (${list(PAYMENT_STATUSES)})`),
    check("payments_amount", sql`${table.amountMinor} > 0`),
  ],
);

/**
 * What a booking or purchase knows of moving in (spec section 3, the active object's entry date
 * and succession flag): the contract's entry date when set, else the home's inhabit date is used.
 */
const residenceColumns = () => ({
  entryDate: date("entry_date", { mode: "string" }),
  isSuccession: boolean("is_succession").notNull().default(false),
});

export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectId: uuid("object_id").notNull(),
    objectPageExists: boolean("object_page_exists").notNull().default(true),
    siteKey: siteKeyColumn(),
    ...residenceColumns(),
    // The purchase timeline's dates (spec section 2, my pages timeline; migration 0014): the signed
    // contract, the last day of interior choices, the final inspection and the final payment.
    contractDate: date("contract_date", { mode: "string" }),
    interiorDeadline: date("interior_deadline", { mode: "string" }),
    inspectionDate: date("inspection_date", { mode: "string" }),
    finalPaymentDate: date("final_payment_date", { mode: "string" }),
    createdAt: createdAt(),
  },
  (table) => [index("bookings_user_idx").on(table.userId)],
);

export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    objectId: uuid("object_id").notNull(),
    stageId: uuid("stage_id").notNull(),
    ...residenceColumns(),
    createdAt: createdAt(),
  },
  (table) => [index("purchases_user_idx").on(table.userId)],
);

/** A login: the token's `sid`. Revoked at logout; a token of a revoked or expired session is refused. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    loginMethod: text("login_method").notNull(),
    loginType: text("login_type").notNull(),
    associationId: uuid("association_id").references(() => associations.id, { onDelete: "set null" }),
    siteKey: siteKeyColumn(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
  },
  (table) => [
    index("auth_sessions_user_idx").on(table.userId),
    check("auth_sessions_login_method", sql`${table.loginMethod} in (${list(LOGIN_METHODS)})`),
    check("auth_sessions_login_type", sql`${table.loginType} in (${list(LOGIN_TYPES)})`),
  ],
);

/** ES256 keys of the login tokens, by `kid`; the newest signs, older ones verify until their tokens have expired. */
export const signingKeys = pgTable("signing_keys", {
  kid: text("kid").primaryKey(),
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
});

/** Counted attempts for rate limits (failed logins, mails asked for); `key` is a SHA-256 of the e-mail or IP, never the value. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_attempts_lookup_idx").on(table.scope, table.key, table.createdAt),
    check("login_attempts_scope", sql`${table.scope} in (${list(RATE_LIMIT_SCOPES)})`),
  ],
);

/** A file of an outbox mail, its bytes in base64. */
export interface MailAttachment {
  name: string;
  type: string;
  base64: string;
}

/** Mails to send: written in the same request as what they confirm, sent by the outbox sender when SMTP is configured. */
export const outboxMails = pgTable(
  "outbox_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    link: text("link"),
    /** Files sent with the mail (migration 0025): a booking's calendar entry and QR code, a prospectus. */
    attachments: jsonb("attachments").$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [
    index("outbox_mails_unsent_idx")
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** The code a registration proves its e-mail with (SHA-256 of e-mail and code), 15 minutes. */
export const emailCodes = pgTable(
  "email_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [index("email_codes_email_idx").on(sql`lower(${table.email})`, table.createdAt)],
);

/** Single-use tokens of mailed links (reset password, change e-mail), stored as SHA-256. */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    newEmail: text("new_email"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
  },
  (table) => [
    uniqueIndex("account_tokens_hash_unique").on(table.tokenHash),
    check("account_tokens_kind", sql`${table.kind} in (${list(ACCOUNT_TOKEN_KINDS)})`),
  ],
);

/**
 * BankID orders by the browser's `sessionId` (random, 128 bits). `qrStartSecret` never leaves the
 * server: the status call computes the current QR string from it. `result` holds the outcome.
 */
export const bankIdOrders = pgTable(
  "bankid_orders",
  {
    sessionId: text("session_id").primaryKey(),
    orderRef: text("order_ref").notNull(),
    qrStartToken: text("qr_start_token").notNull(),
    qrStartSecret: text("qr_start_secret").notNull(),
    flow: text("flow").notNull(),
    loginType: text("login_type").notNull(),
    siteKey: siteKeyColumn(),
    /** The logged-in user of an update flow. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    finishedAt: at("finished_at"),
  },
  (table) => [
    check("bankid_orders_flow", sql`${table.flow} in (${list(BANKID_FLOWS)})`),
    check("bankid_orders_login_type", sql`${table.loginType} in (${list(LOGIN_TYPES)})`),
    check("bankid_orders_status", sql`${table.status} in (${list(BANKID_ORDER_STATUSES)})`),
  ],
);

/**
 * Norway's and Finland's e-ident logins in progress (OpenID Connect at the e-ID broker): the
 * browser leaves with the authorization URL and comes back with `code` and `state`; what checks
 * the answer (nonce, PKCE verifier, redirect URI) stays here, keyed by the state, used once.
 */
export const eidentLogins = pgTable(
  "eident_logins",
  {
    state: text("state").primaryKey(),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    country: text("country").notNull(),
    redirectUri: text("redirect_uri").notNull(),
    flow: text("flow").notNull(),
    loginType: text("login_type").notNull(),
    siteKey: siteKeyColumn(),
    /** The logged-in user an update flow (adding or refreshing the e-ID) belongs to; null for a login. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    check("eident_logins_flow", sql`${table.flow} in (${list(BANKID_FLOWS)})`),
    check("eident_logins_login_type", sql`${table.loginType} in (${list(LOGIN_TYPES)})`),
    check("eident_logins_country", sql`${table.country} in ('no', 'fi')`),
  ],
);

export const accountTables = {
  users,
  associations,
  boardMemberships,
  consents,
  campaignCodes,
  vipMemberships,
  payments,
  bookings,
  purchases,
  authSessions,
  signingKeys,
  loginAttempts,
  outboxMails,
  emailCodes,
  accountTokens,
  bankIdOrders,
  eidentLogins,
};
