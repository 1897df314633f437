import { pgTable, text, uuid } from "drizzle-orm/pg-core";

/*
 * In a module of its own because the catalogue tables (src/catalogue/schema) point at it
 * and schema.ts re-exports them: importing either first must not meet a half-built module.
 */

/** One row per site of @housing/site-config; siteVersion changes when the site's content is deployed. */
export const sites = pgTable("sites", {
  key: text("key").primaryKey(),
  code: text("code").notNull().unique(),
  siteId: uuid("site_id").notNull().unique(),
  locale: text("locale").notNull(),
  name: text("name").notNull(),
  siteVersion: text("site_version").notNull(),
});
