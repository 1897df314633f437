import * as v from "valibot";
import { SITE_CODES, sites } from "@housing/site-config";
import { INPUT_LIMITS, SEARCH_LIMITS } from "./constants";

/** Catalogue ids, enumeration values included, are opaque GUIDs (spec section 3). */
export const GuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));
export type Guid = v.InferOutput<typeof GuidSchema>;

/** The site GUIDs of @housing/site-config; a request for any other site is a 400. */
export const KNOWN_SITE_IDS: readonly string[] = SITE_CODES.map((code) => sites[code].siteId);
export const SiteIdSchema = v.picklist(KNOWN_SITE_IDS, "Must be the id of a known site");
export type SiteId = v.InferOutput<typeof SiteIdSchema>;

/** A count in a response: facet counts, hit totals. */
export const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A page size between 0 (counts only) and `max`; larger is a 400, not a silent cut (spec section 9 sizes). */
export function limitSchema(max: number, fallback: number) {
  return v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(max)), fallback);
}

export const OffsetSchema = v.optional(
  v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SEARCH_LIMITS.maxOffset)),
  0,
);

/** A list of GUIDs of at most `max` entries. */
export function guidListSchema(max: number) {
  return v.pipe(v.array(GuidSchema), v.maxLength(max));
}

/** An optional enumeration filter: absent or empty means "any value". */
export const EnumFilterSchema = v.optional(guidListSchema(INPUT_LIMITS.enumValues), []);

export const LatitudeSchema = v.pipe(v.number(), v.minValue(-90), v.maxValue(90));
export const LongitudeSchema = v.pipe(v.number(), v.minValue(-180), v.maxValue(180));

/** A WGS 84 position, named as Meilisearch names `_geo`. */
export const GeoPointSchema = v.object({ lat: LatitudeSchema, lng: LongitudeSchema });
export type GeoPoint = v.InferOutput<typeof GeoPointSchema>;

/** Our cap: a circle wider than this covers a whole country and is no longer a place. */
export const MAX_GEO_RADIUS_KM = 1000;

/** Everything within `radiusKm` of a point: "near me" and the geo=auto search of spec section 4. */
export const GeoRadiusSchema = v.object({
  type: v.literal("radius"),
  lat: LatitudeSchema,
  lng: LongitudeSchema,
  radiusKm: v.pipe(v.number(), v.minValue(0.1), v.maxValue(MAX_GEO_RADIUS_KM)),
});
export type GeoRadius = v.InferOutput<typeof GeoRadiusSchema>;

/**
 * Everything inside the visible part of the map view. Edges in degrees; the box may not cross
 * the antimeridian (no site sells homes there), so west is at most east.
 */
export const GeoBoundingBoxSchema = v.pipe(
  v.object({
    type: v.literal("boundingBox"),
    north: LatitudeSchema,
    south: LatitudeSchema,
    east: LongitudeSchema,
    west: LongitudeSchema,
  }),
  v.forward(
    v.partialCheck([["north"], ["south"]], (box) => box.north >= box.south, "north must not be below south"),
    ["north"],
  ),
  v.forward(
    v.partialCheck([["east"], ["west"]], (box) => box.west <= box.east, "west must not be east of east"),
    ["east"],
  ),
);
export type GeoBoundingBox = v.InferOutput<typeof GeoBoundingBoxSchema>;

/** The geoSearch filter of spec section 3: a circle or a map box, told apart by `type`. */
export const GeoSearchSchema = v.variant("type", [GeoRadiusSchema, GeoBoundingBoxSchema]);
export type GeoSearch = v.InferOutput<typeof GeoSearchSchema>;

/**
 * The URL of a tag: a slug path such as `stockholms-lan/nacka`, as in the search page's `q`
 * parameter of semicolon-separated tag URLs (spec section 2).
 */
export const TagUrlSchema = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(200),
  v.regex(/^[^\s;?#]+$/, "Must be a tag URL without whitespace, ';', '?' or '#'"),
);

const NameSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(200));

/** A search tag of spec section 3: a county, municipality or area the visitor picked. */
export const TagSchema = v.object({
  id: GuidSchema,
  name: NameSchema,
  url: TagUrlSchema,
  /** Rental homes exist under this tag, so the page offers the rental switch. */
  hasRental: v.boolean(),
});
export type Tag = v.InferOutput<typeof TagSchema>;

export const TAG_TYPES = ["county", "municipality", "area"] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** A tag as the tag searches answer it: what it names, where it lies, and how many stages match. */
export const TagHitSchema = v.object({
  ...TagSchema.entries,
  type: v.picklist(TAG_TYPES),
  /** The county of a municipality, the municipality of an area, null for a county: tells apart equal names. */
  parentName: v.nullable(v.string()),
  /** Stages under the tag that match the request's filter. */
  stageCount: CountSchema,
});
export type TagHit = v.InferOutput<typeof TagHitSchema>;

/** One value of an enumeration of spec section 3: its opaque GUID and its name in the site's language. */
export const CatalogueValueSchema = v.object({ id: GuidSchema, name: v.string() });
export type CatalogueValue = v.InferOutput<typeof CatalogueValueSchema>;

/** An enumeration value with the number of hits that carry it, for filter options. */
export const CatalogueValueCountSchema = v.object({ ...CatalogueValueSchema.entries, count: CountSchema });
export type CatalogueValueCount = v.InferOutput<typeof CatalogueValueCountSchema>;

/** Hits per value GUID, Meilisearch's `facetDistribution` for one attribute. */
export const FacetCountsSchema = v.record(GuidSchema, CountSchema);
export type FacetCounts = v.InferOutput<typeof FacetCountsSchema>;
