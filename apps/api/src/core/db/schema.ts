/*
 * The one schema root: every module's tables, re-exported. drizzle-kit reads this file
 * (drizzle.config.ts) and the database client is typed by `schema`; code imports tables
 * from here. A new module's schema.ts is added here, then `pnpm db:generate`.
 */
import { contentTables } from "../../modules/content/schema";
import { catalogueModuleTables } from "../../modules/catalogue/schema";
import { accountTables } from "../../modules/account/schema";
import { signupTables } from "../../modules/signup/schema";
import { notificationTables } from "../../modules/notifications/schema";
import { myPagesTables } from "../../modules/my-pages/schema";
import { experimentEvents, visits, webVitals } from "../../modules/telemetry/schema";
import { savedSearchTables } from "../../modules/saved-searches/schema";
import { paymentTables } from "../../modules/payments/schema";
import { documentTables } from "../../modules/documents/schema";
import { caseTables } from "../../modules/cases/schema";
import { bookingTables } from "../../modules/booking/schema";
import { explorerTables } from "../../modules/explorer/schema";
import { chatTables } from "../../modules/chat/schema";
import { showingTables } from "../../modules/showings/schema";
import { rateLimitTables } from "../rate-limit/schema";

export * from "../../modules/content/schema";
export * from "../../modules/catalogue/schema";
export * from "../../modules/interest/schema";
export * from "../../modules/telemetry/schema";
export * from "../../modules/account/schema";
export * from "../../modules/signup/schema";
export * from "../../modules/notifications/schema";
export * from "../../modules/my-pages/schema";
export * from "../../modules/saved-searches/schema";
export * from "../../modules/payments/schema";
export * from "../../modules/documents/schema";
export * from "../../modules/cases/schema";
export * from "../../modules/booking/schema";
export * from "../../modules/explorer/schema";
export * from "../../modules/chat/schema";
export * from "../../modules/showings/schema";
export * from "../rate-limit/schema";

export const schema = {
  ...contentTables,
  ...catalogueModuleTables,
  visits,
  experimentEvents,
  webVitals,
  ...accountTables,
  ...signupTables,
  ...notificationTables,
  ...myPagesTables,
  ...savedSearchTables,
  ...paymentTables,
  ...documentTables,
  ...caseTables,
  ...bookingTables,
  ...explorerTables,
  ...chatTables,
  ...showingTables,
  ...rateLimitTables,
};
