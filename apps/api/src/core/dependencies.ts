import type { Database, DriverName } from "./db/client";
import type { Logger } from "./logger";

export interface AppOptions {
  db: Database;
  driver: DriverName;
  logger?: Logger;
  /** Browser origins allowed to call the API with credentials; defaults to the local apps. */
  corsOrigins?: readonly string[];
  /** The clock of date-relative filters (inhabit-date buckets, upcoming showings); tests pin it. */
  now?: () => Date;
}

/** What every module's routes and services get from the app; the one place a new shared service is added. */
export interface AppDependencies {
  db: Database;
  driver: DriverName;
  logger: Logger;
  version: string;
  now: () => Date;
}
