import { customType, doublePrecision, text, uuid } from "drizzle-orm/pg-core";
import { sites } from "../../content/sites";

/** Countries with homes; the tag tree and every listing belong to one. */
export const COUNTRIES = ["se", "no", "fi"] as const;
export type CatalogueCountry = (typeof COUNTRIES)[number];

/** The site a row is shown on, by its contract key (Jmse, Jmno, …); siteId GUIDs map to keys through site-config. */
export const siteKeyColumn = () =>
  text("site_key")
    .notNull()
    .references(() => sites.key, { onDelete: "cascade" });

/** WGS 84 degrees, the `_geo` of a hit. Plain columns: no PostGIS, and PGlite has none either. */
export const geoColumns = () => ({
  lat: doublePrecision("lat").notNull(),
  lng: doublePrecision("lng").notNull(),
});

/** Ids of the county, municipality and area search tags a listing sits in (copied from its stage where it has one). */
export const tagColumns = () => ({
  countyTagId: uuid("county_tag_id").notNull(),
  municipalityTagId: uuid("municipality_tag_id").notNull(),
  areaTagId: uuid("area_tag_id"),
});

/** Full-text vector; drizzle has no built-in type for it. */
export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => "tsvector",
});

/** SQL list literal of fixed values, for generated columns and partial-index predicates. */
export function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ");
}
