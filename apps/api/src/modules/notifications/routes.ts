import { Hono } from "hono";
import * as v from "valibot";
import { SiteKeySchema } from "@housing/contracts";
import type { NotificationsResponse } from "@housing/contracts/my-pages";
import { isBoardLogin, requireUser, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { validate } from "../../core/validation";
import { listNotifications, markNotificationsSeen } from "./service";

export const NotificationParamsSchema = v.object({ siteKey: SiteKeySchema });

const NONE: NotificationsResponse = { notifications: [] };

/** The bell (spec section 7, notifications); board members have none (spec section 6). */
export function notificationRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  return new Hono()
    .get("/notifications/pause/:siteKey", requireUser(), validate("param", NotificationParamsSchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return c.json(NONE);
      const { siteKey } = c.req.valid("param");
      await markNotificationsSeen(db, session.userId, siteKey, deps.now());
      return c.json({ notifications: await listNotifications(db, session.userId, siteKey) });
    })
    .get("/notifications/:siteKey", requireUser(), validate("param", NotificationParamsSchema), async (c) => {
      const session = userOf(c);
      if (isBoardLogin(session)) return c.json(NONE);
      return c.json({ notifications: await listNotifications(db, session.userId, c.req.valid("param").siteKey) });
    });
}
