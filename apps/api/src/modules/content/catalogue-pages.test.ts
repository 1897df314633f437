import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { PageViewModelSchema, SITE_KEY_HEADER, type CataloguePageData, type PageViewModel } from "@housing/contracts";
import { sites } from "@housing/site-config";
import { ObjectStatus } from "../catalogue/enums";
import { catalogueListPagesOf } from "../../testing/fixtures";
import { viewModelUrl } from "../../testing/requests";
import { useSearchApp } from "../../testing/search";
import { testDrivers } from "../../testing/test-database";

// An intersection, not Extract: the SEO and stage-list shapes carry two kinds each.
type DataOf<K extends CataloguePageData["kind"]> = CataloguePageData & { kind: K };

describe.each(testDrivers())("catalogue pages (GetViewModel data) on $name", (driver) => {
  const t = useSearchApp(driver, { catalogue: { objects: 800 } });

  async function getPage(path: string, siteKey = "Jmse") {
    const response = await t.app.request(viewModelUrl(path), { headers: { [SITE_KEY_HEADER]: siteKey } });
    const body: unknown = await response.json();
    return { status: response.status, model: response.status === 200 ? v.parse(PageViewModelSchema, body) : null };
  }
  function dataOf<K extends CataloguePageData["kind"]>(model: PageViewModel | null, kind: K): DataOf<K> {
    expect(model?.data?.kind).toBe(kind);
    return model!.data as DataOf<K>;
  }

  interface StageRow {
    id: string;
    name: string;
    url: string;
    site_key: string;
    object_count: number;
  }
  let seStage: StageRow;
  let noBooked: { url: string; stage_url: string };
  let fiHome: { url: string; price: number; total_price: number; debt_share: number };

  beforeAll(async () => {
    seStage = (
      await t.rows<StageRow>(
        sql`select s.id, s.name, s.url, s.site_key, s.object_count from stages s where s.site_key = 'Jmse'
        and exists (select 1 from staff_contacts c where c.stage_id = s.id) order by s.recommended_rank limit 1`,
      )
    )[0]!;
    noBooked = (
      await t.rows<{ url: string; stage_url: string }>(
        sql`select o.url, s.url as stage_url from objects o join stages s on s.id = o.stage_id
        where o.site_key = 'Jmno' and o.status_id = ${ObjectStatus.ids.booked} order by o.id limit 1`,
      )
    )[0]!;
    fiHome = (
      await t.rows<{ url: string; price: number; total_price: number; debt_share: number }>(
        sql`select url, price, total_price, debt_share from objects where site_key = 'Jmoy' and total_price is not null order by id limit 1`,
      )
    )[0]!;
  });

  it("answers a stage's URL (as search hits give it) with StagePage, its homes, images, showings and contacts", async () => {
    const { status, model } = await getPage(seStage.url);
    expect(status).toBe(200);
    expect(model!.templateName).toBe("StagePage");
    expect(model!.canonical).toBe(`https://www.fjallvik.example${seStage.url}`);
    const data = dataOf(model, "stage");
    expect(data.stage.name).toBe(seStage.name);
    expect(data.objects).toHaveLength(seStage.object_count);
    expect(data.objects.every((row) => row.url.startsWith(seStage.url))).toBe(true);
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.images[0]!.url).toMatch(/^http:\/\/localhost\/media\/facade\/[0-9a-f-]+\.svg$/);
    expect(data.stage.place.municipalityUrl).toMatch(/^\/sok-bostad\/[a-z-]+\/[a-z-]+\/$/);
    expect(data.contacts.length).toBeGreaterThan(0);
    expect(data.contacts[0]!.contacts[0]!.email).toContain("@");
    // Showings are upcoming at the seed's reference date, earliest first.
    const starts = data.showings.map((showing) => showing.startsAt);
    expect(starts).toEqual([...starts].sort());
    expect(data.searchUrl).toBe("/sok-bostad/");
  });

  it("answers a home's URL with ObjectPage: facts, its stage link and the gallery (plan first)", async () => {
    const stage = dataOf((await getPage(seStage.url)).model, "stage");
    const row = stage.objects[0]!;
    const { model } = await getPage(row.url);
    expect(model!.templateName).toBe("ObjectPage");
    expect(model!.objectId).toBe(row.id);
    const data = dataOf(model, "object");
    expect(data.object).toMatchObject({ id: row.id, price: row.price, livingArea: row.livingArea, rooms: row.rooms });
    expect(data.stage.url).toBe(seStage.url);
    expect(data.images[0]!.url).toContain("/media/plan/");
  });

  it("keeps the raw booked status for Norway (the template shows it as sold) and gives Finland's debt-free price", async () => {
    const booked = dataOf((await getPage(noBooked.url, "Jmno")).model, "object");
    expect(booked.object.status).toBe("booked");
    const finnish = dataOf((await getPage(fiHome.url, "Jmoy")).model, "object");
    expect(finnish.object).toMatchObject({
      price: fiHome.price,
      totalPrice: fiHome.total_price,
      debtShare: fiHome.debt_share,
    });
  });

  it("answers county and municipality paths below the home search with the SEO templates and counts", async () => {
    const stage = dataOf((await getPage(seStage.url)).model, "stage");
    const county = await getPage(stage.stage.place.countyUrl!);
    expect(county.model!.templateName).toBe("SeoCountyPage");
    const countyData = dataOf(county.model, "seoCounty");
    const counts = (
      await t.rows<{ stages: number }>(
        // The stages the search lists there (search/place-counts.ts): those with homes to buy.
        sql`select count(*)::int as stages from stages s join search_tags t on t.id = s.county_tag_id
        where s.site_key = 'Jmse' and t.name = ${stage.stage.place.county} and s.searched_object_count > 0`,
      )
    )[0]!;
    expect(countyData.stageCount).toBe(counts.stages);
    expect(countyData.municipalities.map((m) => m.url)).toContain(stage.stage.place.municipalityUrl);
    const town = await getPage(stage.stage.place.municipalityUrl!);
    expect(town.model!.templateName).toBe("SeoMunicipalityPage");
    const townData = dataOf(town.model, "seoMunicipality");
    expect(townData.stages.map((s) => s.id)).toContain(seStage.id);
    expect(townData.county?.href).toBe(stage.stage.place.countyUrl);
  });

  it("answers a removed stage, home or premises with its not-found template (200, noindex) and ways on", async () => {
    const stage = dataOf((await getPage(seStage.url)).model, "stage");
    const goneStage = await getPage(`${stage.stage.place.municipalityUrl}finns-inte/`);
    expect(goneStage.status).toBe(200);
    expect(goneStage.model!.templateName).toBe("NotFoundStagePage");
    expect(goneStage.model!.noIndex).toBe(true);
    expect(dataOf(goneStage.model, "notFound").links[0]!.href).toBe(stage.stage.place.municipalityUrl);
    const goneHome = await getPage(`${seStage.url}finns-inte/`);
    expect(goneHome.model!.templateName).toBe("NotFoundObjectPage");
    expect(dataOf(goneHome.model, "notFound").links).toEqual([{ label: seStage.name, href: seStage.url }]);
    const gonePremises = await getPage("/lokaler/finns-inte/");
    expect(gonePremises.model!.templateName).toBe("NotFoundPremisesPage");
    // Outside the catalogue's paths (or below an unknown place) the page is simply missing.
    expect((await getPage("/sok-bostad/ingen-sadan-lan/")).status).toBe(404);
    expect((await getPage("/sok-bostad/ingen/sadan/plats/")).status).toBe(404);
    expect((await getPage("/lokaler/finns-inte/", "Jmno")).status).toBe(404);
  });

  it("serves areas, premises and rental projects from their list pages down to each listing", async () => {
    const areas = dataOf((await getPage("/omraden/")).model, "areas");
    expect(areas.counties.length).toBeGreaterThan(0);
    for (const area of areas.areas.slice(0, 1)) {
      const page = await getPage(area.url);
      expect(page.model!.templateName).toBe("AreaPage");
      expect(dataOf(page.model, "area").stages).toHaveLength(area.stageCount);
    }
    const premises = dataOf((await getPage("/liiketilat/", "Jmoy")).model, "premisesList");
    expect(premises.premises.length).toBeGreaterThan(0);
    const one = await getPage(premises.premises[0]!.url, "Jmoy");
    expect(one.model!.templateName).toBe("PremisesObjectPage");
    expect(dataOf(one.model, "premises").premises.id).toBe(premises.premises[0]!.id);
    const rentals = dataOf((await getPage("/hyresratter/")).model, "rentalList");
    const rental = await getPage(rentals.projects[0]!.url);
    expect(rental.model!.templateName).toBe("RentalProjectPage");
    expect(dataOf(rental.model, "rental").project.rent.min).toBeGreaterThan(0);
  });

  it("lists resale homes, on the whole list and per municipality", async () => {
    const list = dataOf((await getPage("/maklar-objekt/", "Seniorgarden")).model, "succession");
    expect(list.totalCount).toBeGreaterThan(0);
    const town = list.municipalities[0]!;
    const page = await getPage(town.url, "Seniorgarden");
    expect(page.model!.templateName).toBe("SuccessionStagePage");
    const data = dataOf(page.model, "succession");
    expect(data.totalCount).toBe(town.stageCount);
    expect(data.objects.every((object) => object.place.municipality === town.name)).toBe(true);
  });

  it("gives every seeded catalogue list page its data, on every site", async () => {
    for (const site of Object.values(sites)) {
      for (const page of catalogueListPagesOf(site)) {
        const { status, model } = await getPage(page.path, site.key);
        expect(status, `${site.key} ${page.path}`).toBe(200);
        expect(model!.templateName).toBe(page.templateName);
        expect(model!.data, `${site.key} ${page.path}`).toBeDefined();
        expect(model!.blocks.length).toBeGreaterThan(0);
      }
    }
    const contractor = dataOf((await getPage("/referensprojekt/", "Entreprenad")).model, "referenceProjects");
    expect(contractor.stages.every((stage) => stage.url.startsWith("https://"))).toBe(true);
  });
});
