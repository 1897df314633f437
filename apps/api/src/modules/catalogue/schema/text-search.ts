import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { siteKeyColumn, sqlList, tsvector } from "./columns";

/** PostgreSQL text-search configurations, one per site language (sv, nb, fi, en). */
export const TEXT_SEARCH_LANGUAGES = ["swedish", "norwegian", "finnish", "english"] as const;
export type TextSearchLanguage = (typeof TEXT_SEARCH_LANGUAGES)[number];

/** SearchCategory names a document can have ("all" is only a filter value). */
export const TEXT_DOCUMENT_CATEGORIES = ["career", "content", "news", "residencial"] as const;
export type TextDocumentCategory = (typeof TEXT_DOCUMENT_CATEGORIES)[number];

/*
 * A generated column must be immutable: casting the text column to regconfig is not (it
 * reads search_path), a CASE over regconfig constants is. Works on PostgreSQL 15 and PGlite.
 */
const config = sql.raw(
  `(case "language" ${TEXT_SEARCH_LANGUAGES.map((name) => `when '${name}' then '${name}'::regconfig`).join(" ")} end)`,
);

/**
 * What `POST textsearch` searches (spec section 7): content pages, stages, news and career
 * posts of every site, each in its site's language. The title weighs more than the body.
 */
export const textDocuments = pgTable(
  "text_documents",
  {
    id: uuid("id").primaryKey(),
    siteKey: siteKeyColumn(),
    language: text("language").$type<TextSearchLanguage>().notNull(),
    category: text("category").$type<TextDocumentCategory>().notNull(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    body: text("body").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The page or stage the document was made from, if any. */
    sourceId: uuid("source_id"),
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(${config}, "title"), 'A') || setweight(to_tsvector(${config}, "body"), 'B')`,
      ),
  },
  (table) => [
    index("text_documents_search_idx").using("gin", table.searchVector),
    index("text_documents_site_category_idx").on(table.siteKey, table.category, table.publishedAt.desc()),
    check("text_documents_language", sql`${table.language} in (${sql.raw(sqlList(TEXT_SEARCH_LANGUAGES))})`),
    check("text_documents_category", sql`${table.category} in (${sql.raw(sqlList(TEXT_DOCUMENT_CATEGORIES))})`),
  ],
);
