import * as v from "valibot";
import { ImageSchema } from "../common";
import {
  CROPPABLE_ATTRIBUTES,
  DOCUMENT_CATEGORIES,
  INPUT_LIMITS,
  SEARCH_LANGUAGES,
  SEARCH_LIMITS,
  TEXT_SEARCH_CATEGORIES,
  TEXT_SEARCH_SORTS,
} from "./constants";
import { CountSchema, GuidSchema, limitSchema, OffsetSchema, SiteIdSchema } from "./primitives";

/**
 * POST /textsearch: the site's full-text search (spec section 7), pages of 25; the header's
 * quick search is the same call with take 3. Field names follow the spec; the response is
 * shaped like a Meilisearch search response.
 */
export const TextSearchRequestSchema = v.object({
  text: v.pipe(v.string(), v.maxLength(INPUT_LIMITS.searchText)),
  siteId: SiteIdSchema,
  /** Document languages to search; empty means the site's own language. */
  languages: v.optional(v.pipe(v.array(v.picklist(SEARCH_LANGUAGES)), v.maxLength(SEARCH_LANGUAGES.length)), []),
  sortType: v.optional(v.picklist(TEXT_SEARCH_SORTS), "relevance"),
  /** "all" (or an empty list) searches every category; the facet counts always cover every category. */
  categories: v.optional(
    v.pipe(v.array(v.picklist(TEXT_SEARCH_CATEGORIES)), v.maxLength(TEXT_SEARCH_CATEGORIES.length)),
    ["all"],
  ),
  skip: OffsetSchema,
  take: limitSchema(SEARCH_LIMITS.textSearchPage, SEARCH_LIMITS.textSearchPage),
  attributesToCrop: v.optional(
    v.pipe(v.array(v.picklist(CROPPABLE_ATTRIBUTES)), v.maxLength(CROPPABLE_ATTRIBUTES.length)),
    ["description"],
  ),
  /** Marks where a cropped text was cut. */
  cropMarker: v.optional(v.pipe(v.string(), v.maxLength(10)), "…"),
});
export type TextSearchRequest = v.InferOutput<typeof TextSearchRequestSchema>;
export type TextSearchRequestInput = v.InferInput<typeof TextSearchRequestSchema>;

export const DocumentCategorySchema = v.picklist(DOCUMENT_CATEGORIES);

/** One page found: a content page, news item, job ad or residential project page. */
export const TextSearchHitSchema = v.object({
  id: GuidSchema,
  category: DocumentCategorySchema,
  title: v.string(),
  description: v.string(),
  /** A site path, or an absolute URL for a page on another site of the brand. */
  url: v.string(),
  language: v.picklist(SEARCH_LANGUAGES),
  publishedAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
  image: v.nullable(ImageSchema),
  /** The same texts cropped around the match (attributesToCrop, cropMarker), as Meilisearch's `_formatted`. */
  _formatted: v.object({ title: v.string(), description: v.string() }),
});
export type TextSearchHit = v.InferOutput<typeof TextSearchHitSchema>;

/** Hits per category for the category tabs, counted without the category filter. */
export const CategoryCountsSchema = v.object({
  career: v.optional(CountSchema),
  content: v.optional(CountSchema),
  news: v.optional(CountSchema),
  residencial: v.optional(CountSchema),
});

export const TextSearchResponseSchema = v.object({
  hits: v.array(TextSearchHitSchema),
  query: v.string(),
  processingTimeMs: CountSchema,
  limit: CountSchema,
  offset: CountSchema,
  estimatedTotalHits: CountSchema,
  facetDistribution: v.object({ category: CategoryCountsSchema }),
});
export type TextSearchResponse = v.InferOutput<typeof TextSearchResponseSchema>;
