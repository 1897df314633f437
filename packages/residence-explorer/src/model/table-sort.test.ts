import { describe, expect, it } from "vitest";
import { explorerFixture } from "../testing";
import { nextSort, sortHomes } from "./table-sort";

const { objects } = explorerFixture({ floors: 3, homesPerFloor: 4 }).objects;

describe("sortHomes", () => {
  it("sorts by number naturally, both ways", () => {
    const up = sortHomes(objects, { column: "number", direction: "ascending" }, "se").map(
      (home) => home.apartmentNumber,
    );
    expect(up.slice(0, 3)).toEqual(["101", "102", "103"]);
    const down = sortHomes(objects, { column: "number", direction: "descending" }, "se").map(
      (home) => home.apartmentNumber,
    );
    expect(down[0]).toBe("304");
  });

  it("puts homes without a price last whichever way the price is sorted", () => {
    for (const direction of ["ascending", "descending"] as const) {
      const sorted = sortHomes(objects, { column: "price", direction }, "se");
      const firstNull = sorted.findIndex((home) => home.price === null);
      expect(firstNull).toBeGreaterThan(0);
      expect(sorted.slice(firstNull).every((home) => home.price === null)).toBe(true);
      const prices = sorted.slice(0, firstNull).map((home) => home.price!);
      const ordered = [...prices].sort((a, b) => (direction === "ascending" ? a - b : b - a));
      expect(prices).toEqual(ordered);
    }
  });

  it("flips the direction on the same column and starts a new one ascending", () => {
    expect(nextSort({ column: "area", direction: "ascending" }, "area")).toEqual({
      column: "area",
      direction: "descending",
    });
    expect(nextSort({ column: "area", direction: "descending" }, "rooms")).toEqual({
      column: "rooms",
      direction: "ascending",
    });
  });
});
