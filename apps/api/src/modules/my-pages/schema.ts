import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { siteKeyColumn } from "../catalogue/schema/columns";

/*
 * What my pages show beside the user's own rows: the residents' news of each site (spec section
 * 2, news list and news page, where the site's my-pages news switch is on), the site's customer
 * service and the management contacts a board member sees (section 2, contact page for the
 * resident and for the board member). Written in the site's language.
 */

export const myPagesNews = pgTable(
  "my_pages_news",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteKey: siteKeyColumn(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Paragraphs of plain text. */
    body: jsonb("body").$type<string[]>().notNull(),
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    imageUrl: text("image_url"),
  },
  (table) => [
    uniqueIndex("my_pages_news_site_slug_unique").on(table.siteKey, table.slug),
    index("my_pages_news_site_published_idx").on(table.siteKey, table.publishedOn),
  ],
);

export const customerService = pgTable("customer_service", {
  siteKey: siteKeyColumn().primaryKey(),
  phone: text("phone"),
  email: text("email"),
  openingHours: text("opening_hours"),
});

/** The property management's people of a site, by StaffRole (spec section 3), for board members. */
export const managementContacts = pgTable(
  "management_contacts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteKey: siteKeyColumn(),
    role: smallint("role").notNull(),
    name: text("name").notNull(),
    title: text("title"),
    phone: text("phone"),
    email: text("email"),
  },
  (table) => [
    index("management_contacts_site_idx").on(table.siteKey, table.role),
    check("management_contacts_role", sql`${table.role} between 0 and 11`),
  ],
);

export const myPagesTables = { myPagesNews, customerService, managementContacts };
