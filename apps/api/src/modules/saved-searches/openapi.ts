import {
  SavedSearchCreateSchema,
  SavedSearchRenameSchema,
  SavedSearchSchema,
  SavedSearchesResponseSchema,
  SAVED_SEARCH_LIMIT,
} from "@housing/contracts/my-pages";
import type { OperationSpec } from "../../core/openapi/operation";
import { SavedSearchParamsSchema, SavedSearchSiteQuerySchema } from "./params";

const EXAMPLE = {
  id: "2b0f3c4e-8a51-4d8e-9c0b-6a3e1f2d7c90",
  name: "Trea i Nacka",
  query: "q=stockholms-lan/nacka&minRooms=3&maxPrice=5000000",
  url: "/sok-bostad/?q=stockholms-lan/nacka&minRooms=3&maxPrice=5000000",
  createdAt: "2026-03-02T09:00:00.000Z",
  lastAlertAt: null,
  matchCount: 0,
};

/** Saved searches with alerts (/mina-sidor/sparade-sokningar/), README.md beside this file. */
export const savedSearchOperations: OperationSpec[] = [
  {
    method: "get",
    path: "/my_pages/saved_searches",
    operationId: "listSavedSearches",
    tag: "My pages",
    summary: "The logged-in user's saved searches on one site, newest first",
    description:
      "Only the token's user's own. `matchCount` counts the homes that raised an alert since saving, " +
      "`lastAlertAt` is the latest of them.",
    query: SavedSearchSiteQuerySchema,
    requiresUser: true,
    responses: {
      200: {
        description: "The saved searches.",
        schema: SavedSearchesResponseSchema,
        example: { savedSearches: [EXAMPLE] },
      },
    },
  },
  {
    method: "post",
    path: "/my_pages/saved_searches",
    operationId: "createSavedSearch",
    tag: "My pages",
    summary: "Saves the home search's query string under a name",
    description:
      "`query` is the home search page's query string without '?': `q` (tag URLs separated by ';'), " +
      "`minPrice`/`maxPrice`, `minRooms`/`maxRooms`, on advanced-search sites also `minArea`/`maxArea`, the " +
      "enumeration filters by key (`residenceType=apartment,townHouse`), `viewing`, `inhabitDate`, `geo=auto`, " +
      "and `sort`. A value the search cannot read (an unknown tag or key, a bound outside the site's range, a " +
      "max below the min) is a 400 naming `body.query.<key>`; other keys are kept and filter nothing. A place " +
      "tag in the page's path goes into `q`. `geo=auto` has no position to match new homes against, so alerts " +
      `ignore it. A user keeps at most ${SAVED_SEARCH_LIMIT} saved searches: one more is a 400 \`savedSearchLimit\`. ` +
      "A site without a home search answers 400 on `query.siteKey`.",
    query: SavedSearchSiteQuerySchema,
    requiresUser: true,
    body: { schema: SavedSearchCreateSchema, example: { name: EXAMPLE.name, query: EXAMPLE.query } },
    responses: { 201: { description: "The saved search.", schema: SavedSearchSchema, example: EXAMPLE } },
  },
  {
    method: "patch",
    path: "/my_pages/saved_searches/{id}",
    operationId: "renameSavedSearch",
    tag: "My pages",
    summary: "Renames one of the user's saved searches",
    description: "Someone else's saved search, or one that does not exist, is a 404.",
    params: SavedSearchParamsSchema,
    requiresUser: true,
    body: { schema: SavedSearchRenameSchema, example: { name: "Nacka, minst tre rum" } },
    responses: {
      200: {
        description: "The renamed search.",
        schema: SavedSearchSchema,
        example: { ...EXAMPLE, name: "Nacka, minst tre rum" },
      },
      404: { description: "No such saved search of this user." },
    },
  },
  {
    method: "delete",
    path: "/my_pages/saved_searches/{id}",
    operationId: "deleteSavedSearch",
    tag: "My pages",
    summary: "Deletes one of the user's saved searches and its alerts",
    description:
      "Someone else's saved search, or one that does not exist, is a 404; so is deleting the same search a " +
      "second time (the first answer was 204).",
    params: SavedSearchParamsSchema,
    requiresUser: true,
    responses: {
      204: { description: "Deleted." },
      404: { description: "No such saved search of this user." },
    },
  },
];
