import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { type CatalogueCountry, geoColumns, siteKeyColumn, sqlList, tagColumns, COUNTRIES } from "./columns";

export const TAG_TYPES = ["county", "municipality", "area"] as const;
export type TagType = (typeof TAG_TYPES)[number];

/**
 * The search tags of spec section 3 ("tags (id, name, url, hasRental)"): counties (län,
 * fylker, maakunnat), their municipalities and areas inside those, one tree per country.
 */
export const searchTags = pgTable(
  "search_tags",
  {
    id: uuid("id").primaryKey(),
    country: text("country").$type<CatalogueCountry>().notNull(),
    type: text("type").$type<TagType>().notNull(),
    name: text("name").notNull(),
    /**
     * The name in lower case with diacritics folded (Örebro -> orebro, Jyväskylä -> jyvaskyla),
     * written by the application: lower() only folds ASCII under PostgreSQL's C locale, and
     * autocomplete must behave the same on every server. Compared with `like 'prefix%'`.
     */
    searchName: text("search_name").notNull(),
    /** Slug path, unique per country: `stockholms-lan`, `stockholms-lan/solna`, `stockholms-lan/solna/hagastaden`. */
    url: text("url").notNull(),
    parentId: uuid("parent_id").references((): AnyPgColumn => searchTags.id, { onDelete: "cascade" }),
    /** Some rental project lies under this tag (the rental search offers only these). */
    hasRental: boolean("has_rental").notNull().default(false),
    ...geoColumns(),
  },
  (table) => [
    uniqueIndex("search_tags_country_url_idx").on(table.country, table.url),
    // Prefix autocomplete without pg_trgm (an extension PGlite only loads on request).
    index("search_tags_search_name_prefix_idx").on(table.searchName.op("text_pattern_ops")),
    index("search_tags_parent_idx").on(table.parentId),
    check("search_tags_country", sql`${table.country} in (${sql.raw(sqlList(COUNTRIES))})`),
    check("search_tags_type", sql`${table.type} in (${sql.raw(sqlList(TAG_TYPES))})`),
    check("search_tags_parent_shape", sql`(${table.type} = 'county') = (${table.parentId} is null)`),
  ],
);

/**
 * Per-site relevance of a tag: only tags where the site has a stage get a row, so tag
 * autocomplete and `search/stage_tags/{siteId}` join this table and never offer an empty tag.
 */
export const searchTagSites = pgTable(
  "search_tag_sites",
  {
    siteKey: siteKeyColumn(),
    tagId: uuid("tag_id")
      .notNull()
      .references(() => searchTags.id, { onDelete: "cascade" }),
    /** Stages the home search lists under the tag (with searched homes; search/place-counts.ts). */
    stageCount: integer("stage_count").notNull(),
    /** Homes with a searched status (for sale, reserved, pre-selling) under the tag. */
    objectCount: integer("object_count").notNull(),
    /** Ordering of autocomplete suggestions, higher first: searched homes plus ten per stage. */
    relevance: integer("relevance").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteKey, table.tagId] }),
    index("search_tag_sites_tag_idx").on(table.tagId),
    index("search_tag_sites_relevance_idx").on(table.siteKey, table.relevance.desc()),
  ],
);

/**
 * Areas of the search result (spec section 3: "stage, area and object lists"): a
 * development of several stages of one site in the same neighbourhood.
 */
export const areas = pgTable(
  "areas",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    name: text("name").notNull(),
    url: text("url").notNull(),
    ...tagColumns(),
    ...geoColumns(),
    shortDescription: text("short_description").notNull(),
    searchImageUrl: text("search_image_url").notNull(),
    stageCount: integer("stage_count").notNull(),
  },
  (table) => [
    uniqueIndex("areas_site_key_url_idx").on(table.siteKey, table.url),
    index("areas_site_county_idx").on(table.siteKey, table.countyTagId),
    index("areas_site_municipality_idx").on(table.siteKey, table.municipalityTagId),
  ],
);
