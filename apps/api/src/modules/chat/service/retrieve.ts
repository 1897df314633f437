import { sql, type SQL } from "drizzle-orm";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../../core/db/client";
import { rowsOf } from "../../../core/db/sql";
import { compoundLexemes, quoteLexeme, rootOf, type WordForm } from "../../search/service/compounds";
import { TEXT_CONFIG } from "../../search/service/sites";
import { editDistance, stemsOf } from "../../search/service/typos";
import { plainText } from "./compose";
import { freshnessChecker } from "./index-state";
import { vocabularyCache, type SiteVocabulary } from "./vocabulary";

/*
 * Retrieval (README.md, "Retrieval"): a question is natural language, so every word counts on
 * its own (an OR query; websearch_to_tsquery would demand them all). Each word with a stem (stop
 * words have none) becomes a group of stems: its own, those of the compounds that hold it, the
 * parts it is made of ("garantitiden" holds "garanti"), or near spellings when the site has none
 * of these. A passage scores the rarity (idf) of each group it matches, half as much again when
 * its heading matches, and more when the question names its page's whole title; `rank` is that
 * score over the score of a passage matching every group in its heading.
 */

export interface RetrievedPassage {
  url: string;
  title: string;
  text: string;
  /** 0 (nothing matched) to 1 (every word of the question, each in the heading too). */
  rank: number;
  /** The share of the question's weight the passage holds, 0 to 1: how much of the question it speaks to. */
  coverage: number;
  /** The weight of the question's words the passage holds (the sum of their idf). */
  matched: number;
}

/** Passages per page among the results, so the top few are distinct pages. */
const PER_PAGE = 2;
const MAX_WORDS = 40;
const MAX_COMPOUNDS = 16;
/** A typed compound's parts: a written word of the site it starts or ends with, of at least this length. */
const MIN_PART = 5;
/** The shortest root whose compounds a typed word matches (the text search allows shorter ones). */
const MIN_COMPOUND_ROOT = 4;
const HEADING_BONUS = 0.5;
/** Added (as a share of the question's weight) when the question names the passage's page by its whole title. */
const TITLE_BONUS = 0.5;
/** Passages read from the database before the title bonus re-ranks them. */
const CANDIDATES = 60;

/*
 * Words that frame a question rather than say what it is about ("how long", "how much"): the
 * text-search configurations keep them, but a passage that shares only them answers nothing.
 */
const FRAMING_WORDS: Record<SiteConfig["locale"], ReadonlySet<string>> = {
  sv: new Set([
    "lång",
    "länge",
    "stor",
    "stora",
    "mycket",
    "många",
    "vilken",
    "vilket",
    "vilka",
    "finns",
    "går",
    "gör",
    "kan",
    "vill",
    "behöver",
    "ska",
    "få",
  ]),
  nb: new Set([
    "lang",
    "lenge",
    "stor",
    "store",
    "mye",
    "mange",
    "hvilken",
    "hvilke",
    "finnes",
    "går",
    "gjør",
    "kan",
    "vil",
    "trenger",
    "skal",
    "få",
  ]),
  fi: new Set([
    "kuinka",
    "pitkä",
    "paljon",
    "iso",
    "suuri",
    "mikä",
    "mitkä",
    "missä",
    "milloin",
    "miksi",
    "miten",
    "voiko",
    "voinko",
    "onko",
    "saako",
  ]),
  en: new Set(["long", "much", "many", "big", "large", "which", "need", "get", "find"]),
};
const FRAMING_WEIGHT = 0.25;
/** How much a question's word the site never uses weighs, against the site's rarest word. */
const ABSENT_WEIGHT = 1.5;

interface TermGroup {
  word: string;
  lexemes: string[];
  idf: number;
}

/** Tags, links and markup are no words of a question; what is left is read as plain text. */
export const plainQuestion = (question: string): string => plainText(question).replace(/\s+/g, " ").trim();

const wordsOf = (text: string) => [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);

function partsOf(word: string, forms: readonly WordForm[]): string[] {
  const parts = forms.filter(
    (form): form is { word: string; lexeme: string } =>
      form.lexeme !== null &&
      form.word.length >= MIN_PART &&
      form.word.length < word.length &&
      (word.startsWith(form.word) || word.endsWith(form.word)),
  );
  return parts.map((form) => form.lexeme);
}

function nearSpellings(stem: string, word: string, vocabulary: SiteVocabulary): string[] {
  if (stem.length < 4) return [];
  const max = word.length >= 8 ? 2 : 1;
  return [...vocabulary.lexemes]
    .map((lexeme) => ({ lexeme, distance: editDistance(stem, lexeme, max) }))
    .filter((candidate) => candidate.distance <= max)
    .sort((a, b) => a.distance - b.distance || a.lexeme.localeCompare(b.lexeme))
    .slice(0, 4)
    .map((candidate) => candidate.lexeme);
}

