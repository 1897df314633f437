import { eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ShowingDoorResponseSchema } from "@housing/contracts/showings";
import { createApp } from "../../core/app";
import { showingBookings, showingSlots } from "../../core/db/schema";
import { call } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import { contact, minutesFrom, newShowing, stageOf, useShowingApp } from "../../testing/showings";

/*
 * Places left under concurrent requests: the slot's count rises only through one conditional
 * UPDATE, so of many visitors taking the last place exactly one gets it; one e-mail booking twice
 * at the same moment gets one booking. On PostgreSQL the requests run on separate connections.
 */

describe.each(testDrivers())("the last place on $name", (driver) => {
  const t = useShowingApp(driver);
  const book = (slotId: string, email: string) =>
    call(t.app, "POST", "/showing_service/bookings", {
      body: { siteId: "Jmse", slotId, ...contact(email), people: 1, acceptTerms: true },
    });

  it("goes to exactly one of many visitors asking at once", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 24 * 60), { capacity: 10 });
    const slotId = showing.slots[0]!;
    const last = await call(t.app, "POST", `/_dev/showings/slots/${slotId}/last-place`);
    expect(last.body).toMatchObject({ slotId, capacity: 10, placesLeft: 1 });

    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => book(slotId, `racer${index}@example.com`)),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual(
      Array.from({ length: 7 }, () => [409, "full"]),
    );
    const [slot] = await t.db.select().from(showingSlots).where(eq(showingSlots.id, slotId));
    expect(slot!.taken).toBe(10);
    expect(await t.db.select().from(showingBookings).where(eq(showingBookings.slotId, slotId))).toHaveLength(1);
  });

  it("gives one e-mail one booking when it books twice at once, and keeps the places of the other", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 24 * 60), { capacity: 10 });
    const answers = await Promise.all([
      book(showing.slots[0]!, "twice@example.com"),
      book(showing.slots[1]!, "TWICE@example.com"),
      book(showing.slots[0]!, "twice@example.com"),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message)).toEqual([
      "alreadyBooked",
      "alreadyBooked",
    ]);
    const slots = await t.db.select().from(showingSlots).where(eq(showingSlots.showingId, showing.id));
    expect(slots.reduce((sum, slot) => sum + slot.taken, 0)).toBe(1);
  });

  it("makes a showing that starts now (development only), whose door is open at once", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const made = await call(t.app, "POST", "/_dev/showings", { body: { stageId: stage.id } });
    expect(made.status).toBe(201);
    const body = made.body as { showingId: string; slotIds: string[]; doorKey: string; startsAt: string };
    expect(body.slotIds).toHaveLength(2);
    expect(body.startsAt).toBe(t.clock.now().toISOString());
    const door = v.parse(
      ShowingDoorResponseSchema,
      (await call(t.app, "GET", `/showing_service/door?siteId=Jmse&stageId=${stage.id}`)).body,
    );
    expect([door.showing?.id, door.doorKey]).toEqual([body.showingId, body.doorKey]);
    expect((await call(t.app, "POST", "/_dev/showings", { body: { stageId: "nope" } })).status).toBe(400);

    const production = createApp({
      db: t.db,
      driver: driver.name,
      now: t.clock.now,
      rateLimits: false,
      auth: { environment: "production" },
    });
    expect((await call(production, "POST", "/_dev/showings", { body: { stageId: stage.id } })).status).toBe(404);
    expect((await call(production, "POST", `/_dev/showings/slots/${body.slotIds[0]}/last-place`)).status).toBe(404);
  });
});
