import * as v from "valibot";
import { textSchema, FIELD_LIMITS } from "../forms";

/*
 * Saved searches with alerts (/mina-sidor/sparade-sokningar/; beyond the spec's anchors): the
 * home search's address state (its query string: filters, tags, sort) saved under a name. When a
 * new or changed home matches, the user gets a notification and an e-mail.
 */

/** The search's query string as the search page's address holds it, without the leading '?'. */
export const SavedSearchQuerySchema = v.pipe(v.string(), v.maxLength(2048, "inputToLong"));

export const SavedSearchNameSchema = textSchema(FIELD_LIMITS.name);

/** POST /my_pages/saved_searches */
export const SavedSearchCreateSchema = v.object({
  name: SavedSearchNameSchema,
  query: SavedSearchQuerySchema,
});
export type SavedSearchCreate = v.InferInput<typeof SavedSearchCreateSchema>;

/** PATCH /my_pages/saved_searches/{id} */
export const SavedSearchRenameSchema = v.object({ name: SavedSearchNameSchema });
export type SavedSearchRename = v.InferInput<typeof SavedSearchRenameSchema>;

export const SavedSearchSchema = v.object({
  id: v.string(),
  name: v.string(),
  query: v.string(),
  /** The search page's path with the query: where the saved search opens. */
  url: v.string(),
  createdAt: v.string(),
  /** When a matching home last raised an alert, if ever. */
  lastAlertAt: v.nullable(v.string()),
  /** Homes that matched since the search was saved (the alerts it raised). */
  matchCount: v.number(),
});
export type SavedSearch = v.InferOutput<typeof SavedSearchSchema>;

export const SavedSearchesResponseSchema = v.object({ savedSearches: v.array(SavedSearchSchema) });
export type SavedSearchesResponse = v.InferOutput<typeof SavedSearchesResponseSchema>;

/** Spec has no limit; ours: a user keeps at most this many saved searches (a 400 above it). */
export const SAVED_SEARCH_LIMIT = 20;
