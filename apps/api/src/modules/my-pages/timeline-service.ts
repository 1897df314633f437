import { sql } from "drizzle-orm";
import type { MyTimeline, TimelineBooking } from "@housing/contracts/my-pages";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { rowsOf } from "../../core/db/sql";
import { chosenActiveObjectId } from "./residences";
import { todayOn } from "./service";
import { timelineStepsOf } from "./timeline";

interface BookingRow {
  id: string;
  object_id: string;
  entry_date: Date | string | null;
  contract_date: Date | string | null;
  interior_deadline: Date | string | null;
  inspection_date: Date | string | null;
  final_payment_date: Date | string | null;
  object_name: string | null;
  inhabit_date: Date | string | null;
  stage_name: string | null;
  lifecycle: number | null;
}

const dateOf = (value: Date | string | null): string | null =>
  value === null ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/**
 * The timeline of one of the user's bookings on the site (spec section 2): the one asked for,
 * else the active residence's, else the first made. Null when the user has no booking on the
 * site or the one asked for is not theirs there (the route answers 404 either way, so another
 * user's booking id tells nothing).
 */
export async function myTimeline(
  db: Database,
  userId: string,
  siteKey: SiteKey,
  bookingId: string | undefined,
  now: Date,
): Promise<MyTimeline | null> {
  const [rows, chosen] = await Promise.all([
    rowsOf<BookingRow>(
      db,
      sql`select b.id, b.object_id, b.entry_date, b.contract_date, b.interior_deadline, b.inspection_date,
          b.final_payment_date, o.name as object_name, o.inhabit_date, s.name as stage_name, s.lifecycle
        from bookings b
        left join objects o on o.id = b.object_id
        left join stages s on s.id = o.stage_id
        where b.user_id = ${userId} and b.site_key = ${siteKey}
        order by b.created_at, b.id`,
    ),
    chosenActiveObjectId(db, userId),
  ]);
  const selected = bookingId
    ? rows.find((row) => row.id === bookingId)
    : (rows.find((row) => row.object_id === chosen) ?? rows[0]);
  if (!selected) return null;
  const bookingOf = (row: BookingRow): TimelineBooking => ({
    bookingId: row.id,
    objectId: row.object_id,
    name: row.object_name ?? "",
    stageName: row.stage_name ?? "",
    lifecycle: row.lifecycle === null ? null : Number(row.lifecycle),
    isSelected: row === selected,
  });
  const booking = bookingOf(selected);
  return {
    booking,
    bookings: rows.map(bookingOf),
    steps: timelineStepsOf({
      lifecycle: booking.lifecycle,
      contractDate: dateOf(selected.contract_date),
      interiorDeadline: dateOf(selected.interior_deadline),
      inspectionDate: dateOf(selected.inspection_date),
      finalPaymentDate: dateOf(selected.final_payment_date),
      entryDate: dateOf(selected.entry_date) ?? dateOf(selected.inhabit_date),
      today: todayOn(getSiteByKey(siteKey)!, now),
    }),
  };
}
