import { describe, expect, it } from "vitest";
import { mapStyleUrl } from "./env";

describe("mapStyleUrl (HOUSING_MAP_STYLE_URL)", () => {
  it("is undefined when unset or blank: the offline base map", () => {
    expect(mapStyleUrl({})).toBeUndefined();
    expect(mapStyleUrl({ HOUSING_MAP_STYLE_URL: "  " })).toBeUndefined();
  });

  it("takes an http(s) URL or a site path", () => {
    expect(mapStyleUrl({ HOUSING_MAP_STYLE_URL: "https://tiles.example/style.json" })).toBe(
      "https://tiles.example/style.json",
    );
    expect(mapStyleUrl({ HOUSING_MAP_STYLE_URL: "/map/style.json" })).toBe("/map/style.json");
  });

  it("fails loudly with the variable's name for anything else", () => {
    expect(() => mapStyleUrl({ HOUSING_MAP_STYLE_URL: "tiles.example/style.json" })).toThrow(/HOUSING_MAP_STYLE_URL/);
    expect(() => mapStyleUrl({ HOUSING_MAP_STYLE_URL: "//tiles.example/style.json" })).toThrow(/HOUSING_MAP_STYLE_URL/);
  });
});
