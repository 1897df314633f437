import { and, eq } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { UserSchema } from "@housing/contracts";
import {
  ShowingAttendanceResponseSchema,
  ShowingCheckInResponseSchema,
  ShowingDoorResponseSchema,
} from "@housing/contracts/showings";
import { sites } from "@housing/site-config";
import { interests, showingCheckIns, userInterests } from "../../core/db/schema";
import { call, demoUserId, loginByEmail } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import { doorKeyOf } from "./door-key";
import { contact, minutesFrom, newShowing, stageOf, tokenMailedTo, useShowingApp } from "../../testing/showings";

const ANNA = "anna.andersson@example.com";
const ERIK = "erik.svensson@example.com";
const AGENT = "mikael.holmberg@example.com";

describe.each(testDrivers())("check-in at the door on $name", (driver) => {
  const t = useShowingApp(driver);
  const door = async (stageId: string) =>
    v.parse(
      ShowingDoorResponseSchema,
      (await call(t.app, "GET", `/showing_service/door?siteId=Jmse&stageId=${stageId}`)).body,
    );
  const walkIn = (showingId: string, doorKey: string, email: string) =>
    call(t.app, "POST", "/showing_service/checkins", {
      body: { siteId: "Jmse", showingId, doorKey, ...contact(email), people: 2, acceptTerms: true },
    });

  it("gives the door key only while check-in is open, and checks a walk-in in with it", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 60));

    // An hour before: the showing is today's, check-in not open yet.
    const early = await door(stage.id);
    expect(early.showing?.id).toBe(showing.id);
    expect(early.doorKey).toBeNull();
    const key = await doorKeyOf(t.db, showing.id);
    expect(key).toMatch(/^[\w-]{22}$/);
    expect((await walkIn(showing.id, key, "walker@example.com")).body.message).toBe("checkInClosed");

    t.clock.advance(35 * 60);
    const open = await door(stage.id);
    expect(open.doorKey).toBe(key);
    const wrongKey = await walkIn(showing.id, "A".repeat(22), "walker@example.com");
    expect([wrongKey.status, wrongKey.body.message]).toEqual([403, "doorKey"]);
    // Another showing's key does not open this one.
    const other = await newShowing(t.db, stage.id, minutesFrom(t.clock, 10));
    expect((await walkIn(showing.id, await doorKeyOf(t.db, other.id), "walker@example.com")).status).toBe(403);

    const checkedIn = await walkIn(showing.id, key, "walker@example.com");
    expect(checkedIn.status).toBe(200);
    expect(v.parse(ShowingCheckInResponseSchema, checkedIn.body).bookingId).toBeNull();
    // The walk-in's anonymous interest for the stage, as the interest form stores it.
    const stored = await t.db.select().from(interests).where(eq(interests.email, "walker@example.com"));
    expect(stored.map((row) => row.stageId)).toEqual([stage.id]);

    t.clock.advance(2 * 60 * 60);
    expect((await walkIn(showing.id, key, "late.walker@example.com")).body.message).toBe("checkInClosed");
    t.clock.advance(-(2 * 60 * 60 + 35 * 60));
  });

  it("checks in a logged-in visitor with one tap: the booking is marked, the showing is on the user, the interest registered", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 24 * 60));
    const booked = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: await loginByEmail(t.app, ANNA, sites.se.siteId),
      body: { siteId: "Jmse", slotId: showing.slots[0] },
    });
    const bookingId = (booked.body.booking as { id: string }).id;
    t.clock.advance(24 * 60 * 60 - 10 * 60);
    // Logged in at the door (a login token lives an hour).
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const erik = await loginByEmail(t.app, ERIK, sites.se.siteId);
    const key = await doorKeyOf(t.db, showing.id);
    const tap = (token: string | undefined) =>
      call(t.app, "POST", "/showing_service/my/checkins", {
        token,
        body: { siteId: "Jmse", showingId: showing.id, doorKey: key },
      });

    expect((await tap(undefined)).status).toBe(401);
    const annas = v.parse(ShowingCheckInResponseSchema, (await tap(anna)).body);
    expect(annas.bookingId).toBe(bookingId);
    const eriks = v.parse(ShowingCheckInResponseSchema, (await tap(erik)).body);
    expect(eriks.bookingId).toBeNull();
    const walkIns = await t.db
      .select()
      .from(showingCheckIns)
      .where(and(eq(showingCheckIns.showingId, showing.id), eq(showingCheckIns.userId, demoUserId("erik"))));
    expect(walkIns).toHaveLength(1);

    const user = v.parse(UserSchema, (await call(t.app, "GET", "/account_service/user", { token: anna })).body);
    expect(user.showings).toContainEqual({ showingId: showing.id });
    const erikUser = v.parse(UserSchema, (await call(t.app, "GET", "/account_service/user", { token: erik })).body);
    expect(erikUser.showings).toContainEqual({ showingId: showing.id });
    const annaInterests = await t.db
      .select()
      .from(userInterests)
      .where(eq(userInterests.userId, demoUserId("anna")));
    expect(annaInterests.map((row) => row.stageId)).toContain(stage.id);
    t.clock.advance(-(24 * 60 * 60 - 10 * 60));
  });

  it("checks a booking in with its link's token during the showing only", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 2 * 60));
    await call(t.app, "POST", "/showing_service/bookings", {
      body: {
        siteId: "Jmse",
        slotId: showing.slots[1],
        ...contact("token.holder@example.com"),
        people: 2,
        acceptTerms: true,
      },
    });
    const token = await tokenMailedTo(t.db, "token.holder@example.com");
    const checkIn = () => call(t.app, "POST", "/showing_service/bookings/checkin", { body: { token } });
    expect((await checkIn()).body.message).toBe("checkInClosed");
    t.clock.advance(2 * 60 * 60);
    const answer = await checkIn();
    expect(answer.status).toBe(200);
    const first = v.parse(ShowingCheckInResponseSchema, answer.body);
    expect(first.bookingId).not.toBeNull();
    // Twice is the same check-in.
    expect(v.parse(ShowingCheckInResponseSchema, (await checkIn()).body)).toEqual(first);
    t.clock.advance(-2 * 60 * 60);
  });

  it("shows attendance to the site's estate agents only", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 60));
    await call(t.app, "POST", "/showing_service/bookings", {
      body: { siteId: "Jmse", slotId: showing.slots[0], ...contact("came@example.com"), people: 3, acceptTerms: true },
    });
    await call(t.app, "POST", "/showing_service/bookings", {
      body: {
        siteId: "Jmse",
        slotId: showing.slots[1],
        ...contact("stayed.home@example.com"),
        people: 1,
        acceptTerms: true,
      },
    });
    t.clock.advance(60 * 60);
    await call(t.app, "POST", "/showing_service/bookings/checkin", {
      body: { token: await tokenMailedTo(t.db, "came@example.com") },
    });
    await walkIn(showing.id, await doorKeyOf(t.db, showing.id), "walked.in@example.com");

    const path = `/showing_service/showings/${showing.id}/attendance`;
    expect((await call(t.app, "GET", path)).status).toBe(401);
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const refused = await call(t.app, "GET", path, { token: anna });
    expect(refused.status).toBe(403);
    const agent = await loginByEmail(t.app, AGENT, sites.se.siteId);
    const answer = v.parse(ShowingAttendanceResponseSchema, (await call(t.app, "GET", path, { token: agent })).body);
    expect(answer).toMatchObject({ booked: 4, came: 5 });
    expect(answer.attendees.map((entry) => [entry.people, entry.booked, entry.checkedInAt !== null])).toEqual([
      [3, true, true],
      [1, true, false],
      [2, false, true],
    ]);
    // The agent is staff of the Swedish and Norwegian main sites, not of Finland's.
    const finnish = await newShowing(t.db, (await stageOf(t.db, sites.fi.key)).id, minutesFrom(t.clock, 60));
    expect(
      (await call(t.app, "GET", `/showing_service/showings/${finnish.id}/attendance`, { token: agent })).status,
    ).toBe(403);
    t.clock.advance(-60 * 60);
  });
});
