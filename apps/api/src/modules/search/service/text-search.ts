import { sql, type SQL } from "drizzle-orm";
import { sites, SITE_CODES, type SiteConfig } from "@housing/site-config";
import type { TextSearchHit, TextSearchRequest, TextSearchResponse } from "@housing/contracts";
import type { TextDocumentCategory, TextSearchLanguage } from "../../catalogue/schema";
import type { Database } from "../../../core/db/client";
import { searchImage } from "./hits";
import { TEXT_CONFIG } from "./sites";
import { and, inList, isoTimestamp, rowsOf } from "../../../core/db/sql";
import { compoundQuery, hasSearchSyntax, isCompounding } from "./compounds";
import { tolerantQuery, type Vocabulary } from "./typos";

const LOCALE_OF = Object.fromEntries(Object.entries(TEXT_CONFIG).map(([locale, config]) => [config, locale])) as Record<
  TextSearchLanguage,
  SiteConfig["locale"]
>;

/** Words of the typed text, for the typo fallback. */
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, 10) ?? [];

/**
 * Which documents a request searches: the site's own, and for a language other than the
 * site's, the documents of the sites of the same country in that language (the Swedish
 * site asking for English reads its English sub-site).
 */
function scopeOf(site: SiteConfig, request: TextSearchRequest) {
  const languages = request.languages.length > 0 ? [...new Set(request.languages)] : [site.locale];
  return languages.map((locale) => {
    const siteKeys =
      locale === site.locale
        ? [site.key]
        : SITE_CODES.map((code) => sites[code])
            .filter((other) => other.country === site.country)
            .map((other) => other.key);
    return { language: TEXT_CONFIG[locale], siteKeys };
  });
}

type Scope = ReturnType<typeof scopeOf>;

/** One `language = x and vector @@ query` clause per language, so each can use the GIN index. */
function matchClause(scope: Scope, query: (language: TextSearchLanguage) => SQL): SQL {
  return sql`(${sql.join(
    scope.map(
      ({ language, siteKeys }) =>
        sql`(d.language = ${language} and ${inList(sql`d.site_key`, siteKeys)} and d.search_vector @@ ${query(language)})`,
    ),
    sql` or `,
  )})`;
}

interface DocumentRow {
  id: string;
  category: TextDocumentCategory;
  title: string;
  body: string;
  url: string;
  language: TextSearchLanguage;
  published_at: Date | string;
  image_url: string | null;
  title_crop: string;
  body_crop: string;
}

/** Meilisearch's crop: the cut text with the marker where something was left out. */
function cropped(full: string, fragment: string, marker: string): string {
  const piece = fragment.trim();
  if (!piece || piece === full.trim()) return full;
  const start = full.indexOf(piece);
  const head = start > 0 ? marker : "";
  const tail = start < 0 || start + piece.length < full.length ? marker : "";
  return `${head}${piece}${tail}`;
}

const firstParagraph = (body: string) => body.split("\n")[0] ?? "";

