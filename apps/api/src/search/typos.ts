import { sql } from "drizzle-orm";
import type { TextSearchLanguage } from "../catalogue/schema";
import type { Database } from "../db/client";
import { rowsOf } from "./sql";

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

/**
 * The lexemes of the documents searched, per site set and language, kept for a few minutes:
 * `ts_stat` reads every vector, which is fine once, not per keystroke. Only the typo fallback
 * needs it (no pg_trgm: the catalogue migration loads no extension on either driver).
 */
export class Vocabulary {
  private readonly cache = new Map<string, { words: string[]; loadedAt: number }>();

  constructor(private readonly db: Database) {}

  async of(siteKeys: readonly string[], language: TextSearchLanguage): Promise<string[]> {
    const key = `${[...siteKeys].sort().join(",")}|${language}`;
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.loadedAt < VOCABULARY_TTL_MS) return cached.words;
    const inner = `select search_vector from text_documents where language = '${language}' and site_key in (${siteKeys
      .map((siteKey) => `'${siteKey.replaceAll("'", "''")}'`)
      .join(", ")})`;
    const rows = await rowsOf<{ word: string }>(this.db, sql`select word from ts_stat(${inner})`);
    const words = rows.map((row) => row.word);
    this.cache.set(key, { words, loadedAt: Date.now() });
    return words;
  }
}

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

const quote = (lexeme: string) => `'${lexeme.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;

/**
 * A tsquery tolerating one typo per word (two for words of eight letters or more): each typed
 * word's stem becomes the OR of the vocabulary's lexemes within that edit distance or starting
 * with it (a prefix, `word:*`). Null when some word has no candidate at all.
 */
export function tolerantQuery(stems: readonly { word: string; stems: string[] }[], vocabulary: readonly string[]) {
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
    clauses.push(`(${candidates.map((candidate) => quote(candidate.lexeme)).join(" | ")})`);
  }
  return clauses.length > 0 ? clauses.join(" & ") : null;
}
