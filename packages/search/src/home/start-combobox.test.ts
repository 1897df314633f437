import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { searchUrlForPlace } from "./start-combobox";
import { parseSearchLocation } from "./url-state";

describe("searchUrlForPlace", () => {
  it("opens the search with a county or municipality as its SEO path, as the search page writes it", () => {
    expect(searchUrlForPlace(getSite("se"), "stockholms-lan")).toBe("/sok-bostad/stockholms-lan/");
    expect(searchUrlForPlace(getSite("se"), "stockholms-lan/solna")).toBe("/sok-bostad/stockholms-lan/solna/");
    expect(searchUrlForPlace(getSite("fi"), "uusimaa/espoo")).toBe("/myytavat-asunnot/uusimaa/espoo/");
  });

  it("opens the search with an area in q, and the search reads the place back", () => {
    const site = getSite("no");
    const url = searchUrlForPlace(site, "oslo/oslo/grunerlokka");
    expect(url).toBe("/finn-din-bolig/?q=oslo/oslo/grunerlokka");
    const [path, query] = url.split("?");
    expect(parseSearchLocation({ path: path!, query: query ?? "" }, site).tagUrls).toEqual(["oslo/oslo/grunerlokka"]);
  });
});