export async function textSearch(
  db: Database,
  vocabulary: Vocabulary,
  site: SiteConfig,
  request: TextSearchRequest,
): Promise<Omit<TextSearchResponse, "processingTimeMs">> {
  const empty = { hits: [], query: request.text, limit: request.take, offset: request.skip, estimatedTotalHits: 0 };
  const scope = scopeOf(site, request);
  if (wordsOf(request.text).length === 0) return { ...empty, facetDistribution: { category: {} } };

  const exact = (language: TextSearchLanguage): SQL => sql`websearch_to_tsquery(${language}::regconfig, ${request.text})`;
  const compounds = await compoundQueries(vocabulary, scope, request.text);
  let query = (language: TextSearchLanguage): SQL => {
    const compound = compounds.get(language);
    return compound ? sql`${compound}::tsquery` : exact(language);
  };
  let ranksExactFirst = compounds.size > 0;
  let counts = await categoryCounts(db, matchClause(scope, query));
  if (counts.length === 0) {
    // Nothing found: retry with a query tolerating a typo per word (spec: typo tolerance).
    ranksExactFirst = false;
    const tolerant = new Map<TextSearchLanguage, string | null>();
    for (const { language, siteKeys } of scope) {
      const stems = await vocabulary.stemsOf(language, wordsOf(request.text));
      const forms = isCompounding(language) ? await vocabulary.forms(siteKeys, language) : [];
      tolerant.set(language, tolerantQuery(stems, await vocabulary.of(siteKeys, language), forms));
    }
    const usable = scope.filter(({ language }) => tolerant.get(language));
    if (usable.length === 0) return { ...empty, facetDistribution: { category: {} } };
    query = (language) => sql`${tolerant.get(language)!}::tsquery`;
    counts = await categoryCounts(db, matchClause(usable, query));
    scope.splice(0, scope.length, ...usable);
  }
  const category = Object.fromEntries(counts.map((row) => [row.category, Number(row.count)]));
  const categories = request.categories.filter((name): name is TextDocumentCategory => name !== "all");
  const selected = categories.length > 0 ? categories : undefined;
  const estimatedTotalHits = counts
    .filter((row) => !selected || selected.includes(row.category))
    .reduce((sum, row) => sum + Number(row.count), 0);

  const where = and([matchClause(scope, query), selected ? inList(sql`d.category`, selected) : undefined]);
  const configOf = sql`(case d.language when 'swedish' then 'swedish'::regconfig when 'norwegian' then 'norwegian'::regconfig
    when 'finnish' then 'finnish'::regconfig else 'english'::regconfig end)`;
  const queryOf = sql`(case d.language ${sql.join(
    scope.map(({ language }) => sql`when ${language} then ${query(language)}`),
    sql` `,
  )} end)`;
  // The typed word itself (or its inflections) before the compounds that hold it.
  const exactOf = sql`(case d.language ${sql.join(
    scope.map(({ language }) => sql`when ${language} then ${exact(language)}`),
    sql` `,
  )} end)`;
  const relevance = ranksExactFirst
    ? sql`(d.search_vector @@ ${exactOf}) desc, ts_rank_cd(d.search_vector, ${queryOf}) desc`
    : sql`ts_rank_cd(d.search_vector, ${queryOf}) desc`;
  const order =
    request.sortType === "date:desc"
      ? sql`d.published_at desc, d.id asc`
      : request.sortType === "date:asc"
        ? sql`d.published_at asc, d.id asc`
        : sql`${relevance}, d.published_at desc, d.id asc`;
  const crop = (column: SQL, words: number) =>
    sql`ts_headline(${configOf}, ${column}, ${queryOf}, ${`StartSel="", StopSel="", MaxWords=${words}, MinWords=${Math.ceil(words / 2)}`})`;
  const rows =
    request.take === 0
      ? []
      : await rowsOf<DocumentRow>(
          db,
          sql`with page as (select d.* from text_documents d where ${where} order by ${order}
              limit ${request.take} offset ${request.skip})
            select d.id, d.category, d.title, d.body, d.url, d.language, d.published_at, st.search_image_url as image_url,
              ${crop(sql`d.title`, 20)} as title_crop, ${crop(sql`d.body`, 30)} as body_crop
            from page d left join stages st on st.id = d.source_id order by ${order}`,
        );
  const cropsTitle = request.attributesToCrop.includes("title");
  const cropsDescription = request.attributesToCrop.includes("description");
  const hits: TextSearchHit[] = rows.map((row) => ({
    id: row.id,
    category: row.category,
    title: row.title,
    description: firstParagraph(row.body),
    url: row.url,
    language: LOCALE_OF[row.language],
    publishedAt: isoTimestamp(row.published_at),
    image: searchImage(row.image_url, row.title),
    _formatted: {
      title: cropsTitle ? cropped(row.title, row.title_crop, request.cropMarker) : row.title,
      description: cropsDescription ? cropped(row.body, row.body_crop, request.cropMarker) : firstParagraph(row.body),
    },
  }));
  return { ...empty, hits, estimatedTotalHits, facetDistribution: { category } };
}

/**
 * Per compounding language of the scope, the typed words as a query that also matches the
 * compounds holding them (search/compounds.ts); empty for text with web-search syntax, which
 * keeps its exact meaning, and for languages that do not compound.
 */
async function compoundQueries(vocabulary: Vocabulary, scope: Scope, text: string) {
  const queries = new Map<TextSearchLanguage, string>();
  if (hasSearchSyntax(text)) return queries;
  for (const { language, siteKeys } of scope) {
    if (!isCompounding(language)) continue;
    const [stems, forms] = await Promise.all([vocabulary.stemsOf(language, wordsOf(text)), vocabulary.forms(siteKeys, language)]);
    const query = compoundQuery(stems, forms);
    if (query) queries.set(language, query);
  }
  return queries;
}

async function categoryCounts(db: Database, match: SQL) {
  return rowsOf<{ category: TextDocumentCategory; count: number }>(
    db,
    sql`select d.category, count(*)::int as count from text_documents d where ${match} group by d.category`,
  );
}
