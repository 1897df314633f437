import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../core/db/client";
import type { Database } from "../../core/db/client";
import { runMigrations } from "../../core/db/migrate";
import { seedDatabase } from "../seed";
import { testDrivers } from "../../testing/test-database";
import { STATUSES_SEARCHED } from "../../modules/catalogue/enums";
import { catalogueTables } from "./tables";
import { sqlList } from "../../modules/catalogue/schema/columns";

const OBJECTS = 1500;

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  // Both drivers answer execute() with a result that has `rows`.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

async function count(db: Database, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(db, query);
  return Number(row!.n);
}

/** md5 of every catalogue table, rows as text in text order: equal hashes, equal tables. */
async function tableHashes(db: Database): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const [name, table] of Object.entries(catalogueTables)) {
    const [row] = await rows<{ hash: string; n: number }>(
      db,
      sql`select md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash, count(*) as n from ${table} t`,
    );
    hashes[name] = `${row!.n}:${row!.hash}`;
  }
  return hashes;
}

const BOUNDS = [
  { sites: ["Jmse", "Seniorgarden", "Boratt"], country: "se", lat: [55.3, 69.1], lng: [10.9, 24.2] },
  { sites: ["Jmno"], country: "no", lat: [57.9, 71.2], lng: [4.5, 31.2] },
  { sites: ["Jmoy"], country: "fi", lat: [59.7, 70.1], lng: [19.0, 31.6] },
] as const;

describe.each(testDrivers())("the catalogue seed on $name", (driver) => {
  const databases: { handle: DatabaseHandle; dispose: () => Promise<void> }[] = [];
  const db = () => databases[0]!.handle.db;

  beforeAll(async () => {
    for (let index = 0; index < 2; index++) {
      const database = await driver.create();
      databases.push(database);
      await runMigrations(database.handle.connection);
      await seedDatabase(database.handle.db, undefined, { catalogue: { objects: OBJECTS } });
    }
    // Two fresh databases migrated and seeded from nothing (no template): minutes on a busy CI machine.
  }, 600_000);

  afterAll(async () => {
    for (const database of databases) await database.dispose();
  });

  it("writes byte-identical tables into two fresh databases, and again when seeded twice", async () => {
    const first = await tableHashes(databases[0]!.handle.db);
    expect(first.objects).toMatch(new RegExp(`^${OBJECTS}:`));
    expect(await tableHashes(databases[1]!.handle.db)).toEqual(first);
    await seedDatabase(db(), undefined, { catalogue: { objects: OBJECTS } });
    expect(await tableHashes(db())).toEqual(first);
  });

  it("keeps every home in a stage of its own site, with the counts the stage claims", async () => {
    expect(
      await count(
        db(),
        sql`select count(*) as n from objects o join stages s on s.id = o.stage_id where s.site_key <> o.site_key`,
      ),
    ).toBe(0);
    const perSite = await rows<{ site_key: string; n: number }>(
      db(),
      sql`select site_key, count(*) as n from objects group by site_key order by site_key`,
    );
    expect(Object.fromEntries(perSite.map((row) => [row.site_key, Number(row.n)]))).toEqual({
      Boratt: 150,
      Jmno: 300,
      Jmoy: 270,
      Jmse: 675,
      Seniorgarden: 105,
    });
    const mismatched = sql`select count(*) as n from stages s where s.object_count <> (select count(*) from objects o where o.stage_id = s.id)`;
    expect(await count(db(), mismatched)).toBe(0);
  });

  it("derives is_searched and search_price in the database (spec sections 3 and 9)", async () => {
    const searched = sql.raw(sqlList(STATUSES_SEARCHED));
    expect(
      await count(db(), sql`select count(*) as n from objects where is_searched <> (status_id in (${searched}))`),
    ).toBe(0);
    expect(
      await count(db(), sql`select count(*) as n from objects where search_price <> coalesce(total_price, price)`),
    ).toBe(0);
    const finnish = sql`select count(*) as n from objects where site_key = 'Jmoy' and (total_price is null or total_price < price or search_price <> total_price)`;
    expect(await count(db(), finnish)).toBe(0);
  });

  it("places stages, homes and tags inside their country", async () => {
    for (const { sites, country, lat, lng } of BOUNDS) {
      const keys = sql.raw(sqlList(sites));
      const outside = (table: SQL, filter: SQL) =>
        count(
          db(),
          sql`select count(*) as n from ${table} where ${filter} and not (lat between ${lat[0]} and ${lat[1]} and lng between ${lng[0]} and ${lng[1]})`,
        );
      expect(await outside(sql`objects`, sql`site_key in (${keys})`)).toBe(0);
      expect(await outside(sql`stages`, sql`site_key in (${keys})`)).toBe(0);
      expect(await outside(sql`search_tags`, sql`country = ${country}`)).toBe(0);
    }
  });

  it("fills a text-search vector for every document, searchable in the site's language", async () => {
    expect(
      await count(
        db(),
        sql`select count(*) as n from text_documents where search_vector is null or length(search_vector) = 0`,
      ),
    ).toBe(0);
    const hits = (site: string, config: string, words: string) =>
      count(
        db(),
        sql`select count(*) as n from text_documents where site_key = ${site} and search_vector @@ plainto_tsquery(${sql.raw(`'${config}'`)}, ${words})`,
      );
    expect(await hits("Jmse", "swedish", "lägenheter")).toBeGreaterThan(0);
    expect(await hits("Jmno", "norwegian", "leiligheter")).toBeGreaterThan(0);
    expect(await hits("JmseEn", "english", "sustainability")).toBeGreaterThan(0);
  });

  it("finds tags by a folded prefix, as autocomplete will type them", async () => {
    const names = await rows<{ name: string }>(
      db(),
      sql`select name from search_tags where search_name like ${"orebro%"} order by name`,
    );
    expect(names.map((row) => row.name)).toEqual(["Örebro", "Örebro län"]);
  });

  it("replaces the catalogue with the size asked for", async () => {
    const other = databases[1]!.handle.db;
    await seedDatabase(other, undefined, { catalogue: { objects: 500 } });
    expect(await count(other, sql`select count(*) as n from objects`)).toBe(500);
    expect(await count(other, sql`select count(*) as n from images where owner_type = 'object'`)).toBe(500);
  });
});
