import maplibrePackage from "maplibre-gl/package.json";
import { describe, expect, it } from "vitest";
import baseMap from "./base-map.json";
import { baseStyle } from "./base-style";
import { mapWorkerUrl } from "./worker-url";

describe("the offline base style", () => {
  const style = baseStyle();

  it("fetches nothing: no glyphs, sprites, tiles or remote data", () => {
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    for (const source of Object.values(style.sources)) {
      expect(source.type).toBe("geojson");
      expect(typeof (source as { data: unknown }).data).toBe("object");
    }
    // Text needs glyphs; markers and their counts are HTML instead.
    expect(style.layers.map((layer) => layer.type)).not.toContain("symbol");
  });

  it("credits Natural Earth", () => {
    expect(JSON.stringify(style.sources)).toContain("Natural Earth");
  });

  it("ships the Nordic countries as a small GeoJSON file", () => {
    // The file is this JSON without spaces: its size in the lazy chunk.
    expect(JSON.stringify(baseMap).length).toBeLessThan(250 * 1024);
    const countries = baseMap.features.filter((feature) => !("border" in feature.properties));
    expect(countries.filter((feature) => "nordic" in feature.properties && feature.properties.nordic)).toHaveLength(6);
    for (const feature of countries) expect(["Polygon", "MultiPolygon"]).toContain(feature.geometry.type);
  });
});

describe("mapWorkerUrl", () => {
  it("names the worker the site-shell config copies into public/_map/, by maplibre-gl's version", () => {
    const { version } = maplibrePackage;
    expect(mapWorkerUrl(version)).toBe(`/_map/maplibre-gl-worker-${version}.mjs`);
  });
});
