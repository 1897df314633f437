import { and, count, desc, eq, max, sql } from "drizzle-orm";
import { SAVED_SEARCH_LIMIT, type SavedSearch, type SavedSearchCreate } from "@housing/contracts/my-pages";
import { getSiteByKey, type SiteKey } from "@housing/site-config";
import type { Database } from "../../core/db/client";
import { savedSearchAlerts, savedSearches, users } from "../../core/db/schema";
import { homeSearchPathOf, parseSavedQuery } from "./query";

/*
 * A user's saved searches. Every query is scoped to the token's user: a saved search of
 * someone else reads exactly like one that does not exist (404), so ids cannot be probed.
 */

export type CreateResult = { savedSearch: SavedSearch } | { fieldErrors: Record<string, string[]>; message?: string };

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  siteKey: savedSearches.siteKey,
  createdAt: savedSearches.createdAt,
};

interface Row {
  id: string;
  name: string;
  query: string;
  siteKey: string;
  createdAt: Date;
  lastAlertAt: Date | string | null;
  matchCount: number | string;
}

function toSavedSearch(row: Row): SavedSearch {
  const path = homeSearchPathOf(getSiteByKey(row.siteKey)!) ?? "/";
  const lastAlertAt = row.lastAlertAt === null ? null : new Date(row.lastAlertAt).toISOString();
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    url: row.query ? `${path}?${row.query}` : path,
    createdAt: row.createdAt.toISOString(),
    lastAlertAt,
    matchCount: Number(row.matchCount),
  };
}

function selectWithAlerts(db: Database) {
  return db
    .select({
      ...columns,
      lastAlertAt: max(savedSearchAlerts.createdAt),
      matchCount: count(savedSearchAlerts.objectId),
    })
    .from(savedSearches)
    .leftJoin(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, savedSearches.id))
    .groupBy(savedSearches.id);
}

/** The user's saved searches on one site, newest first. */
export async function listSavedSearches(db: Database, userId: string, siteKey: SiteKey): Promise<SavedSearch[]> {
  const rows = await selectWithAlerts(db)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.siteKey, siteKey)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

async function savedSearchOf(db: Database, userId: string, id: string): Promise<SavedSearch | null> {
  const [row] = await selectWithAlerts(db).where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ? toSavedSearch(row) : null;
}

/** Saves the search page's query under a name; a query the search cannot read, or one too many, is a 400. */
export async function createSavedSearch(
  db: Database,
  userId: string,
  siteKey: SiteKey,
  request: SavedSearchCreate,
): Promise<CreateResult> {
  const site = getSiteByKey(siteKey)!;
  if (homeSearchPathOf(site) === null) return { fieldErrors: { "query.siteKey": ["noHomeSearch"] } };
  const parsed = await parseSavedQuery(db, site, request.query);
  if ("fieldErrors" in parsed) return parsed;
  const id = await db.transaction(async (tx) => {
    // The user's row is the lock: two saves at once cannot both pass the limit.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
    const [{ saved } = { saved: 0 }] = await tx
      .select({ saved: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (saved >= SAVED_SEARCH_LIMIT) return null;
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, siteKey, name: request.name.trim(), query: request.query, ...parsed.columns })
      .returning({ id: savedSearches.id });
    return row!.id;
  });
  if (id === null) return { fieldErrors: { body: ["savedSearchLimit"] }, message: "savedSearchLimit" };
  return { savedSearch: (await savedSearchOf(db, userId, id))! };
}

/** Renames one of the user's saved searches; null when the user has no such search. */
export async function renameSavedSearch(
  db: Database,
  userId: string,
  id: string,
  name: string,
): Promise<SavedSearch | null> {
  const updated = await db
    .update(savedSearches)
    .set({ name: name.trim() })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return updated.length === 0 ? null : savedSearchOf(db, userId, id);
}

/** Deletes one of the user's saved searches with its alerts; false when the user has no such search. */
export async function deleteSavedSearch(db: Database, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return deleted.length > 0;
}
