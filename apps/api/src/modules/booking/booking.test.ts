import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { BOOKING_HOLD_MINUTES } from "@housing/contracts/booking";
import type { AppOptions } from "../../core/dependencies";
import { rowsOf } from "../../core/db/sql";
import { inProcessQueue } from "../../core/jobs";
import { silentLogger } from "../../core/logger";
import { call } from "../../testing/account";
import { demoUserId } from "../../testing/fixtures";
import { sessionToken } from "../../testing/sessions";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { ObjectStatus } from "../catalogue/enums";
import { BOOKING_SWEEP_JOB } from "./jobs";
import {
  bookableStage,
  bookingRow,
  newBuyers,
  objectStatusOf,
  reserve,
  type BookableStage,
} from "../../testing/booking";

/*
 * Click-to-buy's reservation and hold: the race for one home, a double submit, the rules of who
 * may book, the hold's expiry (lazy and swept) and the buyer leaving, and every personal call
 * answering another user like a missing booking. The clock is the test's (deps.now).
 */
describe.each(testDrivers())("booking reservation on $name", (driver) => {
  // The login tokens are the real clock's (60 minutes): the test's clock runs at most 31 minutes ahead of it.
  let clock = new Date();
  const jobs = inProcessQueue(silentLogger);
  const options: Omit<AppOptions, "db" | "driver" | "logger"> = { now: () => clock, jobs };
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 }, app: options });
  const app = () => seeded.app;
  let stage: BookableStage;
  let anna = "";
  let erik = "";

  beforeAll(async () => {
    await jobs.start();
    const { db } = seeded.handle;
    stage = await bookableStage(db, "Jmse", 8);
    anna = await sessionToken(db, { userId: demoUserId("anna") });
    erik = await sessionToken(db, { userId: demoUserId("erik") });
  });

  const leave = (token: string) => call(app(), "GET", "/api/buyresidence/removebuyresidenceexpire", { token });

  it("lets exactly one of many buyers racing for a home reserve it; every other is told cannotBook", async () => {
    const { db } = seeded.handle;
    const home = stage.homes[0]!;
    const buyers = await newBuyers(db, "Race", 12);
    const tokens = await Promise.all(buyers.map((userId) => sessionToken(db, { userId })));
    const started = await Promise.all(
      tokens.map((token) =>
        call(app(), "POST", "/api/buyresidence/startbookingasync", { token, body: { objectId: home } }),
      ),
    );
    expect(started.map((answer) => answer.status)).toEqual(tokens.map(() => 202));
    await jobs.settled();
    const states = await Promise.all(
      tokens.map((token, index) =>
        call(app(), "GET", `/api/buyresidence/getbookingstatus/${started[index]!.body.bookingId as string}`, { token }),
      ),
    );
    const reserved = states.filter((state) => state.body.status === "reserved");
    const rejected = states.filter((state) => state.body.status === "rejected");
    expect(reserved).toHaveLength(1);
    expect(rejected).toHaveLength(tokens.length - 1);
    expect(rejected.every((state) => state.body.reason === "cannotBook")).toBe(true);
    expect(await objectStatusOf(db, home)).toBe("reserved");
    const holding = await rowsOf<{ count: number }>(
      db,
      sql`select count(*)::int as count from booking_flows where object_id = ${home} and status in ('reserved', 'signed')`,
    );
    expect(holding[0]!.count).toBe(1);
    // The winner leaves: the home is for sale again.
    const winner = tokens[states.indexOf(reserved[0]!)]!;
    expect((await leave(winner)).body).toEqual({ released: true });
    expect(await objectStatusOf(db, home)).toBe("forSale");
  });

  it("answers a double submit with the same booking, and keeps a buyer to one booking at a time", async () => {
    const home = stage.homes[1]!;
    const [first, second] = await Promise.all(
      [1, 2].map(() =>
        call(app(), "POST", "/api/buyresidence/startbookingasync", { token: anna, body: { objectId: home } }),
      ),
    );
    expect(first!.body.bookingId).toBe(second!.body.bookingId);
    await jobs.settled();
    const again = await call(app(), "POST", "/api/buyresidence/startbookingasync", {
      token: anna,
      body: { objectId: home },
    });
    expect(again.body.bookingId).toBe(first!.body.bookingId);
    // Another home while this one runs: rejected at once.
    const other = await reserve(app(), jobs, anna, stage.homes[2]!);
    expect(other.state).toMatchObject({ status: "rejected", reason: "cannotBook" });
    expect(await objectStatusOf(seeded.handle.db, stage.homes[2]!)).toBe("forSale");
    const cookie = await call(app(), "GET", "/api/buyresidence/buyresidencecookie", { token: anna });
    expect(cookie.body).toEqual({ bookingId: first!.body.bookingId, objectId: home });
    expect((await leave(anna)).body).toEqual({ released: true });
    const none = await call(app(), "GET", "/api/buyresidence/buyresidencecookie", { token: anna });
    expect(none.status).toBe(200);
    expect(await objectStatusOf(seeded.handle.db, home)).toBe("forSale");
  });

  it("refuses a home that is not bookable even when started by hand, and a buyer without a personal number", async () => {
    const { db } = seeded.handle;
    const [sold] = await rowsOf<{ id: string }>(
      db,
      sql`select o.id from objects o where o.stage_id = ${stage.stageId} and o.status_id <> ${ObjectStatus.ids.forSale} limit 1`,
    );
    if (sold)
      expect((await reserve(app(), jobs, erik, sold.id)).state).toMatchObject({
        status: "rejected",
        reason: "cannotBook",
      });
    // A stage without click-to-buy.
    const [plain] = await rowsOf<{ id: string }>(
      db,
      sql`select o.id from objects o join stages s on s.id = o.stage_id
        where s.booking_flow is null and o.status_id = ${ObjectStatus.ids.forSale} order by o.id limit 1`,
    );
    expect((await reserve(app(), jobs, erik, plain!.id)).state).toMatchObject({
      status: "rejected",
      reason: "cannotBook",
    });
    expect(await objectStatusOf(db, plain!.id)).toBe("forSale");
    const bookable = await call(app(), "GET", `/booking/is_bookable/${plain!.id}`, { token: erik });
    expect(bookable.body).toBe(false);
    const lisa = await sessionToken(db, { userId: demoUserId("lisa") });
    expect((await reserve(app(), jobs, lisa, stage.homes[3]!)).state).toMatchObject({
      status: "rejected",
      reason: "usernopid",
    });
    expect(
      (
        await call(app(), "GET", `/api/buyresidence/usercanbookinstage/${stage.stageId}/${stage.homes[3]}`, {
          token: lisa,
        })
      ).body,
    ).toBe(false);
    expect(
      (
        await call(app(), "GET", `/api/buyresidence/usercanbookinproject/${stage.stageId}/${stage.homes[3]}`, {
          token: erik,
        })
      ).body,
    ).toBe(true);
    const unknown = await call(app(), "POST", "/api/buyresidence/startbookingasync", {
      token: erik,
      body: { objectId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(unknown.status).toBe(404);
  });

  it("releases a home when the hold runs out: lazily on the next call, and by the sweep", async () => {
    const { db } = seeded.handle;
    const lazy = await reserve(app(), jobs, erik, stage.homes[4]!);
    expect(lazy.state.status).toBe("reserved");
    const expiry = await call(app(), "GET", `/api/buyresidence/buyresidenceexpire/${lazy.bookingId}`, { token: erik });
    expect(expiry.body.secondsLeft).toBe(BOOKING_HOLD_MINUTES * 60);
    clock = new Date(clock.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    const status = await call(app(), "GET", `/api/buyresidence/getbookingstatus/${lazy.bookingId}`, { token: erik });
    expect(status.body).toMatchObject({ status: "expired", reason: "timeout", expiresAt: null });
    expect(await objectStatusOf(db, stage.homes[4]!)).toBe("forSale");
    const step = await call(app(), "POST", `/api/buyresidence/bookingstep/${lazy.bookingId}`, {
      token: erik,
      body: { step: "accomodation", values: { currentHousing: "rented", mustSellFirst: false, message: "" } },
    });
    expect(step.status).toBe(409);
    expect(step.body.message).toBe("timeout");

    clock = new Date();
    const swept = await reserve(app(), jobs, erik, stage.homes[5] ?? stage.homes[4]!);
    clock = new Date(clock.getTime() + (BOOKING_HOLD_MINUTES + 1) * 60_000);
    await jobs.send(BOOKING_SWEEP_JOB, {});
    await jobs.settled();
    expect((await bookingRow(db, swept.bookingId)).status).toBe("expired");
    expect(await objectStatusOf(db, stage.homes[5] ?? stage.homes[4]!)).toBe("forSale");
    clock = new Date();
  });

  it("ends a hold at once through the development route, which no other booking answers", async () => {
    const { db } = seeded.handle;
    const held = await reserve(app(), jobs, erik, stage.homes[6]!);
    expect(held.state.status).toBe("reserved");
    const expired = await call(app(), "POST", `/_dev/booking/${held.bookingId}/expire`);
    expect(expired.status).toBe(200);
    expect((await bookingRow(db, held.bookingId)).status).toBe("expired");
    expect(await objectStatusOf(db, stage.homes[6]!)).toBe("forSale");
    // Ended already: nothing to end again.
    expect((await call(app(), "POST", `/_dev/booking/${held.bookingId}/expire`)).status).toBe(404);
  });

  it("answers another user's booking like a missing one, in every call", async () => {
    const { db } = seeded.handle;
    const home = stage.homes[6] ?? stage.homes[0]!;
    const { bookingId } = await reserve(app(), jobs, anna, home);
    const sessionId = "0123456789abcdef0123456789abcdef";
    const probes: Array<[string, string, unknown?]> = [
      ["GET", `/api/buyresidence/getbookingstatus/${bookingId}`],
      ["GET", `/api/buyresidence/getbookingobjectinformation/${home}/${bookingId}`],
      ["GET", `/api/buyresidence/buyresidenceexpire/${bookingId}`],
      ["POST", `/api/buyresidence/buyresidencecookie/${home}`],
      [
        "POST",
        `/api/buyresidence/bookingstep/${bookingId}`,
        { step: "accomodation", values: { currentHousing: "rented", mustSellFirst: false, message: "" } },
      ],
      ["GET", `/api/buyresidence/getbookingdocuments/${bookingId}`],
      ["GET", `/api/buyresidence/bookingdocument/${bookingId}/agreement`],
      ["POST", "/api/buyresidence/signcontract", { bookingId }],
      ["POST", "/api/buyresidence/completebooking", { bookingId }],
      ["POST", "/booking/bank_id/start", { payload: { bookingId } }],
      ["GET", `/booking/bank_id/status/${sessionId}`],
      ["POST", `/booking/bank_id/cancel/${sessionId}`],
      ["POST", "/booking/signicat/start", { payload: { bookingId }, returnUrl: "http://localhost:3000/boka/" }],
      ["POST", "/booking/signicat/status", { state: "not-a-state-of-erik" }],
      ["POST", "/booking/signicat/validate", { state: "not-a-state-of-erik" }],
    ];
    for (const [method, url, body] of probes) {
      const answer = await call(app(), method, url, { token: erik, ...(body ? { body } : {}) });
      expect(answer.status, `${method} ${url}`).toBe(404);
      const anonymous = await call(app(), method, url, body ? { body } : {});
      expect(anonymous.status, `${method} ${url} without a login`).toBe(401);
    }
    // Erik's own calls name nothing of Anna's.
    expect((await call(app(), "GET", "/api/buyresidence/buyresidencecookie", { token: erik })).body).toBeNull();
    expect((await call(app(), "GET", `/booking/is_bookable/${home}/${bookingId}`, { token: erik })).body).toBe(false);
    expect((await call(app(), "GET", `/booking/is_bookable/${home}/${bookingId}`, { token: anna })).body).toBe(true);
    expect((await call(app(), "GET", "/api/buyresidence/removebuyresidenceexpire", { token: erik })).body).toEqual({
      released: false,
    });
    expect(await objectStatusOf(db, home)).toBe("reserved");
    expect((await bookingRow(db, bookingId)).status).toBe("reserved");
    await leave(anna);
  });
});
