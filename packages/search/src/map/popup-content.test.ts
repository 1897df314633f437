import { describe, expect, it } from "vitest";
import { createLocaleFormatters, createTranslator } from "@housing/i18n";
import { getSite, type SiteConfig } from "@housing/site-config";
import { areaHit, objectHit, stageHit } from "./map-fixtures";
import { markerLabel, popupContent, type MapText } from "./popup-content";
import { searchMessages } from "../messages";

function textFor(site: SiteConfig): MapText {
  return { ...createTranslator(site.locale, { messages: [searchMessages] }), ...createLocaleFormatters(site.locale) };
}

const swedish = getSite("se");
const sv = textFor(swedish);

describe("popupContent", () => {
  it("shows a stage's place, price, rooms, area, status and available homes in the site's words", () => {
    const content = popupContent(stageHit(1), "stage", swedish, sv);
    expect(content).toMatchObject({
      name: "Brf Kvarnen 1",
      url: "/sok-bostad/stockholms-lan/nacka/kvarnen-1/",
      place: "Nacka, Stockholms län",
      price: "2\u00a0450\u00a0000\u00a0\u2013 3\u00a0100\u00a0000\u00a0kr",
      rooms: "2\u20134\u00a0rok",
      area: "54\u201398,5\u00a0m²",
      status: "Till salu",
      count: "12 lediga bostäder",
    });
    expect(content.image?.url).toBe("/media/stage-1.jpg");
  });

  it("shows a home with its stage as the place, and booked as sold on the Norwegian site (spec section 3)", () => {
    const home = objectHit(1);
    expect(popupContent(home, "object", swedish, sv)).toMatchObject({
      place: "Brf Kvarnen 1, Nacka",
      price: "3\u00a0100\u00a0000\u00a0kr",
      rooms: "3\u00a0rok",
      area: "74\u00a0m²",
      status: "Bokad",
      count: "",
    });
    const norwegian = getSite("no");
    expect(popupContent(home, "object", norwegian, textFor(norwegian)).status).toBe("Solgt");
  });

  it("prices Finnish homes by the debt-free total price when it is known", () => {
    const finnish = getSite("fi");
    const home = objectHit(1, { minTotalPrice: 250000, maxTotalPrice: 250000 });
    expect(popupContent(home, "object", finnish, textFor(finnish)).price).toContain("250\u00a0000\u00a0€");
    expect(popupContent(objectHit(1), "object", finnish, textFor(finnish)).price).toBe("3\u00a0100\u00a0000\u00a0€");
  });

  it("falls back to the API's name for a status the catalogue does not know", () => {
    const stage = stageHit(1, { status: { id: "00000000-0000-4000-8000-0000000000ff", name: "Okänd" } });
    expect(popupContent(stage, "stage", swedish, sv).status).toBe("Okänd");
  });

  it("shows an area's number of projects and no price", () => {
    expect(popupContent(areaHit(1), "area", swedish, sv)).toMatchObject({
      place: "Nacka, Stockholms län",
      price: "",
      count: "3 projekt",
    });
  });
});

describe("markerLabel", () => {
  it("is the name and the price", () => {
    expect(markerLabel(popupContent(stageHit(1), "stage", swedish, sv), sv)).toBe(
      "Brf Kvarnen 1, 2\u00a0450\u00a0000\u00a0\u2013 3\u00a0100\u00a0000\u00a0kr",
    );
  });

  it("names the status when there is no price, and the count for an area", () => {
    const unpriced = stageHit(1, { minPrice: null, maxPrice: null });
    expect(markerLabel(popupContent(unpriced, "stage", swedish, sv), sv)).toBe("Brf Kvarnen 1, Till salu");
    expect(markerLabel(popupContent(areaHit(1), "area", swedish, sv), sv)).toBe("Kvarnholmen 1, 3 projekt");
  });
});
