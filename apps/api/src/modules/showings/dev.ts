import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { AppDependencies } from "../../core/dependencies";
import { sendNotFound } from "../../core/errors";
import { showings, showingSlots, stages } from "../../core/db/schema";
import { validate } from "../../core/validation";
import { rowsOf } from "../content/service/rows";
import { doorKeyOf } from "./door-key";
import { slotsOf } from "./slots";

/*
 * Development and test helpers (mounted by routes.ts outside preprod and production only):
 * a showing of a stage that starts now, for the end-to-end test of the door's check-in, and a
 * slot with one place left, for the test of two visitors taking the last place.
 */

const Guid = v.pipe(v.string(), v.uuid("invalidInput"));
export const DevShowingRequestSchema = v.object({
  stageId: Guid,
  kind: v.optional(v.picklist(["public", "vip"]), "public"),
  minutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(30), v.maxValue(240)), 60),
});
const SlotParamsSchema = v.object({ slotId: Guid });

export function devShowingRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  return new Hono()
    .post("/_dev/showings", validate("json", DevShowingRequestSchema), async (c) => {
      const { stageId, kind, minutes } = c.req.valid("json");
      const [stage] = await db.select().from(stages).where(eq(stages.id, stageId)).limit(1);
      if (!stage) return sendNotFound(c);
      const startsAt = deps.now();
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      const id = randomUUID();
      const [row] = await rowsOf<{ place: string }>(
        db,
        sql`select concat_ws(', ', at.name, mt.name) as place from stages s
          join search_tags mt on mt.id = s.municipality_tag_id left join search_tags at on at.id = s.area_tag_id
          where s.id = ${stageId}`,
      );
      const place = row?.place;
      await db.insert(showings).values({ id, stageId, objectId: null, startsAt, endsAt, kind, place: place ?? "" });
      const slots = slotsOf({ id, startsAt, endsAt }, () => 8);
      await db.insert(showingSlots).values(slots);
      return c.json(
        {
          showingId: id,
          slotIds: slots.map((slot) => slot.id),
          startsAt: startsAt.toISOString(),
          endsAt: endsAt.toISOString(),
          doorKey: await doorKeyOf(db, id),
        },
        201,
      );
    })
    .post("/_dev/showings/slots/:slotId/last-place", validate("param", SlotParamsSchema), async (c) => {
      const [slot] = await db
        .update(showingSlots)
        .set({ taken: sql`${showingSlots.capacity} - 1` })
        .where(eq(showingSlots.id, c.req.valid("param").slotId))
        .returning();
      if (!slot) return sendNotFound(c);
      return c.json({ slotId: slot.id, capacity: slot.capacity, placesLeft: slot.capacity - slot.taken });
    });
}
