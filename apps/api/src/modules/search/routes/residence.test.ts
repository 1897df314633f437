import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  ObjectSearchResponseSchema,
  StageAndAreaSearchResponseSchema,
  StageCountiesResponseSchema,
  StageSearchResponseSchema,
  StagesByIdsResponseSchema,
} from "@housing/contracts";
import {
  Concept,
  DisposalForm,
  OutdoorArea,
  ResidenceType,
  STATUSES_SEARCHED,
  StageStatus,
} from "../../catalogue/enums";
import { byId, haversineKm, priceOf, type Home } from "../../../testing/residence-rows";
import { expectJsonBodyRejections, postJson, SITE_CONFIGS, TEST_NOW, useSearchApp } from "../../../testing/search";
import { testDrivers } from "../../../testing/test-database";

const SE = SITE_CONFIGS.se.siteId;
const FI = SITE_CONFIGS.fi.siteId;

const searched = new Set<string>(STATUSES_SEARCHED);

describe.each(testDrivers())("residence searches on $name", (driver) => {
  const t = useSearchApp(driver);
  let homes: Record<"Jmse" | "Jmoy", Home[]>;

  beforeAll(async () => {
    const load = (site: string) =>
      t.rows<Home>(sql`select id, stage_id, status_id, price, total_price, rooms, living_area,
        array_to_json(concept_ids) as concept_ids, array_to_json(outdoor_area_ids) as outdoor_area_ids,
        stage_status_id, disposal_form_id, residence_type_id, has_showing, inhabit_date::text as inhabit_date,
        county_tag_id, municipality_tag_id, area_tag_id, lat, lng, recommended_rank from objects where site_key = ${site}`);
    const [se, fi] = await Promise.all([load("Jmse"), load("Jmoy")]);
    homes = { Jmse: se.filter((h) => searched.has(h.status_id)), Jmoy: fi.filter((h) => searched.has(h.status_id)) };
  });

  const objectSearch = async (body: Record<string, unknown>) => {
    const response = await postJson(t.app, "/residence/search_object", { siteId: SE, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return v.parse(ObjectSearchResponseSchema, response.body);
  };
  const countFor = async (filter: Record<string, unknown>, siteId = SE) =>
    (await objectSearch({ siteId, filter, limit: 0 })).estimatedTotalHits;

  it("searches only for-sale, reserved and pre-selling homes, 30 at a time, in recommended order", async () => {
    const result = await objectSearch({});
    expect(result.estimatedTotalHits).toBe(homes.Jmse.length);
    expect(result.limit).toBe(30);
    const expected = [...homes.Jmse].sort((a, b) => a.recommended_rank - b.recommended_rank || byId(a, b));
    expect(result.hits.map((hit) => hit.id)).toEqual(expected.slice(0, 30).map((home) => home.id));
    expect(result.hits.every((hit) => searched.has(hit.status.id))).toBe(true);
  });

  it.each([
    ["minPrice", { minPrice: 4_000_000 }, (h: Home) => priceOf(h) >= 4_000_000],
    ["maxPrice", { maxPrice: 3_000_000 }, (h: Home) => priceOf(h) <= 3_000_000],
    ["minRooms", { minRooms: 3 }, (h: Home) => h.rooms >= 3],
    ["maxRooms", { maxRooms: 2 }, (h: Home) => h.rooms <= 2],
    ["minArea", { minArea: 80 }, (h: Home) => h.living_area >= 80],
    ["maxArea", { maxArea: 60 }, (h: Home) => h.living_area <= 60],
    ["concepts", { concepts: [Concept.ids.premium] }, (h: Home) => h.concept_ids.includes(Concept.ids.premium)],
    [
      "projectStatus",
      { projectStatus: [StageStatus.ids.forSale] },
      (h: Home) => h.stage_status_id === StageStatus.ids.forSale,
    ],
    [
      "disposalForm",
      { disposalForm: [DisposalForm.ids.ownership] },
      (h: Home) => h.disposal_form_id === DisposalForm.ids.ownership,
    ],
    ["disposalForm all", { disposalForm: [DisposalForm.ids.all] }, () => true],
    [
      "outdoorArea",
      { outdoorArea: [OutdoorArea.ids.balcony] },
      (h: Home) => h.outdoor_area_ids.includes(OutdoorArea.ids.balcony),
    ],
    [
      "residenceType",
      { residenceType: [ResidenceType.ids.apartment] },
      (h: Home) => h.residence_type_id === ResidenceType.ids.apartment,
    ],
    ["viewing", { viewing: true }, (h: Home) => h.has_showing],
    ["inhabitDate now", { inhabitDate: 0 }, (h: Home) => h.inhabit_date !== null && h.inhabit_date <= "2026-11-01"],
    [
      "inhabitDate six months",
      { inhabitDate: 1 },
      (h: Home) => h.inhabit_date !== null && h.inhabit_date <= "2027-05-01",
    ],
    ["inhabitDate a year", { inhabitDate: 2 }, (h: Home) => h.inhabit_date !== null && h.inhabit_date <= "2027-11-01"],
    ["inhabitDate later", { inhabitDate: 3 }, () => true],
  ] as const)("filters by %s", async (_name, filter, keep) => {
    const expected = homes.Jmse.filter(keep).length;
    expect(expected).toBeGreaterThan(0);
    expect(await countFor(filter)).toBe(expected);
  });

  it("filters by stage ids and by county, municipality and area tags", async () => {
    const [first, second] = homes.Jmse;
    const stageIds = [first!.stage_id, second!.stage_id];
    expect(await countFor({ stageIds })).toBe(homes.Jmse.filter((h) => stageIds.includes(h.stage_id)).length);
    const tag = (id: string) => ({ id, name: "x", url: "x", hasRental: false });
    const county = first!.county_tag_id;
    expect(await countFor({ tags: [tag(county)] })).toBe(homes.Jmse.filter((h) => h.county_tag_id === county).length);
    const municipality = first!.municipality_tag_id;
    const area = homes.Jmse.find((h) => h.area_tag_id !== null)!.area_tag_id!;
    expect(await countFor({ tags: [tag(municipality), tag(area)] })).toBe(
      homes.Jmse.filter((h) => h.municipality_tag_id === municipality || h.area_tag_id === area).length,
    );
  });

  it("filters by a radius and by a map box", async () => {
    const center = homes.Jmse[0]!;
    const radius = { type: "radius", lat: center.lat, lng: center.lng, radiusKm: 25 };
    const inRadius = homes.Jmse.filter((h) => haversineKm(center.lat, center.lng, h.lat, h.lng) <= 25).length;
    expect(await countFor({ geoSearch: radius })).toBe(inRadius);
    const box = {
      type: "boundingBox",
      north: center.lat + 0.5,
      south: center.lat - 0.5,
      east: center.lng + 1,
      west: center.lng - 1,
    };
    const inBox = homes.Jmse.filter(
      (h) => h.lat >= box.south && h.lat <= box.north && h.lng >= box.west && h.lng <= box.east,
    ).length;
    expect(await countFor({ geoSearch: box })).toBe(inBox);
    expect(inBox).toBeLessThan(homes.Jmse.length);
  });

  it("reads a max at the site's top as no upper bound, and Finland's tops as Finland's", async () => {
    expect(await countFor({ maxPrice: 10_000_000, maxRooms: 5, maxArea: 300 })).toBe(homes.Jmse.length);
    expect(await countFor({ maxPrice: 1_000_000 })).toBe(homes.Jmse.filter((h) => priceOf(h) <= 1_000_000).length);
    const fi = homes.Jmoy;
    expect(await countFor({ maxPrice: 1_000_000, maxRooms: 4, maxArea: 150 }, FI)).toBe(fi.length);
    expect(await countFor({ maxRooms: 3 }, FI)).toBe(fi.filter((h) => h.rooms <= 3).length);
    // Finnish prices compare the debt-free total (spec section 3).
    const cut = 300_000;
    const byTotal = fi.filter((h) => (h.total_price ?? h.price) <= cut).length;
    expect(fi.some((h) => h.total_price !== null && h.total_price > cut && h.price <= cut)).toBe(true);
    expect(await countFor({ maxPrice: cut }, FI)).toBe(byTotal);
  });

  it.each([
    ["price:asc", (a: Home, b: Home) => priceOf(a) - priceOf(b)],
    ["price:desc", (a: Home, b: Home) => priceOf(b) - priceOf(a)],
    ["livingArea:asc", (a: Home, b: Home) => a.living_area - b.living_area],
    ["livingArea:desc", (a: Home, b: Home) => b.living_area - a.living_area],
    ["inhabitDateTimeStamp:asc", (a: Home, b: Home) => (a.inhabit_date ?? "9").localeCompare(b.inhabit_date ?? "9")],
    ["inhabitDateTimeStamp:desc", (a: Home, b: Home) => (b.inhabit_date ?? "").localeCompare(a.inhabit_date ?? "")],
  ] as const)("sorts by %s with ties broken by id", async (sort, compare) => {
    const expected = [...homes.Jmoy].sort((a, b) => compare(a, b) || byId(a, b)).slice(0, 50);
    const result = await objectSearch({ siteId: FI, sort, limit: 50 });
    expect(result.hits.map((hit) => hit.id)).toEqual(expected.map((home) => home.id));
  });

  it("pages by limit and offset without gaps or repeats", async () => {
    const whole = await objectSearch({ sort: "price:asc", limit: 60 });
    const first = await objectSearch({ sort: "price:asc", limit: 30 });
    const second = await objectSearch({ sort: "price:asc", limit: 30, offset: 30 });
    expect([...first.hits, ...second.hits].map((hit) => hit.id)).toEqual(whole.hits.map((hit) => hit.id));
    expect(second.offset).toBe(30);
    const last = await objectSearch({ limit: 30, offset: homes.Jmse.length - 5 });
    expect(last.hits).toHaveLength(5);
  });

  it("counts facet values over the matching homes", async () => {
    const result = await objectSearch({ filter: { minRooms: 2 }, limit: 0 });
    const matching = homes.Jmse.filter((h) => h.rooms >= 2);
    const types: Record<string, number> = {};
    for (const home of matching) types[home.residence_type_id] = (types[home.residence_type_id] ?? 0) + 1;
    expect(result.facetDistribution.residenceType).toEqual(types);
    const balconies = matching.filter((h) => h.outdoor_area_ids.includes(OutdoorArea.ids.balcony)).length;
    expect(result.facetDistribution.outdoorArea?.[OutdoorArea.ids.balcony]).toBe(balconies);
    expect(result.hits).toEqual([]);
  });

  it("searches stages whose homes overlap the filter, with counties and the map's counts", async () => {
    const stages = await t.rows<{ id: string; county_tag_id: string; min_price: number; max_rooms: number }>(
      sql`select id, county_tag_id, coalesce(min_total_price, min_price) as min_price, max_rooms from stages
        where site_key = 'Jmse' and searched_object_count > 0`,
    );
    const stage = await postJson(t.app, "/residence/search_stage", { siteId: SE, sort: "price:asc", limit: 400 });
    const parsed = v.parse(StageSearchResponseSchema, stage.body);
    expect(parsed.estimatedTotalHits).toBe(stages.length);
    const statuses = await t.rows<{ status_id: string; count: number }>(sql`select status_id, count(*)::int as count
      from stages where site_key = 'Jmse' and searched_object_count > 0 group by status_id`);
    expect(parsed.facetDistribution.projectStatus).toEqual(
      Object.fromEntries(statuses.map((row) => [row.status_id, row.count])),
    );
    const prices = parsed.hits.map((hit) => hit.minPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const filtered = await postJson(t.app, "/residence/search_stage", {
      siteId: SE,
      filter: { maxPrice: 2_500_000, minRooms: 4 },
    });
    expect(filtered.body.estimatedTotalHits).toBe(
      stages.filter((s) => s.min_price <= 2_500_000 && s.max_rooms >= 4).length,
    );

    const both = v.parse(
      StageAndAreaSearchResponseSchema,
      (await postJson(t.app, "/residence/stage_and_area_search", { siteId: SE })).body,
    );
    expect(both.stages.estimatedTotalHits).toBe(stages.length);
    expect(both.objects.estimatedTotalHits).toBe(homes.Jmse.length);
    expect(both.areas.estimatedTotalHits).toBe(both.areas.hits.length);
    const inAreas = both.stages.hits.filter((hit) => hit.areaId !== null).length;
    expect(both.areas.hits.reduce((sum, area) => sum + area.stageCount, 0)).toBe(inAreas);
    const firstPage = v.parse(
      StageAndAreaSearchResponseSchema,
      (await postJson(t.app, "/residence/stage_and_area_search", { siteId: SE, limit: 30 })).body,
    );
    expect(firstPage.stages.hits.map((hit) => hit.id)).toEqual(both.stages.hits.slice(0, 30).map((hit) => hit.id));
    expect(firstPage.stages.estimatedTotalHits).toBe(stages.length);
    expect(firstPage.areas).toEqual(both.areas);

    const counties = v.parse(
      StageCountiesResponseSchema,
      (await postJson(t.app, "/residence/search_stage_counties", { siteId: SE })).body,
    ).counties;
    const perCounty = new Map<string, number>();
    for (const s of stages) perCounty.set(s.county_tag_id, (perCounty.get(s.county_tag_id) ?? 0) + 1);
    expect(new Map(counties.map((county) => [county.id, county.stageCount]))).toEqual(perCounty);
  });

  it("lists the upcoming showings of each hit: all of a stage's, and an object's own plus its stage's", async () => {
    const [stage] = await t.rows<{ stage_id: string }>(sql`select sh.stage_id from showings sh
      join stages s on s.id = sh.stage_id and s.site_key = 'Jmse' and s.searched_object_count > 0
      where sh.ends_at > ${TEST_NOW.toISOString()}::timestamptz and sh.object_id is not null
      group by sh.stage_id order by count(*) desc, sh.stage_id limit 1`);
    const showings = await t.rows<{ id: string; object_id: string | null }>(sql`select id, object_id from showings
      where stage_id = ${stage!.stage_id} and ends_at > ${TEST_NOW.toISOString()}::timestamptz order by starts_at, id`);
    const stageHit = await postJson(t.app, "/residence/search/by_ids/stage", { ids: [stage!.stage_id] });
    const [hit] = v.parse(StagesByIdsResponseSchema, stageHit.body).hits;
    expect(hit!.showings.map((showing) => showing.id)).toEqual(showings.map((showing) => showing.id));
    const objects = await objectSearch({ filter: { stageIds: [stage!.stage_id] }, limit: 400 });
    for (const object of objects.hits) {
      const own = showings.filter((showing) => showing.object_id === null || showing.object_id === object.id);
      expect(object.showings.map((showing) => showing.id)).toEqual(own.map((showing) => showing.id));
    }
    expect(objects.hits.some((object) => object.showings.length > 0)).toBe(true);
  });

  it.each([
    "/residence/search_object",
    "/residence/search_stage",
    "/residence/stage_and_area_search",
    "/residence/search_stage_counties",
  ])("answers bad input to %s with a 400 and field errors", async (url) => {
    await expectJsonBodyRejections(t.app, url);
    const cases: [Record<string, unknown>, string][] = [
      [{ siteId: "16920432-7683-5315-96ed-000000000000" }, "body.siteId"],
      [{ siteId: SE, filter: { minPrice: "100" } }, "body.filter.minPrice"],
      [{ siteId: SE, filter: { concepts: [StageStatus.ids.forSale] } }, "body.filter.concepts.0"],
      [
        { siteId: SE, filter: { residenceType: ["8cf96d0f-dd00-5dc5-ae84-000000000000"] } },
        "body.filter.residenceType.0",
      ],
      [
        { siteId: SE, filter: { geoSearch: { type: "radius", lat: 91, lng: 0, radiusKm: 1 } } },
        "body.filter.geoSearch.lat",
      ],
    ];
    if (!url.includes("counties") && !url.includes("stage_and_area")) {
      cases.push([{ siteId: SE, limit: -1 }, "body.limit"], [{ siteId: SE, limit: 100_000 }, "body.limit"]);
      cases.push([{ siteId: SE, offset: 10_001 }, "body.offset"], [{ siteId: SE, sort: "price" }, "body.sort"]);
    }
    for (const [body, key] of cases) {
      const response = await postJson(t.app, url, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.fieldErrors)).toContain(key);
    }
  });
});
