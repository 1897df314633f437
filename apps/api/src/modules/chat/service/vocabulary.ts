import { sql } from "drizzle-orm";
import type { SiteConfig } from "@housing/site-config";
import type { Database } from "../../../core/db/client";
import { rowsOf } from "../../../core/db/sql";
import type { WordForm } from "../../search/service/compounds";
import { TEXT_CONFIG } from "../../search/service/sites";

/*
 * The written words of a site's passages with their stems, for the compound and typo matching
 * of questions (search/compounds.ts, search/typos.ts). ts_stat reads every vector of the site,
 * so the answer is kept per site until its passages are rebuilt (a new fingerprint).
 */

export interface SiteVocabulary {
  forms: WordForm[];
  /** Every stem of the site's passages. */
  lexemes: Set<string>;
  /** In how many passages each stem occurs, and how many passages there are. */
  frequency: Map<string, number>;
  passages: number;
}

const WRITTEN_WORD = /^\p{L}+$/u;

export function vocabularyCache(db: Database) {
  const cache = new Map<string, { fingerprint: string; vocabulary: Promise<SiteVocabulary> }>();
  return {
    of(site: SiteConfig, fingerprint: string): Promise<SiteVocabulary> {
      const cached = cache.get(site.key);
      if (cached?.fingerprint === fingerprint) return cached.vocabulary;
      const vocabulary = load(db, site);
      cache.set(site.key, { fingerprint, vocabulary });
      vocabulary.catch(() => cache.delete(site.key));
      return vocabulary;
    },
  };
}

async function load(db: Database, site: SiteConfig): Promise<SiteVocabulary> {
  const language = TEXT_CONFIG[site.locale];
  const key = site.key.replaceAll("'", "''");
  const written = `select to_tsvector('simple', heading || ' ' || body) from chat_passages where site_key = '${key}'`;
  const stemmed = `select search_vector from chat_passages where site_key = '${key}'`;
  const [formRows, stemRows, countRows] = await Promise.all([
    rowsOf<{ word: string; lexemes: string[] | null }>(
      db,
      sql`select word, array_to_json(tsvector_to_array(to_tsvector(${language}::regconfig, word))) as lexemes
        from ts_stat(${written})`,
    ),
    rowsOf<{ word: string; ndoc: number }>(db, sql`select word, ndoc from ts_stat(${stemmed})`),
    rowsOf<{ count: number }>(db, sql`select count(*)::int as count from chat_passages where site_key = ${site.key}`),
  ]);
  // Written words only (in JavaScript: a database in the C locale counts no "ä" as a letter).
  const forms = formRows
    .filter((row) => WRITTEN_WORD.test(row.word))
    .map((row) => ({ word: row.word, lexeme: row.lexemes?.[0] ?? null }));
  const frequency = new Map(stemRows.map((row) => [row.word, Number(row.ndoc)]));
  return { forms, lexemes: new Set(frequency.keys()), frequency, passages: Number(countRows[0]?.count ?? 0) };
}
