import { describe, expect, it } from "vitest";
import { getSite } from "@housing/site-config";
import { areaHit, objectHit, stageHit } from "./map-fixtures";
import {
  boundsOf,
  collectionKey,
  compareReadingOrder,
  countryView,
  hitsOfView,
  toFeatureCollection,
} from "./map-features";

const hits = { stages: [stageHit(1)], objects: [objectHit(1), objectHit(2)], areas: [areaHit(1)] };

describe("hitsOfView", () => {
  it("draws the hits of the list's current view", () => {
    expect(hitsOfView("stage", hits)).toBe(hits.stages);
    expect(hitsOfView("object", hits)).toBe(hits.objects);
    expect(hitsOfView("area", hits)).toBe(hits.areas);
  });
});

describe("toFeatureCollection", () => {
  it("makes a point per hit at [lng, lat] carrying only the hit's id", () => {
    const stage = stageHit(1, { _geo: { lat: 59.5, lng: 18.25 } });
    expect(toFeatureCollection([stage])).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [18.25, 59.5] },
          properties: { hitId: stage.id },
        },
      ],
    });
  });

  it("leaves out hits without a position and repeated ids", () => {
    const placed = stageHit(1);
    const collection = toFeatureCollection([placed, stageHit(2, { _geo: null }), placed]);
    expect(collection.features.map((feature) => feature.properties.hitId)).toEqual([placed.id]);
  });
});

describe("boundsOf", () => {
  it("is null without points", () => {
    expect(boundsOf(toFeatureCollection([]))).toBeNull();
  });

  it("spans every point, west-south to east-north", () => {
    const collection = toFeatureCollection([
      stageHit(1, { _geo: { lat: 59.3, lng: 18.1 } }),
      stageHit(2, { _geo: { lat: 63.8, lng: 20.3 } }),
      stageHit(3, { _geo: { lat: 57.7, lng: 11.9 } }),
    ]);
    expect(boundsOf(collection)).toEqual([
      [11.9, 57.7],
      [20.3, 63.8],
    ]);
  });

  it("is a box of no size for one point", () => {
    expect(boundsOf(toFeatureCollection([stageHit(1, { _geo: { lat: 60, lng: 15 } })]))).toEqual([
      [15, 60],
      [15, 60],
    ]);
  });
});

describe("collectionKey", () => {
  it("changes when the hits or their positions change, not for equal hits", () => {
    const key = collectionKey(toFeatureCollection([stageHit(1), stageHit(2)]));
    expect(collectionKey(toFeatureCollection([stageHit(1), stageHit(2)]))).toBe(key);
    expect(collectionKey(toFeatureCollection([stageHit(1)]))).not.toBe(key);
    expect(collectionKey(toFeatureCollection([stageHit(1), stageHit(2, { _geo: { lat: 1, lng: 2 } })]))).not.toBe(key);
  });
});

describe("countryView", () => {
  it("opens on the site's country when there is nothing to fit", () => {
    expect(countryView(getSite("no")).center[0]).toBeLessThan(countryView(getSite("fi")).center[0]);
    expect(countryView(getSite("se"))).toEqual(countryView(getSite("se-en")));
  });
});

describe("compareReadingOrder", () => {
  it("puts northern markers first, then western ones", () => {
    const points = [
      { lat: 59, lng: 18 },
      { lat: 63, lng: 20 },
      { lat: 59, lng: 12 },
    ];
    expect(points.sort(compareReadingOrder)).toEqual([
      { lat: 63, lng: 20 },
      { lat: 59, lng: 12 },
      { lat: 59, lng: 18 },
    ]);
  });
});
