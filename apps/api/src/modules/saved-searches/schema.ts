import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { siteKeyColumn } from "../catalogue/schema/columns";
import { users } from "../account/schema";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A user's saved home search (/mina-sidor/sparade-sokningar/): the search page's query string
 * as saved, and the filter it means, resolved once at saving (tag URLs to tag ids, enumeration
 * keys to ids, open range ends dropped), one column per predicate. The alert matcher compares
 * changed homes with these columns in one set-based query (matching.ts) instead of parsing
 * every saved query again. A null bound or an empty list filters nothing.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    name: text("name").notNull(),
    query: text("query").notNull(),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    minRooms: smallint("min_rooms"),
    maxRooms: smallint("max_rooms"),
    minArea: integer("min_area"),
    maxArea: integer("max_area"),
    tagIds: uuid("tag_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    conceptIds: uuid("concept_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    stageStatusIds: uuid("stage_status_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    disposalFormIds: uuid("disposal_form_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    outdoorAreaIds: uuid("outdoor_area_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    residenceTypeIds: uuid("residence_type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    viewing: boolean("viewing").notNull().default(false),
    /** The inhabit-date bucket (spec section 3); relative to the day the matcher runs. */
    inhabitDate: smallint("inhabit_date").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("saved_searches_user_idx").on(table.userId, table.siteKey, table.createdAt),
    index("saved_searches_site_idx").on(table.siteKey),
    check("saved_searches_text_limits", sql`length(${table.name}) <= 50 and length(${table.query}) <= 2048`),
    check("saved_searches_inhabit_date", sql`${table.inhabitDate} between 0 and 3`),
  ],
);

/**
 * The homes that raised an alert for a saved search, one row per pair: a home that changes
 * again and still matches finds its row and raises no second alert. The home is a plain id:
 * the seed replaces the catalogue wholesale, the alerts stay.
 */
export const savedSearchAlerts = pgTable(
  "saved_search_alerts",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    objectId: uuid("object_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.savedSearchId, table.objectId] })],
);

export const savedSearchTables = { savedSearches, savedSearchAlerts };