/** The question's words as groups of the site's stems, each weighed by its rarity on the site. */
export function termGroups(
  stems: readonly { word: string; stems: string[] }[],
  vocabulary: SiteVocabulary,
  framing: ReadonlySet<string> = new Set(),
): TermGroup[] {
  const total = Math.max(1, vocabulary.passages);
  const idfOf = (frequency: number) => Math.log(1 + total / Math.max(1, frequency));
  const groups: TermGroup[] = [];
  for (const { word, stems: wordStems } of stems) {
    const stem = wordStems[0];
    if (!stem || /^\d+$/.test(stem)) continue;
    const found = new Set<string>();
    if (vocabulary.lexemes.has(stem)) found.add(stem);
    const root = rootOf(word, stem, vocabulary.forms);
    // A short root reads too much into longer words ("månen" → "mån" → "månad"): no compounds from it.
    if (root.length >= MIN_COMPOUND_ROOT) {
      for (const lexeme of compoundLexemes(root, vocabulary.forms).slice(0, MAX_COMPOUNDS)) found.add(lexeme);
    }
    for (const lexeme of partsOf(word, vocabulary.forms)) found.add(lexeme);
    if (found.size === 0) for (const lexeme of nearSpellings(stem, word, vocabulary)) found.add(lexeme);
    const lexemes = [...found].filter((lexeme) => vocabulary.lexemes.has(lexeme));
    const frequency = Math.max(0, ...lexemes.map((lexeme) => vocabulary.frequency.get(lexeme) ?? 0));
    // A word the site never uses weighs more than the rarest: it is most likely what the question is
    // about, and the rest of the question cannot answer it ("husdjur på månen" is not about "månen").
    const idf = lexemes.length > 0 ? idfOf(frequency) : idfOf(1) * ABSENT_WEIGHT;
    groups.push({ word, lexemes, idf: framing.has(word) ? idf * FRAMING_WEIGHT : idf });
  }
  return groups;
}

const tsquery = (lexemes: readonly string[], weight = "") =>
  lexemes.map((lexeme) => `${quoteLexeme(lexeme)}${weight}`).join(" | ");

interface Row {
  url: string;
  title: string;
  body: string;
  score: number;
  matched: number;
}

interface RetrieverCaches {
  freshness: ReturnType<typeof freshnessChecker>;
  vocabularies: ReturnType<typeof vocabularyCache>;
}

const CACHES = new WeakMap<Database, RetrieverCaches>();

function cachesOf(db: Database): RetrieverCaches {
  let caches = CACHES.get(db);
  if (!caches) {
    caches = { freshness: freshnessChecker(db), vocabularies: vocabularyCache(db) };
    CACHES.set(db, caches);
  }
  return caches;
}

/**
 * The best passages of the site for the question, in its language, at most PER_PAGE per page,
 * best first. Brings the site's passages up to date first (index-state.ts).
 */
export async function retrievePassages(
  db: Database,
  site: SiteConfig,
  question: string,
  limit: number,
): Promise<RetrievedPassage[]> {
  const words = wordsOf(plainQuestion(question));
  if (words.length === 0 || limit <= 0) return [];
  const caches = cachesOf(db);
  const fingerprint = await caches.freshness.ensureFresh(site);
  const language = TEXT_CONFIG[site.locale];
  const [vocabulary, stems] = await Promise.all([
    caches.vocabularies.of(site, fingerprint),
    stemsOf(db, language, words),
  ]);
  const groups = termGroups(stems, vocabulary, FRAMING_WORDS[site.locale]);
  const matchable = groups.filter((group) => group.lexemes.length > 0);
  if (matchable.length === 0) return [];
  const weight = groups.reduce((sum, group) => sum + group.idf, 0);
  const best = weight * (1 + HEADING_BONUS);
  const any = tsquery([...new Set(matchable.flatMap((group) => group.lexemes))]);
  const matched: SQL = sql.join(
    matchable.map(
      (group) =>
        sql`(case when p.search_vector @@ ${tsquery(group.lexemes)}::tsquery then ${group.idf}::float8 else 0 end)`,
    ),
    sql` + `,
  );
  const score: SQL = sql.join(
    matchable.map(
      (group) =>
        sql`(case when p.search_vector @@ ${tsquery(group.lexemes)}::tsquery then ${group.idf}::float8 *
          (case when p.search_vector @@ ${tsquery(group.lexemes, ":A")}::tsquery then ${1 + HEADING_BONUS}::float8 else 1 end)
          else 0 end)`,
    ),
    sql` + `,
  );
  const rows = await rowsOf<Row>(
    db,
    sql`with scored as (
        select p.url, p.title, p.body, (${score}) as score, (${matched}) as matched,
          ts_rank_cd(p.search_vector, ${any}::tsquery, 1) as closeness
        from chat_passages p
        where p.site_key = ${site.key} and p.language = ${language} and p.search_vector @@ ${any}::tsquery
      ), ranked as (
        select *, row_number() over (partition by url order by score desc, closeness desc, body) as nth from scored
      )
      select url, title, body, score, matched from ranked where nth <= ${PER_PAGE}
      order by score desc, closeness desc, url, body limit ${CANDIDATES}`,
  );
  // A page whose whole title the question names ("Where is Elvebryggen?") is the page about it.
  const named = (title: string) => {
    const titleWords = wordsOf(title).filter((word) => word.length >= 3);
    return (
      titleWords.length > 0 &&
      titleWords.every((word) =>
        words.some((typed) => typed.startsWith(word.slice(0, 4)) && word.startsWith(typed.slice(0, 4))),
      )
    );
  };
  return rows
    .map((row) => ({
      url: row.url,
      title: row.title,
      text: row.body,
      rank: Math.min(1, (Number(row.score) + (named(row.title) ? TITLE_BONUS * weight : 0)) / best),
      coverage: Number(row.matched) / weight,
      matched: Number(row.matched),
    }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit);
}
