import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { MyTimeline } from "@housing/contracts/my-pages";
import { rowsOf } from "../../core/db/sql";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * GET /my_pages/timeline (spec section 2, my pages timeline) for the token's user. Sofia has
 * three bookings at three points of a purchase (moving in, interior choices, a contract to sign);
 * Anna moved in on 2026-06-01; Erik has no booking.
 */
describe.each(testDrivers())("my pages timeline on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 600 } });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    const { db } = seeded.handle;
    for (const key of ["anna", "erik", "sofia"]) {
      tokens[key] = await sessionToken(db, { userId: demoUserId(key), siteKey: "Jmse" });
    }
    const [association] = await rowsOf<{ id: string }>(
      db,
      sql`select id from associations where name = 'BRF Solgläntan'`,
    );
    tokens.karinBoard = await sessionToken(db, {
      userId: demoUserId("karin"),
      loginType: "boardMember",
      associationId: association!.id,
    });
  });

  const get = (user: string, path: string) => call(seeded.app, "GET", path, { token: tokens[user] });
  const timelineOf = async (user: string, query = "") => {
    const answer = await get(user, `/my_pages/timeline?siteKey=Jmse${query}`);
    expect(answer.status).toBe(200);
    return answer.body as unknown as MyTimeline;
  };
  const statesOf = (timeline: MyTimeline) => timeline.steps.map((step) => `${step.key}:${step.state}`);

  it("shows Sofia's first booking, moving in, and lists her three bookings by lifecycle", async () => {
    const timeline = await timelineOf("sofia");
    expect(timeline.bookings).toHaveLength(3);
    expect(timeline.bookings.map((booking) => booking.lifecycle)).toEqual([9, 7, expect.any(Number)]);
    expect([4, 5, 6]).toContain(timeline.bookings[2]!.lifecycle);
    expect(timeline.booking).toMatchObject({ ...timeline.bookings[0], isSelected: true });
    expect(timeline.bookings.filter((booking) => booking.isSelected)).toHaveLength(1);
    expect(statesOf(timeline)).toEqual([
      "contract:past",
      "interior:past",
      "inspection:past",
      "payment:past",
      "moveIn:current",
    ]);
    expect(timeline.steps.every((step) => /^\d{4}-\d{2}-\d{2}$/.test(step.date ?? ""))).toBe(true);
  });

  it("answers the booking asked for: interior choices, then a contract to sign", async () => {
    const [, middle, early] = (await timelineOf("sofia")).bookings;
    const chosen = await timelineOf("sofia", `&bookingId=${middle!.bookingId}`);
    expect(chosen.booking).toMatchObject({ bookingId: middle!.bookingId, isSelected: true });
    expect(statesOf(chosen)).toEqual([
      "contract:past",
      "interior:current",
      "inspection:coming",
      "payment:coming",
      "moveIn:coming",
    ]);
    const first = await timelineOf("sofia", `&bookingId=${early!.bookingId}`);
    expect(statesOf(first)[0]).toBe("contract:current");
    expect(first.steps.slice(1).every((step) => step.state === "coming")).toBe(true);
  });

  it("follows the active residence when no booking is asked for", async () => {
    const [, middle] = (await timelineOf("sofia")).bookings;
    const put = await call(seeded.app, "PUT", "/my_pages/active_residence", {
      token: tokens.sofia,
      body: { objectId: middle!.objectId },
    });
    expect(put.status).toBe(204);
    try {
      expect((await timelineOf("sofia")).booking.bookingId).toBe(middle!.bookingId);
    } finally {
      await seeded.handle.db.execute(sql`update users set active_object_id = null where id = ${demoUserId("sofia")}`);
    }
  });

  it("shows Anna every step behind her, and none of Sofia's bookings", async () => {
    const timeline = await timelineOf("anna");
    expect(timeline.bookings).toHaveLength(1);
    expect(timeline.steps.every((step) => step.state === "past")).toBe(true);
    expect(timeline.steps.at(-1)).toMatchObject({ key: "moveIn", date: "2026-06-01" });
  });

  it("never answers another user's booking: 404 as for one that does not exist", async () => {
    const sofias = (await timelineOf("sofia")).bookings.map((booking) => booking.bookingId);
    for (const bookingId of sofias) {
      expect((await get("anna", `/my_pages/timeline?siteKey=Jmse&bookingId=${bookingId}`)).status).toBe(404);
      expect((await get("erik", `/my_pages/timeline?siteKey=Jmse&bookingId=${bookingId}`)).status).toBe(404);
    }
    const annas = (await timelineOf("anna")).booking.bookingId;
    expect((await get("sofia", `/my_pages/timeline?siteKey=Jmse&bookingId=${annas}`)).status).toBe(404);
    expect((await get("erik", "/my_pages/timeline?siteKey=Jmse")).status).toBe(404);
    // Sofia's bookings are of the Swedish site: none on the Norwegian one.
    expect((await get("sofia", "/my_pages/timeline?siteKey=Jmno")).status).toBe(404);
  });

  it("answers 400 with the field for bad input, 401 without a token, 403 to a board login", async () => {
    for (const [query, field] of [
      ["", "query.siteKey"],
      ["?siteKey=Nope", "query.siteKey"],
      ["?siteKey=Jmse&bookingId=1", "query.bookingId"],
      ["?siteKey=Jmse&bookingId=not-a-guid'%20or%201=1", "query.bookingId"],
    ]) {
      const answer = await get("sofia", `/my_pages/timeline${query}`);
      expect(answer.status, query).toBe(400);
      expect(Object.keys(answer.body.fieldErrors ?? {}), query).toContain(field);
    }
    expect((await call(seeded.app, "GET", "/my_pages/timeline?siteKey=Jmse")).status).toBe(401);
    const board = await get("karinBoard", "/my_pages/timeline?siteKey=Jmse");
    expect(board.status).toBe(403);
  });
});
