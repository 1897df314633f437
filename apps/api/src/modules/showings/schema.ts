import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/schema";
import { siteKeyColumn } from "../catalogue/schema/columns";

/*
 * Showings' slots, bookings, check-ins at the door and the estate agents who see attendance
 * (README.md beside this file). A showing is the catalogue's row (`showings`, with kind and
 * place since migration 0025); the showing is a plain id here, not a foreign key: the seed
 * truncates the catalogue wholesale, and these tables are written again by the seed's showings step.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A part of a showing's time with a number of places; `taken` counts the booked people. */
export const showingSlots = pgTable(
  "showing_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    showingId: uuid("showing_id").notNull(),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    capacity: smallint("capacity").notNull(),
    /** Places taken by active bookings: raised only by a conditional update that keeps it within capacity. */
    taken: smallint("taken").notNull().default(0),
  },
  (table) => [
    index("showing_slots_showing_idx").on(table.showingId, table.startsAt),
    check("showing_slots_order", sql`${table.startsAt} < ${table.endsAt}`),
    check("showing_slots_places", sql`${table.taken} >= 0 and ${table.taken} <= ${table.capacity}`),
  ],
);

export const SHOWING_BOOKING_STATUSES = ["booked", "cancelled"] as const;

/**
 * A booking of places in one slot. The link's token is stored only as its SHA-256 (hex). One
 * active booking per showing and e-mail, and per showing and user: partial unique indexes, so
 * two requests at once cannot both book.
 */
export const showingBookings = pgTable(
  "showing_bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => showingSlots.id, { onDelete: "cascade" }),
    showingId: uuid("showing_id").notNull(),
    siteKey: siteKeyColumn(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    people: smallint("people").notNull(),
    status: text("status").$type<(typeof SHOWING_BOOKING_STATUSES)[number]>().notNull().default("booked"),
    tokenHash: text("token_hash").notNull(),
    createdAt: at("created_at").notNull(),
    cancelledAt: at("cancelled_at"),
    checkedInAt: at("checked_in_at"),
  },
  (table) => [
    uniqueIndex("showing_bookings_token_unique").on(table.tokenHash),
    uniqueIndex("showing_bookings_email_unique")
      .on(table.showingId, sql`lower(${table.email})`)
      .where(sql`${table.status} = 'booked'`),
    uniqueIndex("showing_bookings_user_unique")
      .on(table.showingId, table.userId)
      .where(sql`${table.status} = 'booked' and ${table.userId} is not null`),
    index("showing_bookings_user_idx").on(table.userId),
    index("showing_bookings_slot_idx").on(table.slotId),
    check("showing_bookings_status", sql`${table.status} in ('booked', 'cancelled')`),
    check("showing_bookings_people", sql`${table.people} between 1 and 6`),
    check(
      "showing_bookings_text_limits",
      sql`length(${table.firstName}) <= 50 and length(${table.lastName}) <= 50 and length(${table.email}) <= 250 and length(${table.phone}) <= 20`,
    ),
  ],
);

/** A check-in at the door that was no booking's (a walk-in), or a logged-in user's one-tap check-in without a booking. */
export const showingCheckIns = pgTable(
  "showing_checkins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    showingId: uuid("showing_id").notNull(),
    siteKey: siteKeyColumn(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    bookingId: uuid("booking_id").references(() => showingBookings.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    people: smallint("people").notNull(),
    checkedInAt: at("checked_in_at").notNull(),
  },
  (table) => [
    index("showing_checkins_showing_idx").on(table.showingId, table.checkedInAt),
    index("showing_checkins_user_idx").on(table.userId),
    check("showing_checkins_people", sql`${table.people} between 1 and 6`),
  ],
);

/** The estate agents of a site: they may read a showing's attendance. */
export const showingStaff = pgTable(
  "showing_staff",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.siteKey] })],
);

/** The server's secret of the door keys: one row, made by the first check-in that needs it. */
export const showingSecrets = pgTable("showing_secrets", {
  name: text("name").primaryKey(),
  secret: text("secret").notNull(),
});

export const showingTables = { showingSlots, showingBookings, showingCheckIns, showingStaff, showingSecrets };
