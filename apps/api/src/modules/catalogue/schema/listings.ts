import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { geoColumns, siteKeyColumn } from "./columns";
import { searchTags } from "./geography";
import { stages } from "./stages";

/*
 * Listings beside the homes for sale: premises, rental projects and succession (resale)
 * objects. Each is searched on its own (spec section 7: premises search, succession
 * search), so each carries its site, tags and position.
 */

const tagReferences = () => ({
  countyTagId: uuid("county_tag_id")
    .notNull()
    .references(() => searchTags.id),
  municipalityTagId: uuid("municipality_tag_id")
    .notNull()
    .references(() => searchTags.id),
  areaTagId: uuid("area_tag_id").references(() => searchTags.id),
});

/** Commercial premises (spec section 7: `search/premises` filters site list, area range, tag ids and type). */
export const premises = pgTable(
  "premises",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    /** The stage whose building houses the premises, if any. */
    stageId: uuid("stage_id").references(() => stages.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    url: text("url").notNull(),
    typeId: uuid("type_id").notNull(),
    statusId: uuid("status_id").notNull(),
    /** m², the premises slider's value (spec section 9: 0-200, Finland 0-150, open-ended). */
    areaSize: doublePrecision("area_size").notNull(),
    monthlyRent: integer("monthly_rent"),
    availableFrom: date("available_from", { mode: "string" }),
    ...tagReferences(),
    ...geoColumns(),
    shortDescription: text("short_description").notNull(),
    searchImageUrl: text("search_image_url").notNull(),
  },
  (table) => [
    index("premises_site_status_area_idx").on(table.siteKey, table.statusId, table.areaSize),
    index("premises_site_municipality_idx").on(table.siteKey, table.municipalityTagId),
    index("premises_site_county_idx").on(table.siteKey, table.countyTagId),
  ],
);

/** Rental (tenancy) projects: the rental start and project templates list them. */
export const rentalProjects = pgTable(
  "rental_projects",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    /** RentalStatus GUID. */
    statusId: uuid("status_id").notNull(),
    ...tagReferences(),
    ...geoColumns(),
    minRent: integer("min_rent").notNull(),
    maxRent: integer("max_rent").notNull(),
    minRooms: smallint("min_rooms").notNull(),
    maxRooms: smallint("max_rooms").notNull(),
    minLivingArea: doublePrecision("min_living_area").notNull(),
    maxLivingArea: doublePrecision("max_living_area").notNull(),
    apartmentCount: integer("apartment_count").notNull(),
    availableCount: integer("available_count").notNull(),
    inhabitDate: date("inhabit_date", { mode: "string" }),
    shortDescription: text("short_description").notNull(),
    searchImageUrl: text("search_image_url").notNull(),
  },
  (table) => [
    index("rental_projects_site_county_idx").on(table.siteKey, table.countyTagId),
    index("rental_projects_site_municipality_idx").on(table.siteKey, table.municipalityTagId),
    check("rental_projects_rent_range", sql`${table.minRent} <= ${table.maxRent}`),
  ],
);

/**
 * Succession (resale) objects sold through brokers (/maklar-objekt/). Spec section 2: the
 * list is searched by site, object status and optionally municipality or position.
 */
export const successionObjects = pgTable(
  "succession_objects",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    /** ObjectStatus GUID. */
    statusId: uuid("status_id").notNull(),
    countyTagId: uuid("county_tag_id")
      .notNull()
      .references(() => searchTags.id),
    municipalityTagId: uuid("municipality_tag_id")
      .notNull()
      .references(() => searchTags.id),
    ...geoColumns(),
    address: text("address").notNull(),
    price: integer("price").notNull(),
    monthlyFee: integer("monthly_fee"),
    rooms: smallint("rooms").notNull(),
    livingArea: doublePrecision("living_area").notNull(),
    imageUrl: text("image_url").notNull(),
    /** The broker's listing. */
    url: text("url").notNull(),
    brokerName: text("broker_name").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("succession_objects_site_status_municipality_idx").on(table.siteKey, table.statusId, table.municipalityTagId),
    index("succession_objects_site_geo_idx").on(table.siteKey, table.lat, table.lng),
  ],
);
