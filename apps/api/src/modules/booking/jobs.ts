import type { AppDependencies } from "../../core/dependencies";
import { sweepExpiredBookings } from "./hold";
import { REVALIDATE_JOB, revalidateHome, type RevalidateJob } from "./revalidate";
import { RESERVE_JOB, reserveBooking, type ReserveJob } from "./start";

/** The sweep of expired holds; the server queues it every minute (main.ts). */
export const BOOKING_SWEEP_JOB = "booking.sweep";
export const BOOKING_SWEEP_INTERVAL_MS = 60_000;

export function registerBookingJobs(deps: AppDependencies): void {
  // Buyers poll for the reservation (spec section 4): fetched many at a time and asked for often,
  // so a crowd starting at once waits for one database round, not one poll interval each.
  deps.jobs.handle<ReserveJob>(RESERVE_JOB, (job) => reserveBooking(deps, job), {
    batchSize: 50,
    pollingIntervalSeconds: 0.5,
    // Side by side: the home's conditional update decides a race, and a decided booking is left alone.
    isParallel: true,
  });
  deps.jobs.handle<RevalidateJob>(REVALIDATE_JOB, (job) => revalidateHome(deps, job));
  deps.jobs.handle(BOOKING_SWEEP_JOB, async () => {
    const released = await sweepExpiredBookings(deps);
    if (released > 0) deps.logger.info("expired bookings released", { released });
  });
}
