import { sql } from "drizzle-orm";
import { check, doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteKeyColumn } from "../catalogue/schema/columns";
import { searchTags } from "../catalogue/schema/geography";
import { stages } from "../catalogue/schema/stages";

/*
 * Rows the front ends write while people browse (spec section 7: timeseries, experiments,
 * web vitals). Ids default to random UUIDs for rows written at run time; the seed gives
 * its visits fixed ids.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Stage visits: `timeseries/lastvisited/{userOrAnonId}/{siteId}` and `mostvisited/county/{id}` read them. */
export const visits = pgTable(
  "visits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A user id, or the anonymous id cookie's value. */
    visitorId: text("visitor_id").notNull(),
    siteKey: siteKeyColumn(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    countyTagId: uuid("county_tag_id")
      .notNull()
      .references(() => searchTags.id, { onDelete: "cascade" }),
    visitedAt: timestamp("visited_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("visits_visitor_site_idx").on(table.visitorId, table.siteKey, table.visitedAt.desc()),
    index("visits_county_idx").on(table.countyTagId, table.visitedAt),
  ],
);

/** `POST /api/experiments/{code}/{value}`, e.g. the cookie prompt's answer (spec section 4: 1 close, 2 all, 3 manual). */
export const experimentEvents = pgTable(
  "experiment_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    value: text("value").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("experiment_events_code_idx").on(table.code, table.createdAt)],
);

export const WEB_VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;

/** `POST /api/webvitals/save`: one row per report; `metric_id` is the reporting library's id, repeated as a metric updates. */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    metricId: text("metric_id").notNull(),
    name: text("name").notNull(),
    value: doublePrecision("value").notNull(),
    navigationType: text("navigation_type").notNull(),
    rating: text("rating").$type<(typeof WEB_VITAL_RATINGS)[number]>().notNull(),
    path: text("path").notNull(),
    host: text("host").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("web_vitals_name_idx").on(table.name, table.createdAt),
    check("web_vitals_rating", sql`${table.rating} in ('good', 'needs-improvement', 'poor')`),
  ],
);
