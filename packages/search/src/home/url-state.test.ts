import { describe, expect, it } from "vitest";
import { Concept, ResidenceType } from "@housing/contracts/catalogue";
import { getSite } from "@housing/site-config";
import {
  activeFilterCount,
  clearFilters,
  emptyState,
  filterKeyOf,
  formatSearchUrl,
  parseSearchLocation,
  rangeSteps,
  savedSearchQueryOf,
  toSearchFilter,
  type SearchState,
} from "./url-state";

const se = getSite("se");
const fi = getSite("fi");
const senior = getSite("senior");
const no = getSite("no");

const parse = (url: string, site = se) => {
  const parsed = new URL(url, "http://localhost");
  return parseSearchLocation(
    { path: parsed.pathname, query: parsed.search.replace(/^\?/, ""), hash: parsed.hash },
    site,
  );
};
const roundTrip = (url: string, site = se) => formatSearchUrl(parse(url, site), site);

describe("parseSearchLocation", () => {
  it("gives the defaults of spec section 9 for the bare search path", () => {
    expect(parse("/sok-bostad/")).toEqual(emptyState());
    expect(parse("/myytavat-asunnot/", fi)).toEqual(emptyState());
    expect(parse("/sok-bostad/", senior)).toEqual(emptyState());
    expect(emptyState().inhabitDate).toBe(3);
  });

  it("reads every filter", () => {
    const state = parse(
      "/sok-bostad/?q=stockholms-lan/nacka;uppsala-lan&minPrice=1000000&maxPrice=4000000&minRooms=2&maxRooms=4" +
        "&minArea=50&maxArea=120&concepts=premium&projectStatus=forSale,vip&disposalForm=condominium" +
        "&outdoorArea=balcony,terrace&residenceType=townHouse,apartment&viewing=1&inhabitDate=1&sort=price:asc",
    );
    expect(state).toMatchObject({
      tagUrls: ["stockholms-lan/nacka", "uppsala-lan"],
      price: { min: 1_000_000, max: 4_000_000 },
      rooms: { min: 2, max: 4 },
      area: { min: 50, max: 120 },
      enums: {
        concepts: ["premium"],
        projectStatus: ["vip", "forSale"],
        disposalForm: ["condominium"],
        outdoorArea: ["balcony", "terrace"],
        // Enumeration order, whatever the URL's order.
        residenceType: ["apartment", "townHouse"],
      },
      viewing: true,
      inhabitDate: 1,
      sort: "price:asc",
      view: "stage",
      isMap: false,
    });
  });

  it("reads one county or municipality tag from the path and area tags from q", () => {
    expect(parse("/sok-bostad/stockholms-lan/").tagUrls).toEqual(["stockholms-lan"]);
    expect(parse("/sok-bostad/stockholms-lan/solna/").tagUrls).toEqual(["stockholms-lan/solna"]);
    expect(parse("/sok-bostad/stockholms-lan/solna/?q=uppsala-lan").tagUrls).toEqual([
      "stockholms-lan/solna",
      "uppsala-lan",
    ]);
    expect(parse("/sok-bostad/?q=stockholms-lan%2Fnacka%2Fsickla").tagUrls).toEqual(["stockholms-lan/nacka/sickla"]);
    // Three segments are a stage page, never a search sub-path.
    expect(parse("/sok-bostad/a/b/c/").tagUrls).toEqual([]);
    expect(parse("/finn-din-bolig/oslo/", no).tagUrls).toEqual(["oslo"]);
  });

  it("reads the hashes", () => {
    expect(parse("/sok-bostad/#map")).toMatchObject({ isMap: true, view: "stage" });
    expect(parse("/sok-bostad/#object")).toMatchObject({ isMap: false, view: "object" });
    expect(parse("/sok-bostad/#stage")).toMatchObject({ isMap: false, view: "stage" });
    expect(parse("/sok-bostad/#area")).toMatchObject({ isMap: false, view: "area" });
    expect(parse("/sok-bostad/#block-3")).toMatchObject({ isMap: false, view: "stage" });
    // The simple search has no map.
    expect(parse("/sok-bostad/#map", senior)).toMatchObject({ isMap: false });
  });

  it("clamps values into the site's range and drops ends at the bottom or the open top", () => {
    expect(parse("/sok-bostad/?minPrice=0&maxPrice=10000000").price).toEqual({});
    expect(parse("/sok-bostad/?maxPrice=99999999999").price).toEqual({});
    expect(parse("/myytavat-asunnot/?maxPrice=2000000&minPrice=500000", fi).price).toEqual({ min: 500_000 });
    expect(parse("/myytavat-asunnot/?minRooms=9", fi).rooms).toEqual({ min: 4 });
    expect(parse("/myytavat-asunnot/?maxArea=200&minArea=40", fi).area).toEqual({ min: 40 });
    expect(parse("/sok-bostad/?minRooms=0&maxRooms=3").rooms).toEqual({ max: 3 });
    // A max below the min is dropped, never an error.
    expect(parse("/sok-bostad/?minRooms=4&maxRooms=2").rooms).toEqual({ min: 4 });
  });

  it("ignores invalid values", () => {
    const state = parse(
      "/sok-bostad/?minPrice=abc&maxRooms=2.5&residenceType=castle,apartment&inhabitDate=7&sort=cheapest&viewing=yes&q=;%20;ok",
    );
    expect(state.price).toEqual({});
    expect(state.rooms).toEqual({});
    expect(state.enums.residenceType).toEqual(["apartment"]);
    expect(state.inhabitDate).toBe(3);
    expect(state.sort).toBe("recommended");
    expect(state.viewing).toBe(false);
    expect(state.tagUrls).toEqual(["ok"]);
  });

  it("keeps geo=auto only with inhabit date now", () => {
    expect(parse("/sok-bostad/?inhabitDate=0&geo=auto").isGeoAuto).toBe(true);
    expect(parse("/sok-bostad/?inhabitDate=1&geo=auto").isGeoAuto).toBe(false);
  });

  it("keeps unknown keys untouched, in their order", () => {
    const state = parse("/sok-bostad/?poolingId=abc-123&minRooms=2&type=bankid&utm_source=news%20letter");
    expect(state.extra).toEqual([
      ["poolingId", "abc-123"],
      ["type", "bankid"],
      ["utm_source", "news letter"],
    ]);
  });

  it("on a simple search keeps the advanced keys as unknown keys and does not apply them", () => {
    const state = parse("/sok-bostad/?minArea=50&residenceType=apartment&minPrice=1000000", senior);
    expect(state.area).toEqual({});
    expect(state.enums.residenceType).toEqual([]);
    expect(state.price).toEqual({ min: 1_000_000 });
    expect(state.extra).toEqual([
      ["minArea", "50"],
      ["residenceType", "apartment"],
    ]);
  });
});

