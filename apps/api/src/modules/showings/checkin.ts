import { and, asc, eq, isNull } from "drizzle-orm";
import {
  CHECK_IN_OPENS_MINUTES,
  type ShowingAttendanceResponse,
  type ShowingCheckInResponse,
  type ShowingDoorResponse,
} from "@housing/contracts/showings";
import { getSiteByKey, type SiteConfig } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { showingBookings, showingCheckIns, showingSlots, showingStaff, users } from "../../core/db/schema";
import { activeBookingOf, bookingOfToken, type Deps, type Refusal } from "./booking";
import { doorKeyOf, isDoorKeyOf } from "./door-key";
import { registerAnonymousInterest, registerUserInterest } from "./interest";
import { findAnyShowing, findShowing, isVipMember, showingDetails, upcomingShowings, type ShowingRow } from "./queries";

/*
 * The door: the showing at the door now (or next today) and its key while check-in is open,
 * check-in with the key (a walk-in's form, a logged-in visitor's one tap) or with the booking
 * link's token, and the attendance the site's estate agents read.
 */

const MINUTE_MS = 60_000;

/** Check-in is open from CHECK_IN_OPENS_MINUTES before the start until the end. */
export const isCheckInOpen = (showing: Pick<ShowingRow, "startsAt" | "endsAt">, now: Date) =>
  now.getTime() >= showing.startsAt.getTime() - CHECK_IN_OPENS_MINUTES * MINUTE_MS && now < showing.endsAt;

/** The calendar day of `date` in the site's time zone. */
const dayOf = (site: SiteConfig, date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: site.timeZone, dateStyle: "short" }).format(date);

export async function door(db: Database, site: SiteConfig, stageId: string, now: Date): Promise<ShowingDoorResponse> {
  const today = dayOf(site, now);
  const showings = await upcomingShowings(db, site, stageId, now);
  const current =
    showings.find((showing) => showing.startsAt <= now) ??
    showings.find((showing) => dayOf(site, showing.startsAt) === today);
  if (!current) return { showing: null, doorKey: null };
  // The door shows the showing to everybody; who may book it is the list's question.
  const [detail] = await showingDetails(db, [current], current.kind === "public");
  return { showing: detail!, doorKey: isCheckInOpen(current, now) ? await doorKeyOf(db, current.id) : null };
}

type CheckInAnswer = ShowingCheckInResponse | Refusal;

/** The showing of a door check-in: on the site, its key right, check-in open. */
async function doorShowing(
  db: Database,
  siteKey: string,
  showingId: string,
  doorKey: string,
  now: Date,
): Promise<ShowingRow | Refusal> {
  const site = getSiteByKey(siteKey);
  const showing = site ? await findShowing(db, site, showingId) : undefined;
  if (!showing) return { refused: "notFound" };
  if (!(await isDoorKeyOf(db, showing.id, doorKey))) return { refused: "doorKey" };
  if (!isCheckInOpen(showing, now)) return { refused: "checkInClosed" };
  return showing;
}

export interface WalkInInput {
  siteKey: string;
  showingId: string;
  doorKey: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  people: number;
}

/** A walk-in who is not logged in: a check-in row and an anonymous interest for the stage. */
export async function checkInWalkIn(deps: Deps, input: WalkInInput): Promise<CheckInAnswer> {
  const now = deps.now();
  const showing = await doorShowing(deps.db, input.siteKey, input.showingId, input.doorKey, now);
  if ("refused" in showing) return showing;
  const contact = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email: input.email.trim(),
    phone: input.phone.trim(),
  };
  await deps.db.insert(showingCheckIns).values({
    showingId: showing.id,
    siteKey: showing.siteKey,
    ...contact,
    people: input.people,
    checkedInAt: now,
  });
  await registerAnonymousInterest(deps.db, showing.siteKey, showing.stageId, showing.objectId, contact);
  return { checkedInAt: now.toISOString(), bookingId: null };
}

