import { describe, expect, it } from "vitest";
import { catalogueModel, finnishObjectData, objectData, stageData } from "@housing/content-pages/fixtures";
import { getSite } from "@housing/site-config";
import { jsonLdText, structuredDataFor } from "./structured-data";

const se = getSite("se");
const origin = "https://www.fjallvik.example";
const input = (data: typeof stageData | typeof objectData, site = se) => ({
  model: catalogueModel(data.kind === "stage" ? "StagePage" : "ObjectPage", data),
  site,
  url: `${origin}/sida/`,
  origin,
  imageUrl: null,
});

describe("structuredDataFor", () => {
  it("describes a stage as a residence with its price range as an aggregate offer", () => {
    const data = structuredDataFor(input(stageData))!;
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      name: stageData.stage.name,
      url: `${origin}/sida/`,
      address: { addressLocality: "Hagastaden, Solna", addressRegion: "Stockholms län", addressCountry: "SE" },
      offers: { "@type": "AggregateOffer", priceCurrency: "SEK", lowPrice: stageData.stage.price.min },
    });
    expect(data["@type"]).toContain("Product");
  });

  it("describes a home by its residence type, rooms, area and offer", () => {
    const data = structuredDataFor(input(objectData))!;
    expect(data).toMatchObject({
      name: objectData.object.name,
      numberOfRooms: objectData.object.rooms,
      floorSize: { value: objectData.object.livingArea, unitCode: "MTK" },
      offers: { "@type": "Offer", price: objectData.object.price, priceCurrency: "SEK" },
    });
  });

  it("gives a Finnish home's debt-free price in euros", () => {
    const data = structuredDataFor(input(finnishObjectData, getSite("fi")))!;
    expect(data.offers).toMatchObject({
      priceCurrency: "EUR",
      price: finnishObjectData.object.totalPrice ?? finnishObjectData.object.price,
    });
  });

  it("carries no contact person's name, phone or e-mail", () => {
    const text = jsonLdText(structuredDataFor(input(stageData))!);
    for (const group of stageData.contacts) {
      for (const contact of group.contacts) {
        expect(text).not.toContain(contact.email);
        expect(text).not.toContain(contact.name);
      }
    }
  });

  it("is null for pages that are not a stage or a home, and escapes < in its JSON", () => {
    expect(
      structuredDataFor({ ...input(stageData), model: { ...input(stageData).model, data: undefined } }),
    ).toBeNull();
    expect(jsonLdText({ name: "</script>" })).toBe('{"name":"\\u003c/script>"}');
  });
});
