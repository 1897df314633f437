import { Hono } from "hono";
import { TextSearchRequestSchema, type TextSearchResponse } from "@housing/contracts";
import type { AppDependencies } from "../../app";
import { siteOf } from "../../search/sites";
import { textSearch } from "../../search/text-search";
import { Vocabulary } from "../../search/typos";
import { validate } from "../../validation";

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
