import { describe, expect, it } from "vitest";
import { explorerHash, parseExplorerHash } from "./explorer-hash";

describe("the explorer's hashes", () => {
  it("reads #explorer, a view and a home, and a linker", () => {
    expect(parseExplorerHash("#explorer")).toEqual({ kind: "open", viewId: null, apartmentNumber: null });
    expect(parseExplorerHash("#explorer/back")).toEqual({ kind: "open", viewId: "back", apartmentNumber: null });
    expect(parseExplorerHash("#explorer/back/1203")).toEqual({ kind: "open", viewId: "back", apartmentNumber: "1203" });
    expect(parseExplorerHash("#explorer-link=brochure-7")).toEqual({ kind: "link", linkerId: "brochure-7" });
  });

  it("leaves other hashes alone", () => {
    for (const hash of ["", "#map", "#explorers", "#explorer-link=", "#%E0%A4%A"])
      expect(parseExplorerHash(hash)).toBeNull();
  });

  it("writes what it reads", () => {
    expect(explorerHash(null, "1203")).toBe("explorer");
    expect(parseExplorerHash(`#${explorerHash("front", "1203")}`)).toEqual({
      kind: "open",
      viewId: "front",
      apartmentNumber: "1203",
    });
  });
});
