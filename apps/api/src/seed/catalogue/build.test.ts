import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { buildSeedData } from "../seed";
import { Concept, isSearchedStatus, ObjectStatus } from "../../modules/catalogue/enums";
import { buildCatalogue, DEFAULT_CATALOGUE_OBJECTS } from "./build";
import { REFERENCE_DATE, monthFromReference } from "./common";

const pages = buildSeedData().pages;
const catalogue = buildCatalogue({}, pages);

/** Generous boxes around each country's land (Åland and the Norwegian coast included). */
const BOUNDS = {
  se: { lat: [55.3, 69.1], lng: [10.9, 24.2] },
  no: { lat: [57.9, 71.2], lng: [4.5, 31.2] },
  fi: { lat: [59.7, 70.1], lng: [19.0, 31.6] },
} as const;
const COUNTRY_OF_SITE: Record<string, keyof typeof BOUNDS> = {
  Jmse: "se",
  Seniorgarden: "se",
  Boratt: "se",
  Jmno: "no",
  Jmoy: "fi",
};

const isInside = (country: keyof typeof BOUNDS, lat: number, lng: number) =>
  lat >= BOUNDS[country].lat[0] &&
  lat <= BOUNDS[country].lat[1] &&
  lng >= BOUNDS[country].lng[0] &&
  lng <= BOUNDS[country].lng[1];

const countBy = <T>(rows: readonly T[], key: (row: T) => string) =>
  rows.reduce<Record<string, number>>((counts, row) => ({ ...counts, [key(row)]: (counts[key(row)] ?? 0) + 1 }), {});

