import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { showingBookings, showingCheckIns } from "../../core/db/schema";

/**
 * The showings the user checked in at (the User contract's `showings`): a booking of theirs
 * checked in at the door, or a one-tap check-in without one; each showing once, in the order
 * they came.
 */
export async function attendedShowingsOf(db: Database, userId: string): Promise<{ showingId: string }[]> {
  const [booked, walkedIn] = await Promise.all([
    db
      .select({ showingId: showingBookings.showingId, at: showingBookings.checkedInAt })
      .from(showingBookings)
      .where(and(eq(showingBookings.userId, userId), isNotNull(showingBookings.checkedInAt))),
    db
      .select({ showingId: showingCheckIns.showingId, at: showingCheckIns.checkedInAt })
      .from(showingCheckIns)
      .where(eq(showingCheckIns.userId, userId)),
  ]);
  const seen = new Set<string>();
  return [...booked, ...walkedIn]
    .sort((a, b) => a.at!.getTime() - b.at!.getTime() || a.showingId.localeCompare(b.showingId))
    .filter((entry) => !seen.has(entry.showingId) && Boolean(seen.add(entry.showingId)))
    .map((entry) => ({ showingId: entry.showingId }));
}
