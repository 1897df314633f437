import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  ContentBlock,
  CrisisBanner,
  Footer,
  FooterColumn,
  Image,
  LanguageEntry,
  Link,
  NavigationItem,
} from "@housing/contracts";
import { sites } from "./sites";

type SocialLink = Footer["social"][number];

export { sites };

/**
 * Pages by their public path on a site (with the /en prefix on the English sub-site).
 * path_lower is lower-cased by the application, as the lookup is, so the two always agree
 * whatever collation the server has.
 */
export const pages = pgTable(
  "pages",
  {
    id: uuid("id").primaryKey(),
    siteKey: text("site_key")
      .notNull()
      .references(() => sites.key, { onDelete: "cascade" }),
    path: text("path").notNull(),
    pathLower: text("path_lower").notNull(),
    templateName: text("template_name").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    noIndex: boolean("no_index").notNull().default(false),
    objectId: text("object_id"),
    showPlotType: boolean("show_plot_type").notNull().default(false),
    showSemiDetachedHouseType: boolean("show_semi_detached_house_type").notNull().default(false),
    subMenu: jsonb("sub_menu").$type<Link[]>().notNull().default([]),
    images: jsonb("images").$type<Image[]>().notNull().default([]),
    blocks: jsonb("blocks").$type<ContentBlock[]>().notNull().default([]),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("pages_site_key_path_lower_idx").on(table.siteKey, table.pathLower),
    check("pages_path_shape", sql`${table.path} like '/%/' or ${table.path} = '/'`),
    check("pages_template_name_present", sql`length(${table.templateName}) > 0`),
  ],
);

export const NAVIGATION_KINDS = ["main", "career"] as const;
export type NavigationKind = (typeof NAVIGATION_KINDS)[number];

export const navigation = pgTable(
  "navigation",
  {
    siteKey: text("site_key")
      .notNull()
      .references(() => sites.key, { onDelete: "cascade" }),
    kind: text("kind").$type<NavigationKind>().notNull(),
    items: jsonb("items").$type<NavigationItem[]>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.siteKey, table.kind] }),
    check("navigation_kind", sql`${table.kind} in ('main', 'career')`),
  ],
);

export const footers = pgTable("footers", {
  siteKey: text("site_key")
    .primaryKey()
    .references(() => sites.key, { onDelete: "cascade" }),
  columns: jsonb("columns").$type<FooterColumn[]>().notNull(),
  social: jsonb("social").$type<SocialLink[]>().notNull(),
});

/** The language foldout and the country-site links of a site, in display order. */
export const languageLists = pgTable("language_lists", {
  siteKey: text("site_key")
    .primaryKey()
    .references(() => sites.key, { onDelete: "cascade" }),
  entries: jsonb("entries").$type<LanguageEntry[]>().notNull(),
});

export const crisisBanners = pgTable(
  "crisis_banners",
  {
    id: uuid("id").primaryKey(),
    siteKey: text("site_key")
      .notNull()
      .references(() => sites.key, { onDelete: "cascade" }),
    variant: text("variant").$type<CrisisBanner["variant"]>().notNull(),
    heading: text("heading").notNull(),
    text: text("text").notNull(),
    readMore: jsonb("read_more").$type<Link>(),
    isGlobal: boolean("is_global").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("crisis_banners_active_site_idx")
      .on(table.siteKey)
      .where(sql`${table.isActive}`),
    check("crisis_banners_variant", sql`${table.variant} in ('emergency', 'info')`),
  ],
);

/** The content tables, for the schema root (src/core/db/schema.ts). */
export const contentTables = { sites, pages, navigation, footers, languageLists, crisisBanners };
