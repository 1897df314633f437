import { Hono } from "hono";
import type { Context } from "hono";
import * as v from "valibot";
import { SiteKeySchema } from "@housing/contracts";
import { ActiveResidenceRequestSchema, MyTimelineQuerySchema } from "@housing/contracts/my-pages";
import { getSiteByKey } from "@housing/site-config";
import { isBoardLogin, requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import {
  boardOverview,
  myContacts,
  myResidence,
  myResidences,
  newsItem,
  newsList,
  overview,
  setActiveResidence,
} from "./service";
import { myTimeline } from "./timeline-service";

export const SiteKeyQuerySchema = v.object({ siteKey: SiteKeySchema });
export const TimelineQuerySchema = v.object({ ...SiteKeyQuerySchema.entries, ...MyTimelineQuerySchema.entries });
export const NewsSlugParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "slug"), v.maxLength(200)),
});

/** A board login has the board's pages only (spec sections 2 and 6). */
const forbidden = (c: Context) => sendError(c, 403, "Forbidden", "boardMemberNotAllowed");
const hasNews = (siteKey: string) => getSiteByKey(siteKey)?.features.hasMyPagesNews ?? false;

/** My pages' view models for the token's user (spec section 2); README.md beside this file. */
export function myPagesRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  return new Hono()
    .get("/my_pages/overview", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return forbidden(c);
      return c.json(await overview(db, session.userId, c.req.valid("query").siteKey, deps.now()));
    })
    .get("/my_pages/board_overview", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const session = userOf(c);
      if (!isBoardLogin(session)) return sendError(c, 403, "Forbidden", "boardMemberOnly");
      const answer = await boardOverview(db, session, c.req.valid("query").siteKey);
      return answer ? c.json(answer) : sendNotFound(c);
    })
    .get("/my_pages/residences", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return forbidden(c);
      return c.json(await myResidences(db, session.userId, c.req.valid("query").siteKey));
    })
    .get("/my_pages/residence", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return forbidden(c);
      const answer = await myResidence(db, session.userId, c.req.valid("query").siteKey);
      return answer ? c.json(answer) : sendNotFound(c);
    })
    .put("/my_pages/active_residence", requireUser(), validate("json", ActiveResidenceRequestSchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return forbidden(c);
      const done = await setActiveResidence(db, session.userId, c.req.valid("json").objectId);
      return done ? c.body(null, 204) : sendNotFound(c);
    })
    .get("/my_pages/timeline", requireUser(), validate("query", TimelineQuerySchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return forbidden(c);
      const { siteKey, bookingId } = c.req.valid("query");
      const answer = await myTimeline(db, session.userId, siteKey, bookingId, deps.now());
      return answer ? c.json(answer) : sendNotFound(c);
    })
    .get("/my_pages/contacts", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const session = userOf(c);
      return c.json(await myContacts(db, session, c.req.valid("query").siteKey, isBoardLogin(session)));
    })
    .get("/my_pages/news", requireUser(), validate("query", SiteKeyQuerySchema), async (c) => {
      const { siteKey } = c.req.valid("query");
      if (!hasNews(siteKey)) return sendNotFound(c);
      return c.json({ news: await newsList(db, siteKey) });
    })
    .get(
      "/my_pages/news/:slug",
      requireUser(),
      validate("param", NewsSlugParamsSchema),
      validate("query", SiteKeyQuerySchema),
      async (c) => {
        const { siteKey } = c.req.valid("query");
        if (!hasNews(siteKey)) return sendNotFound(c);
        const item = await newsItem(db, siteKey, c.req.valid("param").slug);
        return item ? c.json(item) : sendNotFound(c);
      },
    );
}
