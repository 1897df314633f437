import { and, asc, eq, sql } from "drizzle-orm";
import type { BookingChoiceGroup, BookingObjectInfo } from "@housing/contracts/booking";
import { getSiteByKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { bookingChoiceOptions, objects, stages, users } from "../../core/db/schema";
import { ObjectStatus } from "../catalogue/enums";
import type { BookingDeps } from "./deps";
import { bookingState, ownBooking, runningBookingOf } from "./state";
import { basePriceOf, bookingFeeMinor, isFlowKind } from "./rules";

/*
 * What the click-to-buy pages read before and beside a booking (spec sections 3 and 7):
 * getbookingobjectinformation, is_bookable, usercanbookinproject/-stage and email_is_valid.
 */

/** The stage's interior choices (8-step flows), groups and options in their order. */
export async function choicesOf(db: Pick<Database, "select">, stageId: string): Promise<BookingChoiceGroup[]> {
  const rows = await db
    .select()
    .from(bookingChoiceOptions)
    .where(eq(bookingChoiceOptions.stageId, stageId))
    .orderBy(asc(bookingChoiceOptions.sortOrder), asc(bookingChoiceOptions.id));
  const groups: BookingChoiceGroup[] = [];
  for (const row of rows) {
    let group = groups.find((candidate) => candidate.id === row.groupId);
    if (!group) groups.push((group = { id: row.groupId, name: row.groupName, options: [] }));
    group.options.push({ id: row.id, name: row.name, price: row.price, isStandard: row.isStandard });
  }
  return groups;
}

async function homeOf(db: Database, objectId: string) {
  const [home] = await db
    .select({
      id: objects.id,
      objectNumber: objects.objectNumber,
      name: objects.name,
      url: objects.url,
      imageUrl: objects.searchImageUrl,
      rooms: objects.rooms,
      livingArea: objects.livingArea,
      price: objects.price,
      debtShare: objects.debtShare,
      totalPrice: objects.totalPrice,
      monthlyFee: objects.monthlyFee,
      statusId: objects.statusId,
      siteKey: objects.siteKey,
      stageId: objects.stageId,
      stageName: stages.name,
      flow: stages.bookingFlow,
    })
    .from(objects)
    .innerJoin(stages, eq(stages.id, objects.stageId))
    .where(eq(objects.id, objectId))
    .limit(1);
  return home;
}

/**
 * `is_bookable/{objectId}[/{bookingId}]`: the home is for sale in a stage with click-to-buy, or it
 * is held by the caller's own booking (the bookingId's).
 */
export async function isBookable(
  deps: BookingDeps,
  userId: string,
  objectId: string,
  bookingId?: string,
): Promise<boolean | undefined> {
  const home = await homeOf(deps.db, objectId);
  if (!home) return undefined;
  if (bookingId) {
    const own = await ownBooking(deps, userId, bookingId);
    if (own && own.objectId === objectId && (own.status === "reserved" || own.status === "signed")) return true;
  }
  return isFlowKind(home.flow) && home.statusId === ObjectStatus.ids.forSale;
}

/** `getbookingobjectinformation/{objectId}[/{bookingId}]`; the booking only when it is the caller's and of this home. */
export async function objectInformation(
  deps: BookingDeps,
  userId: string,
  objectId: string,
  bookingId?: string,
): Promise<BookingObjectInfo | "notFound"> {
  const home = await homeOf(deps.db, objectId);
  if (!home) return "notFound";
  const own = bookingId ? await ownBooking(deps, userId, bookingId) : undefined;
  if (bookingId && (!own || own.objectId !== objectId)) return "notFound";
  const site = getSiteByKey(home.siteKey)!;
  const flow = isFlowKind(home.flow) ? home.flow : null;
  const fee = flow ? bookingFeeMinor(flow, site) : null;
  return {
    objectId: home.id,
    objectNumber: home.objectNumber,
    name: home.name,
    stageName: home.stageName,
    url: home.url,
    imageUrl: home.imageUrl || null,
    rooms: home.rooms,
    livingArea: home.livingArea,
    price: home.price,
    debtShare: home.debtShare,
    totalPrice: site.country === "fi" ? basePriceOf(home, site) : home.totalPrice,
    monthlyFee: home.monthlyFee,
    currency: site.currency,
    status: ObjectStatus.keyOf(home.statusId) ?? "unknown",
    flow,
    isBookable: (await isBookable(deps, userId, objectId, bookingId)) ?? false,
    fee: fee === null ? null : { amount: fee, currency: site.currency },
    choices: flow === 8 ? await choicesOf(deps.db, home.stageId) : [],
    booking: own ? await bookingState(deps.db, own) : null,
  };
}

/**
 * `usercanbookinproject/{a}/{b}` and `usercanbookinstage/{a}/{b}` (our reading: {a} the stage,
 * {b} the home). The user may book when they have a personal number, no running booking of
 * another home, and the home is of that stage. Project and stage answer alike: a stage is the
 * unit of sale here, and one running booking at a time holds across projects too.
 */
export async function userCanBook(
  deps: BookingDeps,
  userId: string,
  stageId: string,
  objectId: string,
): Promise<boolean> {
  const home = await homeOf(deps.db, objectId);
  if (!home || home.stageId !== stageId) return false;
  const [user] = await deps.db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user?.securityNumber) return false;
  const running = await runningBookingOf(deps, userId);
  return !running || running.objectId === objectId;
}

/**
 * `POST /booking/email_is_valid` (spec section 5, emailInUse): false when the e-mail is another
 * person's (a user with that e-mail and another number, or no number).
 */
export async function emailIsValid(db: Database, input: { ssn: string; email: string }): Promise<boolean> {
  const [owner] = await db
    .select({ securityNumber: users.securityNumber })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${input.email.trim().toLowerCase()}`))
    .limit(1);
  if (!owner) return true;
  return owner.securityNumber !== null && sameNumber(owner.securityNumber, input.ssn);
}

/** A number as stored (Sweden 12 digits, Norway 11, Finland the HETU) against a typed one. */
export function sameNumber(stored: string, typed: string): boolean {
  const clean = (value: string) =>
    value
      .trim()
      .toUpperCase()
      .replace(/[\s+-]/g, "");
  const a = clean(stored);
  const b = clean(typed);
  if (a === b) return true;
  // Sweden: 12 digits against 10 (the century left out).
  const isShortOf = (long: string, short: string) =>
    /^\d{12}$/.test(long) && /^\d{10}$/.test(short) && long.slice(2) === short;
  return isShortOf(a, b) || isShortOf(b, a);
}
