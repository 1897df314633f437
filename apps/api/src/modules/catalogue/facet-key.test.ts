import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER } from "../../core/paths";
import { rowsOf } from "../../core/db/sql";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus } from "./enums";
import {
  OBJECT_FACET_KEY,
  STAGE_FACET_KEY,
  facetDistributionOf,
  facetKeyExpression,
  facetKeyOf,
  facetValuesOf,
} from "./facet-key";

describe("facet keys", () => {
  it("fit in an integer", () => {
    expect(OBJECT_FACET_KEY.bits).toBeLessThanOrEqual(31);
    expect(STAGE_FACET_KEY.bits).toBeLessThanOrEqual(31);
  });

  it("are what the migration generates (a changed layout needs a migration)", () => {
    const migration = readFileSync(join(MIGRATIONS_FOLDER, "0002_search_indexes.sql"), "utf8");
    expect(migration).toContain(`"objects" ADD COLUMN "facet_key" integer GENERATED ALWAYS AS (${facetKeyExpression(OBJECT_FACET_KEY)}) STORED`);
    expect(migration).toContain(`"stages" ADD COLUMN "facet_key" integer GENERATED ALWAYS AS (${facetKeyExpression(STAGE_FACET_KEY)}) STORED`);
  });

  it("unpack into counts per value, list facets counting each value a row has", () => {
    const [premium, green] = Concept.allIds as readonly string[];
    const [balcony, patio] = OutdoorArea.allIds as readonly string[];
    const forSale = StageStatus.ids.forSale as string;
    const row = (concepts: string[], outdoor: string[]) =>
      facetKeyOf(OBJECT_FACET_KEY, {
        concept_ids: concepts,
        outdoor_area_ids: outdoor,
        residence_type_id: "",
        stage_status_id: forSale,
        disposal_form_id: "00000000-0000-4000-8000-000000000000",
      });
    const distribution = facetDistributionOf(OBJECT_FACET_KEY, [
      { key: row([premium!], [balcony!, patio!]), count: 3 },
      { key: row([premium!, green!], []), count: 2 },
    ]);
    expect(distribution.concepts).toEqual({ [premium!]: 5, [green!]: 2 });
    expect(distribution.outdoorArea).toEqual({ [balcony!]: 3, [patio!]: 3 });
    expect(distribution.projectStatus).toEqual({ [forSale]: 5 });
    // Unknown single values count nowhere; every facet is present.
    expect(distribution.disposalForm).toEqual({});
    expect(distribution.residenceType).toEqual({});
  });

  it("unpack values in the order the groups first name them, the same as value by value", () => {
    // Pseudo-random keys over every bit of both layouts, against a plain reading through facetValuesOf.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (const layout of [OBJECT_FACET_KEY, STAGE_FACET_KEY]) {
      const groups = Array.from({ length: 500 }, () => ({ key: next() % 2 ** layout.bits, count: 1 + (next() % 40) }));
      const expected: Record<string, Record<string, number>> = {};
      for (const { facet } of layout.fields) {
        const counts: Record<string, number> = {};
        for (const { key, count } of groups) {
          for (const id of facetValuesOf(layout, key)[facet] ?? []) counts[id] = (counts[id] ?? 0) + count;
        }
        expected[facet] = counts;
      }
      expect(JSON.stringify(facetDistributionOf(layout, groups))).toBe(JSON.stringify(expected));
    }
  });

  it("give back the values they were packed from, lists in enumeration order", () => {
    const [seniorGarden, , original, smartSquare] = Concept.allIds as readonly string[];
    const stage = {
      concept_ids: [smartSquare!, seniorGarden!, original!],
      residence_type_ids: [ResidenceType.ids.townHouse, ResidenceType.ids.apartment],
      status_id: StageStatus.ids.vip,
      disposal_form_id: DisposalForm.ids.condominium,
    };
    expect(facetValuesOf(STAGE_FACET_KEY, facetKeyOf(STAGE_FACET_KEY, stage))).toEqual({
      concepts: [seniorGarden, original, smartSquare],
      residenceType: [ResidenceType.ids.apartment, ResidenceType.ids.townHouse],
      projectStatus: [StageStatus.ids.vip],
      disposalForm: [DisposalForm.ids.condominium],
    });
    // Every value of every enumeration survives the round trip; a value the enumeration does not know is left out.
    for (const id of StageStatus.allIds) {
      expect(facetValuesOf(STAGE_FACET_KEY, facetKeyOf(STAGE_FACET_KEY, { ...stage, status_id: id })).projectStatus).toEqual([id]);
    }
    for (const id of DisposalForm.allIds) {
      expect(facetValuesOf(STAGE_FACET_KEY, facetKeyOf(STAGE_FACET_KEY, { ...stage, disposal_form_id: id })).disposalForm).toEqual([id]);
    }
    const unknown = facetKeyOf(STAGE_FACET_KEY, { ...stage, disposal_form_id: "00000000-0000-4000-8000-000000000000" });
    expect(facetValuesOf(STAGE_FACET_KEY, unknown).disposalForm).toEqual([]);
    expect(facetValuesOf(STAGE_FACET_KEY, 0)).toEqual({ concepts: [], residenceType: [], projectStatus: [], disposalForm: [] });
  });
});

describe.each(testDrivers())("stored facet keys on $name", (driver) => {
  const t = useSeededApp(driver, { catalogue: { objects: 400 } });

  it("equal the key computed from each home's and stage's values", async () => {
    const homes = await rowsOf<Record<string, string | string[]> & { facet_key: number }>(
      t.handle.db,
      sql`select facet_key, array_to_json(concept_ids) as concept_ids, array_to_json(outdoor_area_ids) as outdoor_area_ids,
        residence_type_id, stage_status_id, disposal_form_id from objects`,
    );
    const stages = await rowsOf<Record<string, string | string[]> & { facet_key: number }>(
      t.handle.db,
      sql`select facet_key, array_to_json(concept_ids) as concept_ids, array_to_json(residence_type_ids) as residence_type_ids,
        status_id, disposal_form_id from stages`,
    );
    expect(homes.length).toBeGreaterThan(300);
    for (const home of homes) expect(Number(home.facet_key)).toBe(facetKeyOf(OBJECT_FACET_KEY, home));
    for (const stage of stages) expect(Number(stage.facet_key)).toBe(facetKeyOf(STAGE_FACET_KEY, stage));
  });

  it("hold every enumeration value of every stage, in the order stored (stage hits read them from the key)", async () => {
    const stages = await rowsOf<{ facet_key: number; concept_ids: string[]; residence_type_ids: string[]; status_id: string; disposal_form_id: string }>(
      t.handle.db,
      sql`select facet_key, array_to_json(concept_ids) as concept_ids, array_to_json(residence_type_ids) as residence_type_ids,
        status_id, disposal_form_id from stages`,
    );
    expect(stages.length).toBeGreaterThan(10);
    for (const stage of stages) {
      expect(facetValuesOf(STAGE_FACET_KEY, Number(stage.facet_key))).toEqual({
        concepts: stage.concept_ids,
        residenceType: stage.residence_type_ids,
        projectStatus: [stage.status_id],
        disposalForm: [stage.disposal_form_id],
      });
    }
  });
});
