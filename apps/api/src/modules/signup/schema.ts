import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/schema";

/*
 * A logged-in user's favourites and interests (spec sections 3 and 7, signup). Stage and home
 * are plain ids, not foreign keys, as for bookings: the seed replaces the catalogue wholesale.
 * A stage's entry has no object; the unique index treats that as one value, so adding twice
 * keeps one row (the nil GUID is never a catalogue id).
 */

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const NIL_GUID = "'00000000-0000-0000-0000-000000000000'::uuid";
const userId = () =>
  uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

export const favourites = pgTable(
  "favourites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    stageId: uuid("stage_id").notNull(),
    objectId: uuid("object_id"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("favourites_user_entry_unique").on(
      table.userId,
      table.stageId,
      sql`coalesce(${table.objectId}, ${sql.raw(NIL_GUID)})`,
    ),
  ],
);

export const userInterests = pgTable(
  "user_interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userId(),
    stageId: uuid("stage_id").notNull(),
    objectId: uuid("object_id"),
    /** Where the sales team answers: the form's e-mail, else the account's at the time. */
    email: text("email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("user_interests_user_entry_unique").on(
      table.userId,
      table.stageId,
      sql`coalesce(${table.objectId}, ${sql.raw(NIL_GUID)})`,
    ),
    index("user_interests_stage_idx").on(table.stageId),
  ],
);

export const signupTables = { favourites, userInterests };
