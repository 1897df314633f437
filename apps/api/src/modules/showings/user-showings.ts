import { and, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../core/db/client";
import { showingBookings, showingCheckIns } from "../../core/db/schema";

/**
 * The user's showings (the User contract's `showings`, spec section 3): the showings they have
 * booked (a cancelled booking leaves them unless they came anyway), and the ones they checked
 * in at without a booking; each showing once, in the order they booked or came.
 */
export async function userShowingsOf(db: Database, userId: string): Promise<{ showingId: string }[]> {
  const [booked, walkedIn] = await Promise.all([
    db
      .select({ showingId: showingBookings.showingId, at: showingBookings.createdAt })
      .from(showingBookings)
      .where(
        and(
          eq(showingBookings.userId, userId),
          or(eq(showingBookings.status, "booked"), isNotNull(showingBookings.checkedInAt)),
        ),
      ),
    db
      .select({ showingId: showingCheckIns.showingId, at: showingCheckIns.checkedInAt })
      .from(showingCheckIns)
      .where(eq(showingCheckIns.userId, userId)),
  ]);
  const seen = new Set<string>();
  return [...booked, ...walkedIn]
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.showingId.localeCompare(b.showingId))
    .filter((entry) => !seen.has(entry.showingId) && Boolean(seen.add(entry.showingId)))
    .map((entry) => ({ showingId: entry.showingId }));
}
