import { Hono } from "hono";
import * as v from "valibot";
import {
  GuidSchema,
  SiteIdSchema,
  TagSearchRequestSchema,
  TagsByUrlRequestSchema,
  type TagListResponse,
  type TagSearchResponse,
} from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { sendNotFound } from "../../../core/errors";
import { rejectUnknownValues } from "../service/request";
import { filterContext } from "../service/residence";
import { siteOf } from "../service/sites";
import { suggestTags, tagsByUrls, tagsOfSite, tagsOfStage } from "../service/tags";
import { validate } from "../../../core/validation";

const SiteParamsSchema = v.object({ siteId: SiteIdSchema });
const StageParamsSchema = v.object({ siteId: SiteIdSchema, id: GuidSchema });

/** The search tags of spec section 3: suggestions, URL lookups and the tags of stages. */
export function tagRoutes({ db, now }: AppDependencies): Hono {
  return new Hono()
    .post("/residence/search/tags", validate("json", TagSearchRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const rejected = rejectUnknownValues(c, body.filter);
      if (rejected) return rejected;
      const context = filterContext(body.siteId, now());
      const response: TagSearchResponse = await suggestTags(db, body.text, body.filter, context, body.limit);
      return c.json(response);
    })
    .post("/residence/search/tags/url", validate("json", TagsByUrlRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const site = siteOf(body.siteId);
      const response: TagListResponse = { hits: await tagsByUrls(db, site.key, site.country, body.urls) };
      return c.json(response);
    })
    .get("/residence/search/stage_tags/:siteId", validate("param", SiteParamsSchema), async (c) => {
      const site = siteOf(c.req.valid("param").siteId);
      const response: TagListResponse = { hits: await tagsOfSite(db, site.key) };
      return c.json(response);
    })
    .get("/residence/search/stage_tags/:siteId/:id", validate("param", StageParamsSchema), async (c) => {
      const params = c.req.valid("param");
      const hits = await tagsOfStage(db, siteOf(params.siteId).key, params.id);
      if (!hits) return sendNotFound(c);
      const response: TagListResponse = { hits };
      return c.json(response);
    });
}