/** The logged-in visitor's one tap: their booking in the showing is marked, else a check-in row; then the interest. */
export async function checkInUser(
  deps: Deps,
  userId: string,
  input: { siteKey: string; showingId: string; doorKey: string; people: number },
): Promise<CheckInAnswer> {
  const now = deps.now();
  const showing = await doorShowing(deps.db, input.siteKey, input.showingId, input.doorKey, now);
  if ("refused" in showing) return showing;
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return { refused: "notFound" };
  let answer: ShowingCheckInResponse;
  const booking = await activeBookingOf(deps.db, userId, showing.id);
  if (booking) {
    const checkedInAt = booking.checkedInAt ?? now;
    if (!booking.checkedInAt) {
      await deps.db
        .update(showingBookings)
        .set({ checkedInAt })
        .where(and(eq(showingBookings.id, booking.id), isNull(showingBookings.checkedInAt)));
    }
    answer = { checkedInAt: checkedInAt.toISOString(), bookingId: booking.id };
  } else {
    const [earlier] = await deps.db
      .select()
      .from(showingCheckIns)
      .where(and(eq(showingCheckIns.showingId, showing.id), eq(showingCheckIns.userId, userId)))
      .limit(1);
    const checkedInAt = earlier?.checkedInAt ?? now;
    if (!earlier) {
      await deps.db.insert(showingCheckIns).values({
        showingId: showing.id,
        siteKey: showing.siteKey,
        userId,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email ?? "",
        phone: user.phoneNumber ?? "",
        people: input.people,
        checkedInAt,
      });
    }
    answer = { checkedInAt: checkedInAt.toISOString(), bookingId: null };
  }
  await registerUserInterest(deps.db, userId, showing.stageId, showing.objectId, "", now);
  return answer;
}

/** The booking link's or personal QR code's check-in, while the showing's check-in is open. */
export async function checkInByToken(deps: Deps, token: string): Promise<CheckInAnswer> {
  const row = await bookingOfToken(deps.db, token);
  if (!row) return { refused: "unknownBooking" };
  const now = deps.now();
  if (row.booking.status !== "booked") return { refused: "closed" };
  if (!isCheckInOpen(row.showing, now)) return { refused: "checkInClosed" };
  const checkedInAt = row.booking.checkedInAt ?? now;
  if (!row.booking.checkedInAt) {
    await deps.db
      .update(showingBookings)
      .set({ checkedInAt })
      .where(and(eq(showingBookings.id, row.booking.id), isNull(showingBookings.checkedInAt)));
    const { booking, showing } = row;
    if (booking.userId) {
      await registerUserInterest(deps.db, booking.userId, showing.stageId, showing.objectId, booking.email, now);
    } else {
      await registerAnonymousInterest(deps.db, booking.siteKey, showing.stageId, showing.objectId, booking);
    }
  }
  return { checkedInAt: checkedInAt.toISOString(), bookingId: row.booking.id };
}

export async function isStaffOf(db: Database, userId: string, siteKey: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: showingStaff.userId })
    .from(showingStaff)
    .where(and(eq(showingStaff.userId, userId), eq(showingStaff.siteKey, siteKey)))
    .limit(1);
  return Boolean(row);
}

/** Who booked and who came; `booked` and `came` count people. Only the showing's site's estate agents. */
export async function attendance(
  db: Database,
  userId: string,
  showingId: string,
): Promise<ShowingAttendanceResponse | Refusal> {
  const found = await findAnyShowing(db, showingId);
  const site = found ? getSiteByKey(found.siteKey) : undefined;
  // A VIP showing where the site has no VIP does not exist, for staff neither.
  const showing = site ? await findShowing(db, site, showingId) : undefined;
  if (!showing) return { refused: "notFound" };
  if (!(await isStaffOf(db, userId, showing.siteKey))) return { refused: "forbidden" };
  const [bookings, walkIns] = await Promise.all([
    db
      .select({ booking: showingBookings, slotStartsAt: showingSlots.startsAt })
      .from(showingBookings)
      .innerJoin(showingSlots, eq(showingSlots.id, showingBookings.slotId))
      .where(and(eq(showingBookings.showingId, showing.id), eq(showingBookings.status, "booked")))
      .orderBy(asc(showingSlots.startsAt), asc(showingBookings.lastName), asc(showingBookings.firstName)),
    db
      .select()
      .from(showingCheckIns)
      .where(and(eq(showingCheckIns.showingId, showing.id), isNull(showingCheckIns.bookingId)))
      .orderBy(asc(showingCheckIns.checkedInAt)),
  ]);
  const attendees = [
    ...bookings.map(({ booking, slotStartsAt }) => ({
      name: `${booking.firstName} ${booking.lastName}`,
      people: booking.people,
      slotStartsAt: slotStartsAt.toISOString(),
      booked: true,
      checkedInAt: booking.checkedInAt?.toISOString() ?? null,
    })),
    ...walkIns.map((walkIn) => ({
      name: `${walkIn.firstName} ${walkIn.lastName}`,
      people: walkIn.people,
      slotStartsAt: null,
      booked: false,
      checkedInAt: walkIn.checkedInAt.toISOString(),
    })),
  ];
  const sum = (list: { people: number }[]) => list.reduce((total, entry) => total + entry.people, 0);
  const [detail] = await showingDetails(db, [showing], await isVipMember(db, userId, showing.siteKey));
  return {
    showing: detail!,
    attendees,
    booked: sum(attendees.filter((entry) => entry.booked)),
    came: sum(attendees.filter((entry) => entry.checkedInAt !== null)),
  };
}
