import type { ExplorerObject } from "@housing/contracts/explorer";
import type { Country } from "@housing/site-config";
import { shownPrice } from "./filters";

export const TABLE_COLUMNS = ["number", "floor", "rooms", "area", "price", "status"] as const;
export type TableColumn = (typeof TABLE_COLUMNS)[number];
export interface TableSort {
  column: TableColumn;
  direction: "ascending" | "descending";
}

export const DEFAULT_SORT: TableSort = { column: "number", direction: "ascending" };

const byNumber = (a: string, b: string) => a.localeCompare(b, "en", { numeric: true });

/** Homes sorted by a column; homes without a price (sold) go last either way; ties by number. */
export function sortHomes(objects: readonly ExplorerObject[], sort: TableSort, country: Country): ExplorerObject[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  const value = (object: ExplorerObject): number | string | null => {
    switch (sort.column) {
      case "number":
        return object.apartmentNumber;
      case "floor":
        return object.floor;
      case "rooms":
        return object.possibleRooms.min;
      case "area":
        return object.primaryArea;
      case "price":
        return shownPrice(object, country);
      case "status":
        return object.objectStatus;
    }
  };
  return [...objects].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === null || vb === null) {
      if (va !== vb) return va === null ? 1 : -1;
    } else {
      const order = typeof va === "number" && typeof vb === "number" ? va - vb : byNumber(String(va), String(vb));
      if (order !== 0) return sign * order;
    }
    return byNumber(a.apartmentNumber, b.apartmentNumber);
  });
}

/** The next sort after a column's header is pressed: a new column ascending, the same column flipped. */
export function nextSort(current: TableSort, column: TableColumn): TableSort {
  if (current.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
