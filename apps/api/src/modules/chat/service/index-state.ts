import { sql } from "drizzle-orm";
import { SITE_CODES, sites, type SiteConfig } from "@housing/site-config";
import type { ContentBlock } from "@housing/contracts";
import type { Database } from "../../../core/db/client";
import { rowsOf } from "../../../core/db/sql";
import { chatPassages } from "../schema";
import { TEXT_CONFIG } from "../../search/service/sites";
import { listingPassages, pagePassages, type PassageRow } from "./passages";

/*
 * Keeping each site's passages in step with its content (README.md, "Refresh"). The fingerprint
 * is a digest of everything a site's passages are made from, computed by the database; the
 * stored one says what the passages were built from. A process compares the two before it
 * answers (at most every FRESHNESS_CHECK_MS per site) and rebuilds the site's passages in one
 * transaction when they differ, so a write by any process or tool is seen by every process.
 */

/** How long a process trusts its last comparison of a site's fingerprint. */
export const FRESHNESS_CHECK_MS = 5_000;

type Reader = Pick<Database, "execute">;
type Writer = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** One digest over the site's indexable pages, news, stages and premises (their words and paths). */
function fingerprintSql(siteKey: string) {
  return sql`select md5(
      coalesce((select string_agg(md5(p.path || p.title || p.description || p.blocks::text), ',' order by p.id)
        from pages p where p.site_key = ${siteKey} and not p.no_index), '') || '|' ||
      coalesce((select string_agg(md5(d.url || d.title || d.body), ',' order by d.id)
        from text_documents d where d.site_key = ${siteKey} and d.source_id is null
          and d.category in ('news', 'career')), '') || '|' ||
      coalesce((select string_agg(md5(s.url || s.name || s.short_description || s.inhabit_label), ',' order by s.id)
        from stages s where s.site_key = ${siteKey}), '') || '|' ||
      coalesce((select string_agg(md5(r.url || r.name || r.short_description), ',' order by r.id)
        from premises r where r.site_key = ${siteKey}), '')
    )`;
}

export async function fingerprintOf(db: Reader, siteKey: string): Promise<string> {
  const [row] = await rowsOf<{ fingerprint: string }>(db as Database, sql`${fingerprintSql(siteKey)} as fingerprint`);
  return row!.fingerprint;
}

/** The passages of a site, made from its content as it is now. */
export async function buildPassages(db: Reader, site: SiteConfig): Promise<PassageRow[]> {
  const language = TEXT_CONFIG[site.locale];
  const reader = db as Database;
  const [pageRows, news, stageRows, premisesRows] = await Promise.all([
    rowsOf<{ path: string; title: string; description: string; blocks: ContentBlock[] }>(
      reader,
      sql`select path, title, description, blocks from pages where site_key = ${site.key} and not no_index order by path`,
    ),
    // The news items and job posts that are no page of their own (the pages' documents are the pages above).
    rowsOf<{ url: string; title: string; body: string; category: "news" | "career" }>(
      reader,
      sql`select url, title, body, category from text_documents
        where site_key = ${site.key} and source_id is null and category in ('news', 'career') order by url`,
    ),
    rowsOf<{ url: string; name: string; short_description: string; inhabit_label: string }>(
      reader,
      sql`select url, name, short_description, inhabit_label from stages where site_key = ${site.key} order by url`,
    ),
    rowsOf<{ url: string; name: string; short_description: string }>(
      reader,
      sql`select url, name, short_description from premises where site_key = ${site.key} order by url`,
    ),
  ]);
  return [
    ...pageRows.flatMap((page) => pagePassages(site, language, page)),
    ...news.map((item) => ({
      kind: item.category === "news" ? ("news" as const) : ("job" as const),
      url: item.url,
      title: item.title,
      body: item.body,
    })),
    ...stageRows.map((stage) => ({
      kind: "stage" as const,
      url: stage.url,
      title: stage.name,
      body: [stage.short_description, stage.inhabit_label].filter(Boolean).join("\n"),
    })),
    ...premisesRows.map((item) => ({
      kind: "premises" as const,
      url: item.url,
      title: item.name,
      body: item.short_description,
    })),
  ].flatMap((row) => ("siteKey" in row ? [row] : listingPassages(site, language, row)));
}

const INSERT_BATCH = 500;

/**
 * Rebuilds a site's passages when its fingerprint changed, in one transaction under a lock per
 * site, so two processes never build the same site at once and readers see the old passages or
 * the new ones, never half. Answers whether it rebuilt.
 */
export async function refreshSite(db: Database, site: SiteConfig): Promise<string> {
  // The common case, nothing changed, costs one read and no lock.
  const [current] = await rowsOf<{ fingerprint: string; stored: string | null }>(
    db,
    sql`select (${fingerprintSql(site.key)}) as fingerprint,
      (select fingerprint from chat_index_states where site_key = ${site.key}) as stored`,
  );
  if (current && current.fingerprint === current.stored) return current.fingerprint;
  return db.transaction(async (tx: Writer) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-index:${site.key}`}))`);
    const fingerprint = await fingerprintOf(tx, site.key);
    const [stored] = await rowsOf<{ fingerprint: string }>(
      tx,
      sql`select fingerprint from chat_index_states where site_key = ${site.key}`,
    );
    if (stored?.fingerprint === fingerprint) return fingerprint;
    const rows = await buildPassages(tx, site);
    await tx.execute(sql`delete from chat_passages where site_key = ${site.key}`);
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx.insert(chatPassages).values(rows.slice(start, start + INSERT_BATCH));
    }
    await tx.execute(
      sql`insert into chat_index_states (site_key, fingerprint, built_at) values (${site.key}, ${fingerprint}, now())
        on conflict (site_key) do update set fingerprint = excluded.fingerprint, built_at = excluded.built_at`,
    );
    return fingerprint;
  });
}

/** Builds every site's passages that are missing or stale (the seed, and the API's start). */
export async function refreshAllSites(db: Database): Promise<number> {
  let rebuilt = 0;
  for (const code of SITE_CODES) {
    const [before] = await rowsOf<{ fingerprint: string }>(
      db,
      sql`select fingerprint from chat_index_states where site_key = ${sites[code].key}`,
    );
    if ((await refreshSite(db, sites[code])) !== before?.fingerprint) rebuilt += 1;
  }
  return rebuilt;
}

/**
 * A process's view of the sites' freshness: `ensureFresh` compares the fingerprints at most
 * every FRESHNESS_CHECK_MS per site and rebuilds what changed. Concurrent questions of one site
 * share one check.
 */
export function freshnessChecker(db: Database, now: () => number = () => Date.now()) {
  const checked = new Map<string, { at: number; fingerprint: string }>();
  const running = new Map<string, Promise<string>>();
  return {
    /** The site's passages are fresh after it; answers the fingerprint they were built from. */
    async ensureFresh(site: SiteConfig): Promise<string> {
      const last = checked.get(site.key);
      if (last && now() - last.at < FRESHNESS_CHECK_MS) return last.fingerprint;
      let check = running.get(site.key);
      if (!check) {
        check = refreshSite(db, site)
          .then((fingerprint) => {
            checked.set(site.key, { at: now(), fingerprint });
            return fingerprint;
          })
          .finally(() => running.delete(site.key));
        running.set(site.key, check);
      }
      return check;
    },
  };
}
