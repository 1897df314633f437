import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { STATUSES_SEARCHED } from "../enums";
import { OBJECT_FACET_KEY, facetKeyExpression } from "../facet-key";
import { geoColumns, siteKeyColumn, sqlList, tagColumns } from "./columns";
import { stages } from "./stages";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Homes (objects), one row with every field an object hit shows (spec section 3,
 * "Object hit"), so a result page reads this table alone. Stage-level values (tags, stage
 * status, concepts, VIP window, disposal form) are copied from the stage by the writer;
 * the tag ids carry no foreign key for that reason (the stage's columns have one).
 *
 * The search indexes are partial on `is_searched`, so a query must say `is_searched`
 * (not a status list) to use them; a status filter inside the set goes on top.
 */
export const objects = pgTable(
  "objects",
  {
    id: uuid("id").primaryKey(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    /** The number on the floor plan and in the booking (`objectNumber`): `1102`, `H0203`, `A 12`. */
    objectNumber: text("object_number").notNull(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    statusId: uuid("status_id").notNull(),
    /** Spec section 9: only for sale, reserved and pre-selling homes are searched. */
    isSearched: boolean("is_searched")
      .notNull()
      .generatedAlwaysAs(sql.raw(`"status_id" in (${sqlList(STATUSES_SEARCHED)})`)),
    stageStatusId: uuid("stage_status_id").notNull(),
    ...tagColumns(),
    residenceTypeId: uuid("residence_type_id").notNull(),
    disposalFormId: uuid("disposal_form_id").notNull(),
    conceptIds: uuid("concept_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    rooms: smallint("rooms").notNull(),
    /** A house may be built with fewer or more rooms than drawn (the hit's minRooms/maxRooms). */
    minRooms: smallint("min_rooms").notNull(),
    maxRooms: smallint("max_rooms").notNull(),
    livingArea: doublePrecision("living_area").notNull(),
    /** 0 for the ground floor; null for houses. */
    floor: smallint("floor"),
    /** Sales price in the country's currency (SEK, NOK, EUR). */
    price: integer("price").notNull(),
    /** Finland: the home's share of the housing company's loan, and price plus that share (velaton hinta). */
    debtShare: integer("debt_share"),
    totalPrice: integer("total_price"),
    /** What price filters and sorts compare: the debt-free price in Finland, the price elsewhere (spec section 3). */
    searchPrice: integer("search_price").notNull().generatedAlwaysAs(sql.raw(`coalesce("total_price", "price")`)),
    monthlyFee: integer("monthly_fee"),
    outdoorAreaIds: uuid("outdoor_area_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Every facet value of the home in one integer (see catalogue/facet-key.ts). */
    facetKey: integer("facet_key")
      .notNull()
      .generatedAlwaysAs(sql.raw(facetKeyExpression(OBJECT_FACET_KEY))),
    /** OutdoorDirection codes 155330000-155330007. */
    outdoorDirections: integer("outdoor_directions")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    parkingId: uuid("parking_id").notNull(),
    plotKind: smallint("plot_kind"),
    inhabitDate: date("inhabit_date", { mode: "string" }),
    inhabitLabel: text("inhabit_label").notNull(),
    vipStart: timestampColumn("vip_start"),
    vipEnd: timestampColumn("vip_end"),
    /** The home or its stage has a showing ending after the seed's reference date. */
    hasShowing: boolean("has_showing").notNull().default(false),
    ...geoColumns(),
    shortDescription: text("short_description").notNull(),
    searchImageUrl: text("search_image_url").notNull(),
    /** Order of the "recommended" sort, lower first. */
    recommendedRank: integer("recommended_rank").notNull(),
  },
  (table) => {
    const searched = sql`${table.isSearched}`;
    return [
      uniqueIndex("objects_stage_number_idx").on(table.stageId, table.objectNumber),
      index("objects_site_status_idx").on(table.siteKey, table.statusId),
      index("objects_search_price_idx").on(table.siteKey, table.searchPrice).where(searched),
      // The three tag indexes are created with INCLUDE columns (rooms, living area, facet key, the
      // other tag columns) by migration 0024, which this schema builder cannot express: a tag
      // search's facets are index-only scans of them. A generated migration that drops them is wrong.
      index("objects_search_county_idx").on(table.siteKey, table.countyTagId, table.searchPrice).where(searched),
      index("objects_search_municipality_idx")
        .on(table.siteKey, table.municipalityTagId, table.searchPrice)
        .where(searched),
      index("objects_search_area_tag_idx").on(table.siteKey, table.areaTagId, table.searchPrice).where(searched),
      index("objects_search_living_area_idx").on(table.siteKey, table.livingArea).where(searched),
      index("objects_search_inhabit_date_idx").on(table.siteKey, table.inhabitDate).where(searched),
      index("objects_search_rank_idx").on(table.siteKey, table.recommendedRank).where(searched),
      // Facet counts of a search: an index-only scan grouped by the key.
      index("objects_search_facets_idx").on(table.siteKey, table.facetKey).where(searched),
      index("objects_search_concepts_idx").using("gin", table.conceptIds).where(searched),
      index("objects_search_outdoor_areas_idx").using("gin", table.outdoorAreaIds).where(searched),
      check("objects_rooms_range", sql`${table.minRooms} <= ${table.rooms} and ${table.rooms} <= ${table.maxRooms}`),
      check("objects_total_price", sql`${table.totalPrice} is null or ${table.totalPrice} >= ${table.price}`),
      check("objects_plot_kind", sql`${table.plotKind} between 1 and 3`),
    ];
  },
);
