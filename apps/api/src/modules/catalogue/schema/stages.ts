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
import { STAGE_FACET_KEY, facetKeyExpression } from "../facet-key";
import { geoColumns, siteKeyColumn } from "./columns";
import { areas, searchTags } from "./geography";

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Stages (sales projects). Besides what a stage page shows, each row carries the search
 * columns denormalised from its homes (price, rooms and area ranges, counts), so the stage
 * search and its facets never aggregate the objects table. The seed recomputes them.
 */
export const stages = pgTable(
  "stages",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    areaId: uuid("area_id").references(() => areas.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    /** Public path on the site, below the home-search path: `/sok-bostad/stockholms-lan/solna/brf-tallkronan/`. */
    url: text("url").notNull(),
    /** StageStatus GUID (the filter's `projectStatus`). */
    statusId: uuid("status_id").notNull(),
    countyTagId: uuid("county_tag_id")
      .notNull()
      .references(() => searchTags.id),
    municipalityTagId: uuid("municipality_tag_id")
      .notNull()
      .references(() => searchTags.id),
    areaTagId: uuid("area_tag_id").references(() => searchTags.id),
    ...geoColumns(),
    /** Over the stage's homes with a searched status; null when none is left. In the country's currency. */
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    /** Finland only: debt-free price (sales price plus loan share), which price sorts use there (spec section 3). */
    minTotalPrice: integer("min_total_price"),
    maxTotalPrice: integer("max_total_price"),
    /** Rooms and living area over all the stage's homes: what the project offers, sold or not. */
    minRooms: smallint("min_rooms"),
    maxRooms: smallint("max_rooms"),
    minLivingArea: doublePrecision("min_living_area"),
    maxLivingArea: doublePrecision("max_living_area"),
    /** Earliest move-in of the stage; the `inhabitDate` filter (0-3) compares it with today. */
    inhabitDate: date("inhabit_date", { mode: "string" }),
    /** How the move-in is shown ("Kv. 2 2027", "Heti vapaa"), in the site's language. */
    inhabitLabel: text("inhabit_label").notNull(),
    vipStart: timestampColumn("vip_start"),
    vipEnd: timestampColumn("vip_end"),
    conceptIds: uuid("concept_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    residenceTypeIds: uuid("residence_type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Every facet value of the stage in one integer (see catalogue/facet-key.ts). */
    facetKey: integer("facet_key")
      .notNull()
      .generatedAlwaysAs(sql.raw(facetKeyExpression(STAGE_FACET_KEY))),
    disposalFormId: uuid("disposal_form_id").notNull(),
    /** A showing ends after the seed's reference date (the `viewing` filter). */
    hasShowing: boolean("has_showing").notNull().default(false),
    /** ProjectType 1-10, Lifecycle 0-10, ConstructionPhase 1-5, PlotKind 1-3 (Finland). */
    projectType: smallint("project_type").notNull(),
    lifecycle: smallint("lifecycle").notNull(),
    constructionPhase: smallint("construction_phase").notNull(),
    plotKind: smallint("plot_kind"),
    shortDescription: text("short_description").notNull(),
    searchImageUrl: text("search_image_url").notNull(),
    objectCount: integer("object_count").notNull(),
    /** Homes for sale, reserved or pre-selling (spec section 9). */
    searchedObjectCount: integer("searched_object_count").notNull(),
    soldObjectCount: integer("sold_object_count").notNull(),
    /** Order of the "recommended" sort (spec section 3: the empty sort), lower first. */
    recommendedRank: integer("recommended_rank").notNull(),
    /** Click-to-buy's flow (5, 6 or 8 steps, migration 0019); null: the stage's homes are not booked online. */
    bookingFlow: smallint("booking_flow"),
  },
  (table) => [
    uniqueIndex("stages_site_key_url_idx").on(table.siteKey, table.url),
    index("stages_site_status_idx").on(table.siteKey, table.statusId),
    index("stages_site_county_idx").on(table.siteKey, table.countyTagId),
    index("stages_site_municipality_idx").on(table.siteKey, table.municipalityTagId),
    index("stages_site_area_tag_idx").on(table.siteKey, table.areaTagId),
    index("stages_site_min_price_idx").on(table.siteKey, table.minPrice),
    index("stages_site_inhabit_date_idx").on(table.siteKey, table.inhabitDate),
    index("stages_site_geo_idx").on(table.siteKey, table.lat, table.lng),
    index("stages_area_idx").on(table.areaId),
    // Not declared here: stages_search_idx (migration 0004), a covering index with INCLUDE columns,
    // which this schema builder cannot express. A generated migration that drops it is wrong.
    index("stages_concepts_idx").using("gin", table.conceptIds),
    index("stages_residence_types_idx").using("gin", table.residenceTypeIds),
    check("stages_booking_flow", sql`${table.bookingFlow} is null or ${table.bookingFlow} in (5, 6, 8)`),
    check("stages_project_type", sql`${table.projectType} between 1 and 10`),
    check("stages_lifecycle", sql`${table.lifecycle} between 0 and 10`),
    check("stages_construction_phase", sql`${table.constructionPhase} between 1 and 5`),
    check("stages_plot_kind", sql`${table.plotKind} between 1 and 3`),
    check("stages_vip_window", sql`${table.vipEnd} is null or ${table.vipStart} < ${table.vipEnd}`),
  ],
);
