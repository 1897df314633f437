import { getRunningBooking } from "@housing/api-client";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { parseBookingCookie } from "../client/flow";

const GuidSchema = v.pipe(v.string(), v.uuid());
const guidOf = (value: string | null | undefined) => (v.is(GuidSchema, value) ? value : null);

export interface BookingIds {
  objectId: string;
  bookingId: string | null;
}

/**
 * Spec section 4: on each booking page load, the `bookingId` query or the buy-residence cookie
 * selects the booking whose object info is loaded; without them the `objectId` query names the
 * home to book. A `bookingId` without its object finds it in the caller's running booking.
 */
export async function bookingIdsOf(
  http: KyInstance,
  query: string,
  cookie: string | undefined,
): Promise<BookingIds | null> {
  const params = new URLSearchParams(query);
  const queryBooking = guidOf(params.get("bookingId"));
  const queryObject = guidOf(params.get("objectId"));
  const saved = parseBookingCookie(cookie);
  if (queryBooking) {
    if (queryObject) return { objectId: queryObject, bookingId: queryBooking };
    if (saved?.bookingId === queryBooking) return saved;
    const running = await getRunningBooking(http).catch(() => null);
    return running?.bookingId === queryBooking ? running : null;
  }
  if (queryObject) {
    // The cookie's booking is for this home: resume it; another home's booking does not start this one.
    return { objectId: queryObject, bookingId: saved?.objectId === queryObject ? saved.bookingId : null };
  }
  return saved;
}
