import { describe, expect, it } from "vitest";
import { CASE_STATUSES } from "@housing/contracts/cases";
import {
  EMPTY_FILTERS,
  PAUSED_STATUS_KEYS,
  activeFilterCount,
  errandIdOf,
  filterAndSort,
  filtersFromQuery,
  queryOfFilters,
  toggleStatus,
  toggleType,
  typeLabel,
  withErrandId,
} from "./filters";
import {
  ERRANDS,
  ERRAND_COMPLETED,
  ERRAND_INSPECTION,
  ERRAND_ONGOING,
  ERRAND_PAUSED,
  ERRAND_REGISTERED,
} from "./testing";

const ids = (list: { id: string }[]) => list.map((errand) => errand.id);

describe("the errand filters (spec section 9)", () => {
  it("choosing ongoing also chooses every paused sub-status, and unchoosing it drops them", () => {
    const on = toggleStatus(["registered"], "ongoing", true);
    expect(on).toEqual(expect.arrayContaining(["registered", "ongoing", ...PAUSED_STATUS_KEYS]));
    expect(PAUSED_STATUS_KEYS).toEqual(
      expect.arrayContaining(["notResponding", "waitingMaterial", "customerBooked", "cancelledByCustomer"]),
    );
    expect(PAUSED_STATUS_KEYS).toHaveLength(CASE_STATUSES.filter((status) => status.isPaused).length);
    expect(toggleStatus(on, "ongoing", false)).toEqual(["registered"]);
    expect(toggleStatus([], "executed", true)).toEqual(["executed"]);
  });

  it("choosing management also chooses management-other; another type brings nothing along", () => {
    expect(toggleType([], "Förvaltning", true)).toEqual(["Förvaltning", "Förvaltning övrig"]);
    expect(toggleType(["Garanti", "Förvaltning", "Förvaltning övrig"], "Förvaltning", false)).toEqual(["Garanti"]);
    expect(toggleType([], "Garanti", true)).toEqual(["Garanti"]);
  });

  it("shows the Norwegian inspection remark under the warranty name", () => {
    expect(typeLabel("Befaring - Anmerkning")).toBe("Reklamasjon - ettårsbefaring");
    expect(typeLabel("Reklamasjon")).toBe("Reklamasjon");
    const found = filterAndSort([ERRAND_INSPECTION], { ...EMPTY_FILTERS, search: "ettårsbefaring" });
    expect(ids(found)).toEqual([ERRAND_INSPECTION.id]);
  });

  it("counts type, status, space, date range and building type once each; the search only in the board's variant", () => {
    const filters = {
      ...EMPTY_FILTERS,
      types: ["Garanti", "Tjänster"],
      statuses: ["registered"],
      spaces: ["Kök"],
      from: "2026-01-01",
      to: "2026-12-31",
      buildingTypes: ["Object"],
      search: "kran",
    };
    expect(activeFilterCount(filters, false)).toBe(5);
    expect(activeFilterCount(filters, true)).toBe(6);
    expect(activeFilterCount({ ...EMPTY_FILTERS, to: "2026-12-31" }, false)).toBe(1);
    expect(activeFilterCount({ ...EMPTY_FILTERS, search: "   " }, true)).toBe(0);
    expect(activeFilterCount(EMPTY_FILTERS, true)).toBe(0);
  });

  it("sorts by creation date, newest first, by default", () => {
    expect(ids(filterAndSort(ERRANDS, EMPTY_FILTERS))).toEqual(
      ids([ERRAND_REGISTERED, ERRAND_ONGOING, ERRAND_PAUSED, ERRAND_COMPLETED]),
    );
    expect(ids(filterAndSort(ERRANDS, { ...EMPTY_FILTERS, sort: "oldest" }))).toEqual(
      ids([ERRAND_COMPLETED, ERRAND_PAUSED, ERRAND_ONGOING, ERRAND_REGISTERED]),
    );
  });

  it("sorts by the status's rank (spec section 4): paused 100, registered 150, ongoing 200, completed 400", () => {
    expect(ids(filterAndSort(ERRANDS, { ...EMPTY_FILTERS, sort: "status" }))).toEqual(
      ids([ERRAND_PAUSED, ERRAND_REGISTERED, ERRAND_ONGOING, ERRAND_COMPLETED]),
    );
    expect(ids(filterAndSort(ERRANDS, { ...EMPTY_FILTERS, sort: "ticket" }))).toEqual(
      ids([ERRAND_REGISTERED, ERRAND_ONGOING, ERRAND_PAUSED, ERRAND_COMPLETED]),
    );
  });

  it("filters by status, type, space, building type, dates (inclusive) and every word of the search", () => {
    const by = (patch: Partial<typeof EMPTY_FILTERS>) => ids(filterAndSort(ERRANDS, { ...EMPTY_FILTERS, ...patch }));
    expect(by({ statuses: toggleStatus([], "ongoing", true) })).toEqual(ids([ERRAND_ONGOING, ERRAND_PAUSED]));
    expect(by({ types: toggleType([], "Förvaltning", true) })).toEqual(ids([ERRAND_ONGOING, ERRAND_PAUSED]));
    expect(by({ spaces: ["Kök"] })).toEqual(ids([ERRAND_ONGOING]));
    expect(by({ buildingTypes: ["Stairs"] })).toEqual(ids([ERRAND_PAUSED]));
    expect(by({ from: "2026-10-30", to: "2026-11-10" })).toEqual(ids([ERRAND_ONGOING, ERRAND_PAUSED]));
    expect(by({ search: "solrosvägen 10041" })).toEqual(ids([ERRAND_REGISTERED]));
    expect(by({ search: "solrosvägen 99999" })).toEqual([]);
  });

  it("keeps the filters in the address's query, and reads back the same (malformed values left out)", () => {
    const filters = {
      ...EMPTY_FILTERS,
      types: ["Förvaltning", "Förvaltning övrig"],
      statuses: ["registered"],
      buildingTypes: ["Property"],
      from: "2026-01-01",
      search: "kök",
      sort: "status" as const,
    };
    const query = queryOfFilters(filters, "?errandId=a1000000-0000-4000-8000-000000000001");
    expect(filtersFromQuery(query)).toEqual(filters);
    expect(errandIdOf(query)).toBe("a1000000-0000-4000-8000-000000000001");
    expect(queryOfFilters(EMPTY_FILTERS)).toBe("");
    expect(filtersFromQuery("?from=yesterday&sort=best&building=Castle")).toEqual(EMPTY_FILTERS);
    expect(withErrandId("?q=kran&errandId=x", null)).toBe("?q=kran");
    expect(errandIdOf("?errandId=<script>")).toBeNull();
  });
});
