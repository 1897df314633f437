import { describe, expect, it } from "vitest";
import type { ExplorerObject } from "@housing/contracts/explorer";
import { explorerFixture } from "../testing";
import { areFiltersDefault, defaultFilters, filterRanges, isPriceDefault, matchesFilters, shownPrice } from "./filters";

const home = (overrides: Partial<ExplorerObject> = {}): ExplorerObject => ({
  ...explorerFixture().objects.objects[0]!,
  objectStatus: "forSale",
  possibleRooms: { min: 2, max: 3 },
  rooms: 2,
  price: 3_000_000,
  totalPrice: null,
  primaryArea: 60,
  ...overrides,
});

describe("matchesFilters", () => {
  it("lets every home through at the defaults, sold ones included (spec section 9)", () => {
    const filters = defaultFilters("se");
    expect(areFiltersDefault(filters, "se")).toBe(true);
    for (const object of explorerFixture({ floors: 3, homesPerFloor: 6 }).objects.objects) {
      expect(matchesFilters(object, filters, "se")).toBe(true);
    }
    expect(matchesFilters(home({ objectStatus: "sold", price: null }), filters, "se")).toBe(true);
  });

  it("leaves sold homes out once the price filter moves from its default", () => {
    const filters = { ...defaultFilters("se"), price: { min: 0, max: 9_000_000 } };
    expect(isPriceDefault(filters, "se")).toBe(false);
    expect(matchesFilters(home({ objectStatus: "sold", price: 2_000_000 }), filters, "se")).toBe(false);
    expect(matchesFilters(home({ price: 2_000_000 }), filters, "se")).toBe(true);
    expect(matchesFilters(home({ price: null }), filters, "se")).toBe(false);
  });

  it("compares the price inside the range, the top being open-ended", () => {
    const from = { ...defaultFilters("se"), price: { min: 3_500_000, max: 10_000_000 } };
    expect(matchesFilters(home({ price: 3_000_000 }), from, "se")).toBe(false);
    expect(matchesFilters(home({ price: 25_000_000 }), from, "se")).toBe(true);
    const to = { ...defaultFilters("se"), price: { min: 0, max: 2_500_000 } };
    expect(matchesFilters(home({ price: 3_000_000 }), to, "se")).toBe(false);
  });

  it("filters Finland by the debt-free price within Finland's smaller ranges", () => {
    expect(filterRanges("fi").price.max).toBe(1_000_000);
    expect(filterRanges("fi").rooms.max).toBe(4);
    const object = home({ price: 200_000, totalPrice: 320_000 });
    expect(shownPrice(object, "fi")).toBe(320_000);
    expect(shownPrice(object, "se")).toBe(200_000);
    const filters = { ...defaultFilters("fi"), price: { min: 0, max: 300_000 } };
    expect(matchesFilters(object, filters, "fi")).toBe(false);
    expect(matchesFilters(object, { ...filters, price: { min: 300_000, max: 1_000_000 } }, "fi")).toBe(true);
  });

  it("matches rooms by the possible rooms' overlap, the top open-ended", () => {
    const base = defaultFilters("se");
    expect(matchesFilters(home(), { ...base, rooms: { min: 3, max: 3 } }, "se")).toBe(true);
    expect(matchesFilters(home(), { ...base, rooms: { min: 4, max: 5 } }, "se")).toBe(false);
    expect(matchesFilters(home(), { ...base, rooms: { min: 1, max: 1 } }, "se")).toBe(false);
    expect(
      matchesFilters(home({ possibleRooms: { min: 7, max: 8 } }), { ...base, rooms: { min: 5, max: 5 } }, "se"),
    ).toBe(true);
  });

  it("always lets the caller's own home through", () => {
    const filters = { ...defaultFilters("se"), price: { min: 0, max: 1_000_000 }, statuses: ["forSale" as const] };
    expect(matchesFilters(home({ objectStatus: "sold", price: null }), filters, "se")).toBe(false);
    expect(matchesFilters(home({ objectStatus: "sold", price: null, isOwn: true }), filters, "se")).toBe(true);
  });

  it("matches area and status", () => {
    const base = defaultFilters("se");
    expect(matchesFilters(home(), { ...base, area: { min: 70, max: 300 } }, "se")).toBe(false);
    expect(matchesFilters(home(), { ...base, area: { min: 50, max: 65 } }, "se")).toBe(true);
    expect(matchesFilters(home(), { ...base, statuses: ["reserved"] }, "se")).toBe(false);
    expect(matchesFilters(home(), { ...base, statuses: ["reserved", "forSale"] }, "se")).toBe(true);
  });
});
