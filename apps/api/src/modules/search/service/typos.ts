import { sql } from "drizzle-orm";
import type { TextSearchLanguage } from "../../catalogue/schema";
import type { Database } from "../../../core/db/client";
import { compoundLexemes, quoteLexeme, rootOf, type WordForm } from "./compounds";
import { rowsOf } from "../../../core/db/sql";

/** Levenshtein distance, stopping early once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

const VOCABULARY_TTL_MS = 5 * 60_000;
const WRITTEN_WORD = /^\p{L}+$/u;

const cacheKey = (siteKeys: readonly string[], language: TextSearchLanguage) => `${[...siteKeys].sort().join(",")}|${language}`;

/** The documents of a site set in a language, as SQL text for ts_stat (the language is one of four names). */
function documentsOf(siteKeys: readonly string[], language: TextSearchLanguage): string {
  const keys = siteKeys.map((siteKey) => `'${siteKey.replaceAll("'", "''")}'`).join(", ");
  return `text_documents where language = '${language}' and site_key in (${keys})`;
}

/**
 * The lexemes of the documents searched, per site set and language, kept for a few minutes:
 * `ts_stat` reads every vector, which is fine once, not per keystroke. The typo fallback reads
 * the lexemes, the compound matching the written words (no pg_trgm: the catalogue migration
 * loads no extension on either driver).
 */
export class Vocabulary {
  private readonly cache = new Map<string, { words: string[]; loadedAt: number }>();
  private readonly formCache = new Map<string, { forms: WordForm[]; loadedAt: number }>();

  constructor(private readonly db: Database) {}

  async of(siteKeys: readonly string[], language: TextSearchLanguage): Promise<string[]> {
    const key = cacheKey(siteKeys, language);
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.loadedAt < VOCABULARY_TTL_MS) return cached.words;
    const inner = `select search_vector from ${documentsOf(siteKeys, language)}`;
    const rows = await rowsOf<{ word: string }>(this.db, sql`select word from ts_stat(${inner})`);
    const words = rows.map((row) => row.word);
    this.cache.set(key, { words, loadedAt: Date.now() });
    return words;
  }

  /**
   * The written words of the documents (lower-cased, unstemmed: the `simple` configuration)
   * with each one's stem in the language, for finding compounds (search/compounds.ts); kept
   * for a few minutes like the lexemes.
   */
  async forms(siteKeys: readonly string[], language: TextSearchLanguage): Promise<WordForm[]> {
    const key = cacheKey(siteKeys, language);
    const cached = this.formCache.get(key);
    if (cached && Date.now() - cached.loadedAt < VOCABULARY_TTL_MS) return cached.forms;
    const inner = `select to_tsvector('simple', title || ' ' || body) from ${documentsOf(siteKeys, language)}`;
    const rows = await rowsOf<{ word: string; lexemes: string[] | null }>(
      this.db,
      sql`select word, array_to_json(tsvector_to_array(to_tsvector(${language}::regconfig, word))) as lexemes
        from ts_stat(${inner})`,
    );
    // Written words only (in JavaScript: a database in the C locale counts no "ä" as a letter).
    const forms = rows.filter((row) => WRITTEN_WORD.test(row.word)).map((row) => ({ word: row.word, lexeme: row.lexemes?.[0] ?? null }));
    this.formCache.set(key, { forms, loadedAt: Date.now() });
    return forms;
  }

  private readonly stemCache = new Map<string, string[]>();

  /**
   * stemsOf with the answers kept: a stem depends only on the language and the word, and the
   * same few hundred words are typed again and again, so most searches skip the round trip.
   */
  async stemsOf(language: TextSearchLanguage, words: readonly string[]): Promise<{ word: string; stems: string[] }[]> {
    const keyOf = (word: string) => `${language}|${word}`;
    const missing = [...new Set(words.filter((word) => !this.stemCache.has(keyOf(word))))];
    if (missing.length > 0) {
      if (this.stemCache.size + missing.length > STEM_CACHE_SIZE) this.stemCache.clear();
      for (const row of await stemsOf(this.db, language, missing)) this.stemCache.set(keyOf(row.word), row.stems);
    }
    return words.map((word) => ({ word, stems: this.stemCache.get(keyOf(word)) ?? [] }));
  }
}

/** Stems kept per API process; past it the cache starts over (a few hundred kB at most). */
const STEM_CACHE_SIZE = 5000;

/** Word stems as the language's configuration makes them (stop words give none). */
export async function stemsOf(db: Database, language: TextSearchLanguage, words: readonly string[]) {
  if (words.length === 0) return [];
  const rows = await rowsOf<{ word: string; stems: string[] }>(
    db,
    sql`select w as word, array_to_json(tsvector_to_array(to_tsvector(${language}::regconfig, w))) as stems
      from unnest(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) w`,
  );
  return rows;
}

const quote = quoteLexeme;

/**
 * A tsquery tolerating one typo per word (two for words of eight letters or more): each typed
 * word's stem becomes the OR of the vocabulary's lexemes within that edit distance or starting
 * with it (a prefix, `word:*`). Null when some word has no candidate at all.
 */
export function tolerantQuery(
  stems: readonly { word: string; stems: string[] }[],
  vocabulary: readonly string[],
  forms: readonly WordForm[] = [],
) {
  const clauses: string[] = [];
  for (const { word, stems: wordStems } of stems) {
    const stem = wordStems[0];
    if (!stem) continue;
    const max = word.length >= 8 ? 2 : 1;
    const candidates = vocabulary
      .map((lexeme) => ({
        lexeme,
        distance: stem.length >= 3 && lexeme.startsWith(stem) ? 0 : editDistance(stem, lexeme, max),
      }))
      .filter((candidate) => candidate.distance <= max)
      .sort((a, b) => a.distance - b.distance || a.lexeme.localeCompare(b.lexeme))
      .slice(0, 12);
    if (candidates.length === 0) return null;
    // The corrected words find their compounds as the right spelling would (none without `forms`).
    const lexemes = new Set(
      candidates.flatMap(({ lexeme }) => [lexeme, ...compoundLexemes(rootOf(lexeme, lexeme, forms), forms)]),
    );
    clauses.push(`(${[...lexemes].map(quote).join(" | ")})`);
  }
  return clauses.length > 0 ? clauses.join(" & ") : null;
}
