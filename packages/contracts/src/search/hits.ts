import * as v from "valibot";
import { ImageSchema } from "../common";
import { CatalogueValueSchema, CountSchema, FacetCountsSchema, GeoPointSchema, GuidSchema } from "./primitives";

/*
 * Hits are what the search calls answer (spec section 3, "Search result" and "Object hit").
 * Fields a catalogue may lack are nullable rather than optional, so a handler has to say
 * "unknown" explicitly. Names and texts come in the requesting site's language.
 */

const AmountSchema = v.nullable(v.pipe(v.number(), v.minValue(0)));
const RoomsSchema = v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0)));
const IsoDateSchema = v.nullable(v.pipe(v.string(), v.isoDate()));
const TimestampSchema = v.nullable(v.pipe(v.string(), v.isoTimestamp()));

/** A public showing of a home or a stage's show apartment. */
export const ShowingSchema = v.object({
  id: GuidSchema,
  startsAt: v.pipe(v.string(), v.isoTimestamp()),
  endsAt: TimestampSchema,
});
export type Showing = v.InferOutput<typeof ShowingSchema>;

/** Fields every hit kind shares: where it is, what it is called, how it looks in a list. */
const placeEntries = {
  id: GuidSchema,
  siteId: GuidSchema,
  name: v.string(),
  /** The hit's page on its site: a site path. */
  url: v.string(),
  municipality: v.string(),
  searchImage: v.nullable(ImageSchema),
  shortDescription: v.string(),
  /** Meilisearch's geo attribute; null when the catalogue has no position. */
  _geo: v.nullable(GeoPointSchema),
};

/** When buyers can move in: an exact date when known, otherwise the developer's own wording ("Spring 2027"). */
const inhabitEntries = {
  inhabitDate: IsoDateSchema,
  inhabitDateText: v.nullable(v.string()),
};

/** The VIP early-access window (spec section 1); null outside VIP sales. */
const vipEntries = {
  vipStart: TimestampSchema,
  vipEnd: TimestampSchema,
};

/** Prices in the site's currency. Finland also shows the debt-free total price, which its price sorts read. */
const priceEntries = {
  minPrice: AmountSchema,
  maxPrice: AmountSchema,
  minTotalPrice: AmountSchema,
  maxTotalPrice: AmountSchema,
};

/** One home: an apartment, house or plot (spec section 3, "Object hit"). */
export const ObjectHitSchema = v.object({
  ...placeEntries,
  ...inhabitEntries,
  ...vipEntries,
  ...priceEntries,
  stageId: GuidSchema,
  stageName: v.string(),
  /** Living area, m² (the spec's "area"; the area filter and sorts read it). */
  area: v.nullable(v.pipe(v.number(), v.minValue(0))),
  /** Rooms; a home that can be built with one room more or less has a range. */
  minRooms: RoomsSchema,
  maxRooms: RoomsSchema,
  status: CatalogueValueSchema,
  stageStatus: CatalogueValueSchema,
  concept: v.nullable(CatalogueValueSchema),
  residenceType: v.nullable(CatalogueValueSchema),
  disposalForm: v.nullable(CatalogueValueSchema),
  showings: v.array(ShowingSchema),
});
export type ObjectHit = v.InferOutput<typeof ObjectHitSchema>;

/** One stage (a building phase of a project) with the spread of its homes. */
export const StageHitSchema = v.object({
  ...placeEntries,
  ...inhabitEntries,
  ...vipEntries,
  ...priceEntries,
  county: v.string(),
  areaId: v.nullable(GuidSchema),
  status: CatalogueValueSchema,
  concepts: v.array(CatalogueValueSchema),
  residenceTypes: v.array(CatalogueValueSchema),
  disposalForm: v.nullable(CatalogueValueSchema),
  minRooms: RoomsSchema,
  maxRooms: RoomsSchema,
  /** Living area spread, m². */
  minArea: v.nullable(v.pipe(v.number(), v.minValue(0))),
  maxArea: v.nullable(v.pipe(v.number(), v.minValue(0))),
  /** All homes of the stage, and those a buyer can still get (for sale, reserved, pre-selling; spec section 9). */
  objectCount: CountSchema,
  availableObjectCount: CountSchema,
  hasRental: v.boolean(),
  showings: v.array(ShowingSchema),
});
export type StageHit = v.InferOutput<typeof StageHitSchema>;

/** One area: a neighbourhood the developer builds several stages in. */
export const AreaHitSchema = v.object({
  ...placeEntries,
  county: v.string(),
  stageCount: CountSchema,
});
export type AreaHit = v.InferOutput<typeof AreaHitSchema>;

/**
 * Hits per filter value, keyed like the filter's fields so the page can show a count next to
 * each option (Meilisearch's `facetDistribution`, which the spec says the front end reads).
 */
export const ResidenceFacetsSchema = v.object({
  concepts: v.optional(FacetCountsSchema),
  projectStatus: v.optional(FacetCountsSchema),
  disposalForm: v.optional(FacetCountsSchema),
  outdoorArea: v.optional(FacetCountsSchema),
  residenceType: v.optional(FacetCountsSchema),
});
export type ResidenceFacets = v.InferOutput<typeof ResidenceFacetsSchema>;