describe("buildCatalogue", () => {
  it("gives the same rows for the same options", () => {
    const hash = (value: unknown) => createHash("md5").update(JSON.stringify(value)).digest("hex");
    expect(hash(buildCatalogue({ objects: 800 }, pages))).toBe(hash(buildCatalogue({ objects: 800 }, pages)));
    expect(hash(buildCatalogue({}, pages))).toBe(hash(catalogue));
  });

  it("makes exactly the number of homes asked for", () => {
    for (const objects of [5, 500, 1234]) expect(buildCatalogue({ objects }, pages).objects).toHaveLength(objects);
    expect(catalogue.objects).toHaveLength(DEFAULT_CATALOGUE_OBJECTS);
    expect(() => buildCatalogue({ objects: 4 })).toThrow(/at least 5/);
    expect(() => buildCatalogue({ objects: 10.5 })).toThrow(/whole number/);
  });

  it("spreads about 200 stages over the five sites that sell homes, none on the English or contractor site", () => {
    expect(catalogue.stages.length).toBeGreaterThanOrEqual(180);
    expect(catalogue.stages.length).toBeLessThanOrEqual(220);
    const stages = countBy(catalogue.stages, (stage) => stage.siteKey);
    const homes = countBy(catalogue.objects, (home) => home.siteKey);
    expect(Object.keys(stages).sort()).toEqual(["Boratt", "Jmno", "Jmoy", "Jmse", "Seniorgarden"]);
    expect(homes).toEqual({ Jmse: 2700, Seniorgarden: 420, Boratt: 600, Jmno: 1200, Jmoy: 1080 });
    expect(stages.Jmse).toBeGreaterThan(70);
    expect(stages.Seniorgarden).toBeGreaterThan(10);
  });

  it("puts every home in a stage of the same site, with the stage's tags", () => {
    const stages = new Map(catalogue.stages.map((stage) => [stage.id, stage]));
    for (const home of catalogue.objects) {
      const stage = stages.get(home.stageId)!;
      expect(stage.siteKey).toBe(home.siteKey);
      expect([home.countyTagId, home.municipalityTagId, home.areaTagId]).toEqual([
        stage.countyTagId,
        stage.municipalityTagId,
        stage.areaTagId,
      ]);
    }
    const counted = countBy(catalogue.objects, (home) => home.stageId);
    for (const stage of catalogue.stages) expect(stage.objectCount).toBe(counted[stage.id]);
  });

  it("prices Finnish homes debt-free (sales price plus loan share) and the others without a total", () => {
    for (const home of catalogue.objects) {
      if (home.siteKey === "Jmoy") {
        expect(home.totalPrice).toBe(home.price + home.debtShare!);
        expect(home.totalPrice).toBeGreaterThanOrEqual(home.price);
      } else {
        expect(home.totalPrice).toBeNull();
      }
      expect(home.price).toBeGreaterThan(0);
    }
    const finnishShares = catalogue.objects.filter((home) => home.siteKey === "Jmoy" && home.debtShare! > 0);
    expect(finnishShares.length).toBeGreaterThan(500);
  });

  it("places everything inside its country", () => {
    for (const tag of catalogue.searchTags) expect(isInside(tag.country, tag.lat, tag.lng), tag.name).toBe(true);
    const listings = [
      ...catalogue.stages,
      ...catalogue.objects,
      ...catalogue.premises,
      ...catalogue.rentalProjects,
      ...catalogue.successionObjects,
    ];
    for (const row of listings) expect(isInside(COUNTRY_OF_SITE[row.siteKey]!, row.lat, row.lng)).toBe(true);
  });

  it("has the real counties of each country (21 län, 15 fylker, 19 maakunnat)", () => {
    const counties = countBy(
      catalogue.searchTags.filter((tag) => tag.type === "county"),
      (tag) => tag.country,
    );
    expect(counties).toEqual({ se: 21, no: 15, fi: 19 });
    const urls = catalogue.searchTags.map((tag) => `${tag.country}/${tag.url}`);
    expect(new Set(urls).size).toBe(urls.length);
    expect(catalogue.searchTags.find((tag) => tag.name === "Örebro")?.searchName).toBe("orebro");
    expect(catalogue.searchTags.find((tag) => tag.name === "Grünerløkka")?.searchName).toBe("grunerlokka");
  });

  it("mostly offers homes for sale, reserved or pre-selling, with some sold or booked", () => {
    const searched =
      catalogue.objects.filter((home) => isSearchedStatus(home.statusId)).length / catalogue.objects.length;
    expect(searched).toBeGreaterThan(0.5);
    expect(searched).toBeLessThan(0.8);
    const statuses = countBy(catalogue.objects, (home) => ObjectStatus.keyOf(home.statusId)!);
    expect(statuses.sold! + statuses.booked!).toBeGreaterThan(catalogue.objects.length * 0.15);
  });

  it("spreads move-in over now, six months, a year and later from the fixed reference date", () => {
    expect(REFERENCE_DATE.toISOString()).toBe("2026-11-01T00:00:00.000Z");
    const buckets = countBy(
      catalogue.objects.filter((home) => isSearchedStatus(home.statusId)),
      (home) =>
        home.inhabitDate! <= monthFromReference(0)
          ? "now"
          : home.inhabitDate! <= monthFromReference(6)
            ? "half"
            : home.inhabitDate! <= monthFromReference(12)
              ? "year"
              : "later",
    );
    for (const bucket of ["now", "half", "year", "later"]) expect(buckets[bucket], bucket).toBeGreaterThan(100);
  });

  it("gives senior stages the senior-garden concept and the Finnish site no VIP", () => {
    for (const stage of catalogue.stages.filter((row) => row.siteKey === "Seniorgarden"))
      expect(stage.conceptIds).toContain(Concept.ids.seniorGarden);
    expect(catalogue.stages.filter((row) => row.siteKey === "Jmoy").every((row) => row.vipStart === null)).toBe(true);
    expect(
      catalogue.stages.some(
        (row) => row.vipStart != null && row.vipStart < REFERENCE_DATE && row.vipEnd! > REFERENCE_DATE,
      ),
    ).toBe(true);
  });

  it("has an image row behind every image URL", () => {
    const images = new Set(catalogue.images.map((image) => `/media/${image.kind}/${image.id}.svg`));
    const urls = [
      ...catalogue.stages.map((row) => row.searchImageUrl),
      ...catalogue.objects.map((row) => row.searchImageUrl),
      ...catalogue.areas.map((row) => row.searchImageUrl),
      ...catalogue.premises.map((row) => row.searchImageUrl),
      ...catalogue.rentalProjects.map((row) => row.searchImageUrl),
      ...catalogue.successionObjects.map((row) => row.imageUrl),
    ];
    expect(urls.filter((url) => !images.has(url))).toEqual([]);
  });

  it("gives stages and homes unique URLs per site and every stage staff with an estate agent", () => {
    for (const rows of [catalogue.stages, catalogue.objects]) {
      const urls = rows.map((row) => `${row.siteKey}${row.url}`);
      expect(new Set(urls).size).toBe(urls.length);
    }
    const agents = new Set(
      catalogue.staffContacts.filter((contact) => contact.role === 0).map((contact) => contact.stageId),
    );
    expect(agents.size).toBe(catalogue.stages.length);
  });

  it("has listings besides homes: premises per country, rentals, and resales in many Swedish towns", () => {
    expect(Object.keys(countBy(catalogue.premises, (row) => row.siteKey)).sort()).toEqual(["Jmno", "Jmoy", "Jmse"]);
    expect(catalogue.rentalProjects.length).toBeGreaterThan(0);
    expect(new Set(catalogue.successionObjects.map((row) => row.municipalityTagId)).size).toBeGreaterThan(40);
    expect(catalogue.searchTags.some((tag) => tag.hasRental)).toBe(true);
  });

  it("writes text documents for pages, stages, news and jobs in the site's language", () => {
    const categories = countBy(catalogue.textDocuments, (row) => row.category);
    expect(categories.residencial).toBe(catalogue.stages.length);
    expect(categories.content).toBeGreaterThan(50);
    expect(categories.news).toBeGreaterThan(20);
    expect(categories.career).toBeGreaterThan(20);
    const languages = countBy(catalogue.textDocuments, (row) => `${row.siteKey}:${row.language}`);
    expect(Object.keys(languages).sort()).toEqual(
      [
        "Boratt:swedish",
        "Entreprenad:swedish",
        "Jmno:norwegian",
        "Jmoy:finnish",
        "Jmse:swedish",
        "JmseEn:english",
        "Seniorgarden:swedish",
      ].sort(),
    );
    expect(catalogue.textDocuments.some((row) => row.siteKey === "JmseEn" && row.category === "news")).toBe(false);
  });
});
