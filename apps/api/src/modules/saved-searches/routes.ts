import { Hono } from "hono";
import {
  SavedSearchCreateSchema,
  SavedSearchRenameSchema,
  type SavedSearchesResponse,
} from "@housing/contracts/my-pages";
import { requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { SavedSearchParamsSchema, SavedSearchSiteQuerySchema } from "./params";
import { createSavedSearch, deleteSavedSearch, listSavedSearches, renameSavedSearch } from "./service";

/** The logged-in user's saved searches (README.md beside this file); always the token's user's own. */
export function savedSearchRoutes({ db }: AppDependencies): Hono {
  return new Hono()
    .get("/my_pages/saved_searches", requireUser(), validate("query", SavedSearchSiteQuerySchema), async (c) => {
      const savedSearches = await listSavedSearches(db, userOf(c).userId, c.req.valid("query").siteKey);
      const response: SavedSearchesResponse = { savedSearches };
      return c.json(response);
    })
    .post(
      "/my_pages/saved_searches",
      requireUser(),
      validate("query", SavedSearchSiteQuerySchema),
      validate("json", SavedSearchCreateSchema),
      async (c) => {
        const result = await createSavedSearch(db, userOf(c).userId, c.req.valid("query").siteKey, c.req.valid("json"));
        if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors, result.message);
        return c.json(result.savedSearch, 201);
      },
    )
    .patch(
      "/my_pages/saved_searches/:id",
      requireUser(),
      validate("param", SavedSearchParamsSchema),
      validate("json", SavedSearchRenameSchema),
      async (c) => {
        const renamed = await renameSavedSearch(
          db,
          userOf(c).userId,
          c.req.valid("param").id,
          c.req.valid("json").name,
        );
        return renamed ? c.json(renamed) : sendNotFound(c);
      },
    )
    .delete("/my_pages/saved_searches/:id", requireUser(), validate("param", SavedSearchParamsSchema), async (c) => {
      const isDeleted = await deleteSavedSearch(db, userOf(c).userId, c.req.valid("param").id);
      return isDeleted ? c.body(null, 204) : sendNotFound(c);
    });
}
