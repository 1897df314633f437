import { sql } from "drizzle-orm";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { INHABIT_DATES, SearchFilterSchema, type SearchFilter, type SearchFilterInput } from "@housing/contracts";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus } from "@housing/contracts/catalogue";
import { sites, type SiteConfig } from "@housing/site-config";
import { DEFAULT_AUTH_SETTINGS } from "../../core/dependencies";
import { rowsOf, uuidArray } from "../../core/db/sql";
import { silentLogger } from "../../core/logger";
import { savedSearches } from "../../core/db/schema";
import { objectWhere } from "../search/service/filter-sql";
import { rangesOf } from "../search/service/sites";
import { demoUserId } from "../../testing/account";
import { sample, seededRandom } from "../../testing/bad-input";
import { TEST_NOW } from "../../testing/search";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { matchSavedSearches } from "./matching";
import { columnsOf } from "./query";

/*
 * The matcher compares saved columns in one statement instead of running the search; this holds
 * it to the search: for random filters on the seeded catalogue, the homes each saved search is
 * alerted about are exactly the changed homes the search's own objectWhere finds.
 */
describe.each(testDrivers())("the alert matcher agrees with the home search on $name", (driver) => {
  const seeded = useSeededApp(driver, { catalogue: { objects: 400 } });

  function randomFilter(random: () => number, site: SiteConfig, tagIds: string[]): SearchFilter {
    const ranges = rangesOf(site);
    const pick = <T>(items: readonly T[], most: number) => sample(random, items, Math.floor(random() * (most + 1)));
    const bound = (min: number, max: number) => (random() < 0.5 ? undefined : Math.round(min + random() * (max - min)));
    const input: SearchFilterInput = {
      tags: pick(tagIds, 2).map((id) => ({ id, name: "x", url: "x", hasRental: false })),
      minPrice: bound(ranges.price.min, ranges.price.max / 2),
      maxPrice: random() < 0.3 ? ranges.price.max : bound(ranges.price.max / 2, ranges.price.max),
      minRooms: bound(ranges.rooms.min, 3),
      maxRooms: bound(3, ranges.rooms.max),
      minArea: bound(0, 80),
      maxArea: bound(80, ranges.area.max),
      concepts: pick(Concept.allIds, 2),
      projectStatus: pick(StageStatus.allIds, 3),
      disposalForm: pick(DisposalForm.allIds, 2),
      outdoorArea: pick(OutdoorArea.allIds, 2),
      residenceType: pick(ResidenceType.allIds, 2),
      viewing: random() < 0.2,
      inhabitDate: sample(random, Object.values(INHABIT_DATES), 1)[0]!,
    };
    return v.parse(SearchFilterSchema, input);
  }

  it("alerts each saved search about exactly the changed homes its filter finds", async () => {
    const { db } = seeded.handle;
    const site = sites.se;
    const random = seededRandom(20);
    const tagIds = (
      await rowsOf<{ id: string }>(
        db,
        sql`select distinct unnest(array[county_tag_id, municipality_tag_id, area_tag_id])::text as id
          from objects where site_key = ${site.key} and area_tag_id is not null order by 1`,
      )
    ).map((row) => row.id);
    const filters = Array.from({ length: 80 }, () => randomFilter(random, site, tagIds));
    // Broad ones as well, so most searches are not empty by chance.
    filters.push(v.parse(SearchFilterSchema, {}), v.parse(SearchFilterSchema, { minRooms: 3 }));
    const saved = await db
      .insert(savedSearches)
      .values(
        filters.map((filter, index) => ({
          userId: demoUserId("anna"),
          siteKey: site.key,
          name: `Sökning ${index}`,
          query: "",
          ...columnsOf(filter, site),
        })),
      )
      .returning({ id: savedSearches.id });
    const changed = (
      await rowsOf<{ id: string }>(db, sql`select id from objects where site_key = ${site.key} order by id`)
    ).map((row) => row.id);

    const matches = await matchSavedSearches(
      { db, now: () => TEST_NOW, logger: silentLogger, mailTransport: undefined, auth: DEFAULT_AUTH_SETTINGS },
      changed,
    );
    const alerted = new Map(matches.map((match) => [match.savedSearchId, [...match.objectIds].sort()]));

    const context = { siteKey: site.key, ranges: rangesOf(site), now: TEST_NOW };
    let matchedPairs = 0;
    let emptySearches = 0;
    for (const [index, filter] of filters.entries()) {
      const expected = (
        await rowsOf<{ id: string }>(
          db,
          sql`select o.id::text as id from objects o
            where o.id = any(${uuidArray(changed)}) and ${objectWhere(filter, context)} order by o.id`,
        )
      ).map((row) => row.id);
      expect(alerted.get(saved[index]!.id) ?? [], JSON.stringify(filter)).toEqual(expected);
      matchedPairs += expected.length;
      if (expected.length === 0) emptySearches += 1;
    }
    expect(matchedPairs).toBeGreaterThan(50);
    expect(emptySearches).toBeGreaterThan(0);
    expect(emptySearches).toBeLessThan(filters.length);

    // The same homes again: every pair has had its alert.
    const again = await matchSavedSearches(
      { db, now: () => TEST_NOW, logger: silentLogger, mailTransport: undefined, auth: DEFAULT_AUTH_SETTINGS },
      changed,
    );
    expect(again).toEqual([]);
  });
});
