import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

/**
 * Searched homes per site and facet key (see catalogue/facet-key.ts): the facet counts of the
 * search as it opens (a site's every searched home), which otherwise group the site's whole
 * objects index on every call (26 ms for the Swedish site at 500,000 homes, against 0.3 ms
 * over this table's 2,900 rows). Triggers on `objects` keep it in step with every insert,
 * update, delete and truncate in the same transaction (migration 0024), so no writer has to
 * remember it. Counts that fall to zero stay as rows: readers ask for `object_count > 0`.
 * No foreign key to the sites: the rows follow the homes, which cascade from their site.
 */
export const siteObjectFacets = pgTable(
  "site_object_facets",
  {
    siteKey: text("site_key").notNull(),
    facetKey: integer("facet_key").notNull(),
    objectCount: integer("object_count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteKey, table.facetKey] })],
);

/**
 * The same for the stages the search lists (those with searched homes): per site and stage
 * facet key, the stages and their searched homes (the open search's stage facets and home
 * count), kept by triggers on `stages` (migration 0024).
 */
export const siteStageFacets = pgTable(
  "site_stage_facets",
  {
    siteKey: text("site_key").notNull(),
    facetKey: integer("facet_key").notNull(),
    stageCount: integer("stage_count").notNull(),
    objectCount: integer("object_count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteKey, table.facetKey] })],
);

/** Per site and area, the listed stages in it: the open search's areas, kept with siteStageFacets. */
export const siteAreaStages = pgTable(
  "site_area_stages",
  {
    siteKey: text("site_key").notNull(),
    areaId: uuid("area_id").notNull(),
    stageCount: integer("stage_count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteKey, table.areaId] })],
);
