import { Hono } from "hono";
import { TextSearchRequestSchema, type TextSearchResponse } from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { siteOf } from "../service/sites";
import { textSearch } from "../service/text-search";
import { Vocabulary } from "../service/typos";
import { validate } from "../../../core/validation";

/** POST /textsearch: full-text search over pages, news, jobs and projects (spec section 7). */
export function textSearchRoutes({ db }: AppDependencies): Hono {
  const vocabulary = new Vocabulary(db);
  return new Hono().post("/textsearch", validate("json", TextSearchRequestSchema), async (c) => {
    const startedAt = performance.now();
    const body = c.req.valid("json");
    const result = await textSearch(db, vocabulary, siteOf(body.siteId), body);
    const response: TextSearchResponse = { ...result, processingTimeMs: Math.round(performance.now() - startedAt) };
    return c.json(response);
  });
}
