import * as v from "valibot";
import {
  DEFAULT_INHABIT_DATE,
  FILTER_TOPS,
  INHABIT_DATES,
  INPUT_LIMITS,
  PREMISES_SORTS,
  RESIDENCE_SORTS,
  SEARCH_LIMITS,
  SEARCH_RANGES,
} from "./constants";
import { EnumFilterSchema, GeoSearchSchema, guidListSchema, TagSchema } from "./primitives";

const lowestBottom = (dimension: "price" | "rooms" | "area") =>
  Math.min(...Object.values(SEARCH_RANGES).map((ranges) => ranges[dimension].min));

/** An optional whole number within `[min, max]`; absent means "no bound on this side". */
function boundSchema(min: number, max: number) {
  return v.optional(v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max)));
}

const priceBound = () => boundSchema(lowestBottom("price"), FILTER_TOPS.price);
const roomsBound = () => boundSchema(lowestBottom("rooms"), FILTER_TOPS.rooms);
const areaBound = () => boundSchema(lowestBottom("area"), FILTER_TOPS.area);

export const InhabitDateSchema = v.picklist(Object.values(INHABIT_DATES));

/**
 * The residence search filter of spec section 3. Every field is optional; an empty filter
 * matches everything. Unknown keys are dropped. Range tops are open-ended (spec section 9):
 * a max at the site's top means no upper bound, see `upperBound`. Enumeration filters carry
 * the value GUIDs; the handler checks that they are values it knows.
 */
export const SearchFilterSchema = v.pipe(
  v.object({
    tags: v.optional(v.pipe(v.array(TagSchema), v.maxLength(INPUT_LIMITS.tags)), []),
    minPrice: priceBound(),
    maxPrice: priceBound(),
    minRooms: roomsBound(),
    maxRooms: roomsBound(),
    /** Living area, m². */
    minArea: areaBound(),
    maxArea: areaBound(),
    concepts: EnumFilterSchema,
    projectStatus: EnumFilterSchema,
    disposalForm: EnumFilterSchema,
    outdoorArea: EnumFilterSchema,
    residenceType: EnumFilterSchema,
    /** Only homes with an upcoming showing. */
    viewing: v.optional(v.boolean(), false),
    /** 0 now, 1 within six months, 2 within a year, 3 more than a year (no limit). */
    inhabitDate: v.optional(InhabitDateSchema, DEFAULT_INHABIT_DATE),
    /** Limits the search to these stages (a stage page fetching its objects, the map's cluster). */
    stageIds: v.optional(guidListSchema(SEARCH_LIMITS.bulk), []),
    geoSearch: v.optional(GeoSearchSchema),
  }),
  v.forward(
    v.partialCheck(
      [["minPrice"], ["maxPrice"]],
      (filter) =>
        !(filter.minPrice !== undefined && filter.maxPrice !== undefined && filter.minPrice > filter.maxPrice),
      "maxPrice must not be below minPrice",
    ),
    ["maxPrice"],
  ),
  v.forward(
    v.partialCheck(
      [["minRooms"], ["maxRooms"]],
      (filter) =>
        !(filter.minRooms !== undefined && filter.maxRooms !== undefined && filter.minRooms > filter.maxRooms),
      "maxRooms must not be below minRooms",
    ),
    ["maxRooms"],
  ),
  v.forward(
    v.partialCheck(
      [["minArea"], ["maxArea"]],
      (filter) => !(filter.minArea !== undefined && filter.maxArea !== undefined && filter.minArea > filter.maxArea),
      "maxArea must not be below minArea",
    ),
    ["maxArea"],
  ),
);
export type SearchFilter = v.InferOutput<typeof SearchFilterSchema>;
/** A filter as a caller may write it: defaults left out. */
export type SearchFilterInput = v.InferInput<typeof SearchFilterSchema>;

/** Spec section 4: the filter a search page starts from; changing it resets paging. */
export const EMPTY_SEARCH_FILTER: SearchFilter = v.parse(SearchFilterSchema, {});

/** A residence sort, `attribute:direction` or "recommended" (see RESIDENCE_SORTS). */
export const ResidenceSortSchema = v.picklist(RESIDENCE_SORTS);

/** A premises sort; the handler puts `sortOrder:asc` in front of it (see PREMISES_SORTS). */
export const PremisesSortSchema = v.picklist(PREMISES_SORTS);