describe("formatSearchUrl", () => {
  it("gives the bare path for the default state on every site", () => {
    expect(formatSearchUrl(emptyState(), se)).toBe("/sok-bostad/");
    expect(formatSearchUrl(emptyState(), fi)).toBe("/myytavat-asunnot/");
    expect(formatSearchUrl(emptyState(), senior)).toBe("/sok-bostad/");
  });

  it("puts exactly one county or municipality tag in the path, everything else in q", () => {
    const state = (tagUrls: string[]): SearchState => ({ ...emptyState(), tagUrls });
    expect(formatSearchUrl(state(["stockholms-lan"]), se)).toBe("/sok-bostad/stockholms-lan/");
    expect(formatSearchUrl(state(["stockholms-lan/solna"]), se)).toBe("/sok-bostad/stockholms-lan/solna/");
    expect(formatSearchUrl(state(["stockholms-lan/nacka/sickla"]), se)).toBe(
      "/sok-bostad/?q=stockholms-lan/nacka/sickla",
    );
    expect(formatSearchUrl(state(["stockholms-lan", "uppsala-lan"]), se)).toBe(
      "/sok-bostad/?q=stockholms-lan;uppsala-lan",
    );
  });

  it("writes every filter in a fixed key order with enumeration keys, never GUIDs", () => {
    const url = roundTrip(
      "/sok-bostad/?sort=price:desc&residenceType=townHouse,apartment&maxRooms=4&minRooms=2&viewing=1" +
        "&inhabitDate=0&geo=auto&concepts=premium&outdoorArea=balcony&disposalForm=ownership&projectStatus=forSale" +
        "&minArea=50&maxArea=120&minPrice=1000000&maxPrice=4000000#object",
    );
    expect(url).toBe(
      "/sok-bostad/?minPrice=1000000&maxPrice=4000000&minRooms=2&maxRooms=4&minArea=50&maxArea=120" +
        "&concepts=premium&projectStatus=forSale&disposalForm=ownership&outdoorArea=balcony" +
        "&residenceType=apartment,townHouse&viewing=1&inhabitDate=0&sort=price:desc&geo=auto#object",
    );
    expect(url).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("omits the defaults: range ends, inhabit date 3, the recommended sort, the stage view", () => {
    expect(
      roundTrip("/sok-bostad/?minRooms=1&maxRooms=5&minArea=0&maxArea=300&inhabitDate=3&sort=recommended#stage"),
    ).toBe("/sok-bostad/");
    expect(roundTrip("/myytavat-asunnot/?maxPrice=1000000&maxRooms=4&maxArea=150", fi)).toBe("/myytavat-asunnot/");
  });

  it("writes the hashes", () => {
    expect(roundTrip("/sok-bostad/#map")).toBe("/sok-bostad/#map");
    expect(roundTrip("/sok-bostad/#area")).toBe("/sok-bostad/#area");
    expect(roundTrip("/sok-bostad/#object")).toBe("/sok-bostad/#object");
  });

  it("keeps unknown keys after its own", () => {
    expect(roundTrip("/sok-bostad/?utm_source=x&minRooms=2&poolingId=p1&type=bankid")).toBe(
      "/sok-bostad/?minRooms=2&utm_source=x&poolingId=p1&type=bankid",
    );
  });

  it("round-trips a state unchanged", () => {
    const urls = [
      "/sok-bostad/stockholms-lan/solna/?minPrice=2000000&sort=livingArea:asc#area",
      "/sok-bostad/?q=stockholms-lan;uppsala-lan/tierp&residenceType=plot&viewing=1",
      "/sok-bostad/?q=stockholms-lan/nacka/sickla&inhabitDate=2#map",
    ];
    for (const url of urls) expect(roundTrip(url)).toBe(url);
  });
});

describe("toSearchFilter", () => {
  const tag = {
    id: "46cef443-0555-5606-a372-ed663080afa5",
    name: "Stockholm",
    url: "stockholms-lan/stockholm",
    hasRental: true,
  };

  it("sends enumeration GUIDs and leaves open ends out", () => {
    const state = parse("/sok-bostad/?minRooms=2&maxPrice=10000000&concepts=premium&residenceType=apartment");
    expect(toSearchFilter(state, [tag], se)).toEqual({
      tags: [tag],
      minRooms: 2,
      concepts: [Concept.ids.premium],
      residenceType: [ResidenceType.ids.apartment],
    });
  });

  it("adds a 50 km circle around the visitor for geo=auto when the position is known", () => {
    const state = parse("/sok-bostad/?inhabitDate=0&geo=auto");
    expect(toSearchFilter(state, [], se, { lat: 59.3, lng: 18 })).toEqual({
      tags: [],
      inhabitDate: 0,
      geoSearch: { type: "radius", lat: 59.3, lng: 18, radiusKm: 50 },
    });
    expect(toSearchFilter(state, [], se, null)).toEqual({ tags: [], inhabitDate: 0 });
  });

  it("sends only price and rooms on a simple search", () => {
    const state = { ...parse("/sok-bostad/?minPrice=1000000&minRooms=2", senior), viewing: true };
    expect(toSearchFilter(state, [], senior)).toEqual({ tags: [], minPrice: 1_000_000, minRooms: 2 });
  });
});

describe("helpers", () => {
  it("keys the hits by filters, not by view or unknown keys", () => {
    expect(filterKeyOf(parse("/sok-bostad/?minRooms=2#object"), se)).toBe(
      filterKeyOf(parse("/sok-bostad/?minRooms=2&utm_source=x#area"), se),
    );
    expect(filterKeyOf(parse("/sok-bostad/?minRooms=2"), se)).not.toBe(
      filterKeyOf(parse("/sok-bostad/?minRooms=3"), se),
    );
    expect(filterKeyOf(parse("/sok-bostad/stockholms-lan/"), se)).toBe(
      filterKeyOf(parse("/sok-bostad/?q=stockholms-lan"), se),
    );
  });

  it("counts active filters and clears them, keeping tags and sort", () => {
    const state = parse("/sok-bostad/stockholms-lan/?minRooms=2&maxRooms=3&concepts=premium&viewing=1&sort=price:asc");
    expect(activeFilterCount(state)).toBe(3);
    const cleared = clearFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(formatSearchUrl(cleared, se)).toBe("/sok-bostad/stockholms-lan/?sort=price:asc");
  });

  it("offers range steps within each site's range", () => {
    expect(rangeSteps(se, "rooms")).toEqual([1, 2, 3, 4, 5]);
    expect(rangeSteps(fi, "rooms")).toEqual([1, 2, 3, 4]);
    expect(rangeSteps(fi, "price").at(-1)).toBe(1_000_000);
    expect(rangeSteps(se, "price").at(-1)).toBe(10_000_000);
    expect(rangeSteps(fi, "area").at(-1)).toBe(150);
    expect(rangeSteps(se, "area").at(-1)).toBe(300);
  });
});

describe("savedSearchQueryOf", () => {
  it("keeps a place the path holds as a tag in q, so the query alone opens the same search", () => {
    const state = parse("/sok-bostad/uppsala-lan/uppsala/?minRooms=3");
    const query = savedSearchQueryOf(state, se);
    expect(query).toMatch(/^q=uppsala-lan\/uppsala&/);
    expect(parse(`/sok-bostad/?${query}`)).toEqual(state);
  });

  it("is empty for the bare search", () => {
    expect(savedSearchQueryOf(parse("/sok-bostad/"), se)).toBe("");
  });
});
