import type { AppDependencies } from "../../core/dependencies";

/** What the booking's services use of the app's dependencies. */
export type BookingDeps = Pick<AppDependencies, "db" | "now" | "logger" | "jobs" | "revalidate">;
