import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteKeyColumn } from "../catalogue/schema/columns";

/**
 * Interests sent by visitors who are not logged in (spec section 7,
 * `signup_service/interest/anonymous`). Stage and home are plain ids, not foreign keys:
 * the seed replaces the catalogue wholesale and a visitor's request must survive that.
 * Empty optional fields are stored as null (spec section 5: left out of submitted forms).
 * Postal code and the rooms wish came with migration 0005 (spec section 3's interest form).
 */
export const interests = pgTable(
  "interests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteKey: siteKeyColumn(),
    stageId: uuid("stage_id").notNull(),
    objectId: uuid("object_id"),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    // Required by the form since spec section 5 was applied; rows stored before may have none.
    phone: text("phone"),
    message: text("message"),
    postalCode: text("postal_code"),
    /** The rooms wish within the site's range (spec section 9); the top means "that many or more". */
    minRooms: smallint("min_rooms"),
    maxRooms: smallint("max_rooms"),
    acceptedTerms: boolean("accepted_terms").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("interests_stage_idx").on(table.stageId, table.createdAt),
    index("interests_email_idx").on(table.email),
    check("interests_terms_accepted", sql`${table.acceptedTerms}`),
    check(
      "interests_text_limits",
      sql`length(${table.firstName}) <= 50 and length(${table.lastName}) <= 50 and length(${table.email}) <= 250 and coalesce(length(${table.message}), 0) <= 500 and coalesce(length(${table.phone}), 0) <= 20`,
    ),
    check("interests_postal_code_limit", sql`coalesce(length(${table.postalCode}), 0) <= 50`),
    check(
      "interests_rooms_range",
      sql`coalesce(${table.minRooms}, 1) between 1 and 5 and coalesce(${table.maxRooms}, 1) between 1 and 5`,
    ),
    // A missing end leaves the comparison null, which a check lets through.
    check("interests_rooms_order", sql`${table.minRooms} <= ${table.maxRooms}`),
  ],
);
