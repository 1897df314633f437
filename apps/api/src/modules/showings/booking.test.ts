import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  MyShowingBookingsResponseSchema,
  MyVipShowingsResponseSchema,
  ShowingBookingResponseSchema,
  ShowingListResponseSchema,
} from "@housing/contracts/showings";
import { UserSchema } from "@housing/contracts";
import { sites } from "@housing/site-config";
import { createApp } from "../../core/app";
import { RATE_LIMIT_RULES } from "../../core/rate-limit/rules";
import { call, loginByEmail } from "../../testing/account";
import { testDrivers } from "../../testing/test-database";
import {
  contact,
  mailsTo,
  minutesFrom,
  newShowing,
  stageOf,
  tokenMailedTo,
  useShowingApp,
} from "../../testing/showings";

const ANNA = "anna.andersson@example.com";
const ERIK = "erik.svensson@example.com";

describe.each(testDrivers())("showing bookings on $name", (driver) => {
  const t = useShowingApp(driver);
  const list = async (stageId: string, token?: string, siteId = "Jmse") =>
    v.parse(
      ShowingListResponseSchema,
      (await call(t.app, "GET", `/showing_service/showings?siteId=${siteId}&stageId=${stageId}`, { token })).body,
    ).showings;
  const bookWithForm = (slotId: string, email: string, people = 2, siteId = "Jmse", token?: string) =>
    call(t.app, "POST", "/showing_service/bookings", {
      token,
      body: { siteId, slotId, ...contact(email), people, acceptTerms: true },
    });

  it("lists upcoming showings with places left; a VIP showing is bookable for the site's VIP members only", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const vip = await newShowing(t.db, stage.id, minutesFrom(t.clock, 24 * 60), { kind: "vip" });
    const open = await newShowing(t.db, stage.id, minutesFrom(t.clock, 4 * 24 * 60), { capacity: 6 });
    const past = await newShowing(t.db, stage.id, minutesFrom(t.clock, -3 * 24 * 60));

    // Soonest first; the seeded showings come months later, the past one not at all.
    const all = await list(stage.id);
    expect(all.map((showing) => showing.id)).not.toContain(past.id);
    const anonymous = all.slice(0, 2);
    expect(anonymous.map((showing) => showing.id)).toEqual([vip.id, open.id]);
    expect(anonymous.map((showing) => [showing.kind, showing.bookable])).toEqual([
      ["vip", false],
      ["public", true],
    ]);
    expect(anonymous[1]!.slots.map((slot) => [slot.capacity, slot.placesLeft])).toEqual([
      [6, 6],
      [6, 6],
    ]);
    expect(anonymous[1]!.place).toBe("Storgatan 1, Solna");

    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const erik = await loginByEmail(t.app, ERIK, sites.se.siteId);
    expect((await list(stage.id, anna)).slice(0, 2).map((showing) => showing.bookable)).toEqual([false, true]);
    expect((await list(stage.id, erik)).slice(0, 2).map((showing) => showing.bookable)).toEqual([true, true]);

    // Not a VIP member: 403 vipOnly; the member books.
    const refused = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: anna,
      body: { siteId: "Jmse", slotId: vip.slots[0] },
    });
    expect([refused.status, refused.body.message]).toEqual([403, "vipOnly"]);
    expect((await bookWithForm(vip.slots[0]!, "someone@example.com")).body.message).toBe("vipOnly");
    const booked = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: erik,
      body: { siteId: "Jmse", slotId: vip.slots[0] },
    });
    expect(booked.status).toBe(201);
    expect(v.parse(ShowingBookingResponseSchema, booked.body).booking.showing.kind).toBe("vip");
  });

  it("answers the site's VIP showings by stage to its VIP members only (my pages' VIP showing page)", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const vip = await newShowing(t.db, stage.id, minutesFrom(t.clock, 2 * 24 * 60), { kind: "vip" });
    await newShowing(t.db, stage.id, minutesFrom(t.clock, 3 * 24 * 60));
    const vipShowings = async (token: string | undefined) => {
      const answer = await call(t.app, "GET", "/showing_service/my/vip-showings?siteId=Jmse", { token });
      return answer.status === 200 ? v.parse(MyVipShowingsResponseSchema, answer.body).stages : answer.status;
    };
    expect(await vipShowings(undefined)).toBe(401);
    // Anna is not a VIP member: nothing; Erik is: the VIP showing under its stage, bookable, no public one.
    expect(await vipShowings(await loginByEmail(t.app, ANNA, sites.se.siteId))).toEqual([]);
    const stages = await vipShowings(await loginByEmail(t.app, ERIK, sites.se.siteId));
    const entry = (stages as Exclude<typeof stages, number>).find((item) => item.stage.id === stage.id);
    // The stage's seeded VIP showing may come too; never a public one.
    expect(entry?.showings.map((showing) => [showing.id, showing.kind, showing.bookable])).toContainEqual([
      vip.id,
      "vip",
      true,
    ]);
    expect(entry?.showings.every((showing) => showing.kind === "vip" && showing.bookable)).toBe(true);
    expect(entry?.stage.url).toMatch(/^\//);
  });

  it("hides VIP showings where the site has no VIP: not listed, 404 on booking", async () => {
    const finnish = sites.fi;
    expect(finnish.features.hasVip).toBe(false);
    const stage = await stageOf(t.db, finnish.key);
    const vip = await newShowing(t.db, stage.id, minutesFrom(t.clock, 24 * 60), { kind: "vip" });
    const open = await newShowing(t.db, stage.id, minutesFrom(t.clock, 48 * 60));
    expect((await list(stage.id, undefined, finnish.key)).map((showing) => showing.id)).toEqual([open.id]);
    expect((await bookWithForm(vip.slots[0]!, "matti@example.com", 1, finnish.key)).status).toBe(404);
    // A slot of another site's showing is not this site's either.
    const swedish = await newShowing(t.db, (await stageOf(t.db, "Jmse")).id, minutesFrom(t.clock, 60));
    expect((await bookWithForm(swedish.slots[0]!, "matti@example.com", 1, finnish.key)).status).toBe(404);
  });

  it("books with the form, mails the confirmation with the calendar file and QR code, refuses a second booking", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 2 * 24 * 60));
    const answer = await bookWithForm(showing.slots[1]!, "Visitor.One@example.com", 3);
    expect(answer.status).toBe(201);
    const booking = v.parse(ShowingBookingResponseSchema, answer.body).booking;
    expect(booking).toMatchObject({ status: "booked", people: 3, cancellable: true, checkedInAt: null });
    expect(booking.showing).toMatchObject({ id: showing.id, stageId: stage.id, stageName: stage.name, url: stage.url });

    const [mail] = await mailsTo(t.db, "Visitor.One@example.com");
    expect(mail!.subject).toContain(stage.name);
    expect(mail!.body).toContain("Storgatan 1, Solna");
    expect(mail!.link).toMatch(new RegExp(`${stage.url}visning/\\?b=[\\w-]{32}$`));
    expect(mail!.attachments.map((file) => [file.name, file.type])).toEqual([
      ["visning.ics", "text/calendar; charset=utf-8"],
      ["visning-qr.png", "image/png"],
    ]);
    const ics = Buffer.from(mail!.attachments[0]!.base64, "base64").toString("utf8");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain(`UID:${booking.id}@showings.se\r\n`);
    expect(ics.replace(/\r\n /g, "")).toContain(`URL:${mail!.link}`);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const png = Buffer.from(mail!.attachments[1]!.base64, "base64");
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");

    // The same e-mail (any case) again in this showing: 409 alreadyBooked, and no place is lost.
    const again = await bookWithForm(showing.slots[0]!, "visitor.one@EXAMPLE.com", 1);
    expect([again.status, again.body.message]).toEqual([409, "alreadyBooked"]);
    const [listed] = (await list(stage.id)).filter((entry) => entry.id === showing.id);
    expect(listed!.slots.map((slot) => slot.placesLeft)).toEqual([8, 5]);

    // Too many people for what is left: full.
    expect((await bookWithForm(showing.slots[1]!, "big.family@example.com", 6)).body.message).toBe("full");

    // The link's token finds this booking only; cancelling gives the places back and mails a note.
    const token = await tokenMailedTo(t.db, "Visitor.One@example.com");
    const found = await call(t.app, "POST", "/showing_service/bookings/lookup", { body: { token } });
    expect(v.parse(ShowingBookingResponseSchema, found.body).booking.id).toBe(booking.id);
    const cancelled = await call(t.app, "POST", "/showing_service/bookings/cancel", { body: { token } });
    expect(v.parse(ShowingBookingResponseSchema, cancelled.body).booking).toMatchObject({
      status: "cancelled",
      cancellable: false,
    });
    expect((await mailsTo(t.db, "Visitor.One@example.com")).map((entry) => entry.kind)).toEqual([
      "showingBooked",
      "showingCancelled",
    ]);
    const [after] = (await list(stage.id)).filter((entry) => entry.id === showing.id);
    expect(after!.slots.map((slot) => slot.placesLeft)).toEqual([8, 8]);
    const unknown = await call(t.app, "POST", "/showing_service/bookings/lookup", { body: { token: "x".repeat(32) } });
    expect([unknown.status, unknown.body.message]).toEqual([404, "unknownBooking"]);
  });

  it("closes a slot once it has started", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 10));
    const booked = await bookWithForm(showing.slots[0]!, "late.one@example.com", 1);
    expect(booked.status).toBe(201);
    t.clock.advance(15 * 60);
    const late = await bookWithForm(showing.slots[0]!, "later.one@example.com", 1);
    expect([late.status, late.body.message]).toEqual([409, "closed"]);
    const token = await tokenMailedTo(t.db, "late.one@example.com");
    const cancel = await call(t.app, "POST", "/showing_service/bookings/cancel", { body: { token } });
    expect([cancel.status, cancel.body.message]).toEqual([409, "closed"]);
  });

  it("books with one click, and each user sees and cancels only their own bookings (two users)", async () => {
    const stage = await stageOf(t.db, "Jmse");
    const showing = await newShowing(t.db, stage.id, minutesFrom(t.clock, 3 * 24 * 60));
    const anna = await loginByEmail(t.app, ANNA, sites.se.siteId);
    const erik = await loginByEmail(t.app, ERIK, sites.se.siteId);
    const mine = async (token: string) =>
      v.parse(
        MyShowingBookingsResponseSchema,
        (await call(t.app, "GET", "/showing_service/my/bookings?siteId=Jmse", { token })).body,
      ).bookings;

    const annas = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: anna,
      body: { siteId: "Jmse", slotId: showing.slots[0], people: 2 },
    });
    expect(annas.status).toBe(201);
    const annaBooking = v.parse(ShowingBookingResponseSchema, annas.body).booking;
    const twice = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: anna,
      body: { siteId: "Jmse", slotId: showing.slots[1] },
    });
    expect([twice.status, twice.body.message]).toEqual([409, "alreadyBooked"]);
    const eriks = await call(t.app, "POST", "/showing_service/my/bookings", {
      token: erik,
      body: { siteId: "Jmse", slotId: showing.slots[1] },
    });
    const erikBooking = v.parse(ShowingBookingResponseSchema, eriks.body).booking;

    expect((await mine(anna)).map((booking) => booking.id)).toContain(annaBooking.id);
    expect((await mine(anna)).map((booking) => booking.id)).not.toContain(erikBooking.id);
    expect((await mine(erik)).map((booking) => booking.id)).toContain(erikBooking.id);
    expect((await mine(erik)).map((booking) => booking.id)).not.toContain(annaBooking.id);
    // The booking is on the user (the User contract's `showings`, spec section 3).
    const showingsOf = async (token: string) =>
      v.parse(UserSchema, (await call(t.app, "GET", "/account_service/user", { token })).body).showings;
    expect(await showingsOf(anna)).toContainEqual({ showingId: showing.id });

    // Erik cannot cancel Anna's booking: it does not exist for him.
    const path = `/showing_service/my/bookings/${annaBooking.id}`;
    expect((await call(t.app, "DELETE", path, { token: erik })).status).toBe(404);
    expect((await mine(anna)).find((booking) => booking.id === annaBooking.id)!.status).toBe("booked");
    const cancelled = await call(t.app, "DELETE", path, { token: anna });
    expect(v.parse(ShowingBookingResponseSchema, cancelled.body).booking.status).toBe("cancelled");
    // Cancelled (and not come): no longer on Anna; still on Erik.
    expect(await showingsOf(anna)).not.toContainEqual({ showingId: showing.id });
    expect(await showingsOf(erik)).toContainEqual({ showingId: showing.id });

    // Anna's mailed token gives Anna's booking, never Erik's.
    const token = await tokenMailedTo(t.db, ANNA);
    const found = await call(t.app, "POST", "/showing_service/bookings/lookup", { body: { token } });
    expect(v.parse(ShowingBookingResponseSchema, found.body).booking.id).toBe(annaBooking.id);
  });

  it("needs a login for the personal calls and answers bad input with field errors", async () => {
    const id = "2b0f3c4e-8a51-4d8e-9c0b-6a3e1f2d7c90";
    expect((await call(t.app, "GET", "/showing_service/my/bookings?siteId=Jmse")).status).toBe(401);
    expect(
      (await call(t.app, "POST", "/showing_service/my/bookings", { body: { siteId: "Jmse", slotId: id } })).status,
    ).toBe(401);
    expect((await call(t.app, "DELETE", `/showing_service/my/bookings/${id}`)).status).toBe(401);

    const bad = await call(t.app, "POST", "/showing_service/bookings", {
      body: { siteId: "Jmse", slotId: "nope", firstName: "", email: "x", phone: "1", people: 9, acceptTerms: false },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fieldErrors ?? {})).toEqual(
      expect.arrayContaining([
        "body.slotId",
        "body.firstName",
        "body.lastName",
        "body.email",
        "body.people",
        "body.acceptTerms",
      ]),
    );
    expect((await call(t.app, "POST", "/showing_service/bookings/lookup", { body: { token: "short" } })).status).toBe(
      400,
    );
    expect((await call(t.app, "GET", "/showing_service/showings?siteId=Nowhere&stageId=x")).status).toBe(400);
  });

  it("limits the forms sent without a login per IP address, as the interest form", async () => {
    const rule = RATE_LIMIT_RULES.find((entry) => entry.name === "showings")!;
    expect(rule.routes).toEqual(
      expect.arrayContaining([
        "POST /showing_service/bookings",
        "POST /showing_service/checkins",
        "POST /showing_service/orders",
      ]),
    );
    const limited = createApp({
      db: t.db,
      driver: driver.name,
      now: t.clock.now,
      auth: { trustedProxies: ["10.0.0.1"] },
    });
    const slotId = "2b0f3c4e-8a51-4d8e-9c0b-6a3e1f2d7c90";
    const send = (index: number) =>
      call(limited, "POST", "/showing_service/bookings", {
        body: { siteId: "Jmse", slotId, ...contact(`ip${index}@example.com`), people: 1, acceptTerms: true },
        headers: { "x-forwarded-for": "203.0.113.27" },
      });
    for (let index = 0; index < rule.perIp.max; index++) expect((await send(index)).status).toBe(404);
    expect((await send(rule.perIp.max)).status).toBe(429);
  });
});
