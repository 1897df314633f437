import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sites } from "../content/sites";
import { siteKeyColumn, sqlList, tsvector } from "../catalogue/schema/columns";
import { TEXT_SEARCH_LANGUAGES, type TextSearchLanguage } from "../catalogue/schema/text-search";

/*
 * The AI chat's tables (README.md beside this file): the passages a question is answered from,
 * built per site from its published content, the fingerprint of the content each site's passages
 * were built from. The questions' rate limit is core/rate-limit's.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const CHAT_PASSAGE_KINDS = ["page", "faq", "news", "job", "stage", "premises"] as const;
export type ChatPassageKind = (typeof CHAT_PASSAGE_KINDS)[number];

/** The same CASE over regconfig constants as text_documents: a generated column must be immutable. */
const config = sql.raw(
  `(case "language" ${TEXT_SEARCH_LANGUAGES.map((name) => `when '${name}' then '${name}'::regconfig`).join(" ")} end)`,
);

/** A paragraph-sized piece of a site's page, news item, stage or premises, in the site's language. */
export const chatPassages = pgTable(
  "chat_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    siteKey: siteKeyColumn(),
    language: text("language").$type<TextSearchLanguage>().notNull(),
    kind: text("kind").$type<ChatPassageKind>().notNull(),
    /** The page's path on the site. */
    url: text("url").notNull(),
    title: text("title").notNull(),
    /** The words the title is searched with (the page title, plus a FAQ item's question or a block's heading). */
    heading: text("heading").notNull(),
    body: text("body").notNull(),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${config}, "heading"), 'A') || setweight(to_tsvector(${config}, "body"), 'B')`,
      ),
  },
  (table) => [
    index("chat_passages_search_idx").using("gin", table.searchVector),
    index("chat_passages_site_idx").on(table.siteKey),
    check("chat_passages_language", sql`${table.language} in (${sql.raw(sqlList(TEXT_SEARCH_LANGUAGES))})`),
    check("chat_passages_kind", sql`${table.kind} in (${sql.raw(sqlList(CHAT_PASSAGE_KINDS))})`),
  ],
);

/** What each site's passages were built from: a digest of its sources, compared before answering. */
export const chatIndexStates = pgTable("chat_index_states", {
  siteKey: text("site_key")
    .primaryKey()
    .references(() => sites.key, { onDelete: "cascade" }),
  fingerprint: text("fingerprint").notNull(),
  builtAt: at("built_at").notNull().defaultNow(),
});

export const chatTables = { chatPassages, chatIndexStates };
