import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/*
 * The pure half of the map view: which hits it draws, as what GeoJSON, and where the camera goes.
 * Kept free of maplibre-gl so it is tested without WebGL and stays out of the lazy chunk's way.
 */

export type MapView = "object" | "stage" | "area";
export type MapHit = ObjectHit | StageHit | AreaHit;

/** A point of the clustered source. Only the hit's id travels to the worker; the card reads the hit itself. */
export interface HitFeature {
  type: "Feature";
  id?: undefined;
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: { hitId: string };
}

export interface HitFeatureCollection {
  type: "FeatureCollection";
  features: HitFeature[];
}

/** West-south and east-north corners, [lng, lat] as MapLibre takes them. */
export type Bounds = [[number, number], [number, number]];

/** The hits of the list's current result view (spec section 2: #object, #stage and #area switch it). */
export function hitsOfView(
  view: MapView,
  hits: { stages: readonly StageHit[]; objects: readonly ObjectHit[]; areas: readonly AreaHit[] },
): readonly MapHit[] {
  if (view === "object") return hits.objects;
  if (view === "area") return hits.areas;
  return hits.stages;
}

/**
 * The hits with a position as points. A hit without `_geo` (spec section 3: null when the catalogue
 * has none) cannot be placed, and neither can a duplicate id (the same hit twice would show twice).
 */
export function toFeatureCollection(hits: readonly MapHit[]): HitFeatureCollection {
  const seen = new Set<string>();
  const features: HitFeature[] = [];
  for (const hit of hits) {
    if (!hit._geo || seen.has(hit.id)) continue;
    seen.add(hit.id);
    features.push({
      type: "Feature",
      geometry: { type: "Point", coordinates: [hit._geo.lng, hit._geo.lat] },
      properties: { hitId: hit.id },
    });
  }
  return { type: "FeatureCollection", features };
}

/** The box around all points, or null for none. One point gives a box of zero size; the caller zooms to a fixed level. */
export function boundsOf(collection: HitFeatureCollection): Bounds | null {
  if (collection.features.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { geometry } of collection.features) {
    const [lng, lat] = geometry.coordinates;
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * Where the map opens when there is nothing to fit: the site's country. The Nordic sites sell
 * only at home, so a visitor with no hits still sees the country they searched in.
 */
export function countryView(site: SiteConfig): { center: [number, number]; zoom: number } {
  switch (site.country) {
    case "no":
      return { center: [12, 64.5], zoom: 3.4 };
    case "fi":
      return { center: [26, 64.5], zoom: 3.6 };
    default:
      return { center: [16.5, 62.5], zoom: 3.6 };
  }
}

/**
 * A key that changes exactly when the drawn set changes, so the camera refits when the filters
 * change the hits (list and map in sync) but not when the parent re-renders with equal hits.
 */
export function collectionKey(collection: HitFeatureCollection): string {
  return collection.features
    .map(({ properties, geometry }) => `${properties.hitId}@${geometry.coordinates.join(",")}`)
    .join(";");
}

/** Marker tab order: top to bottom, then left to right, the order a sighted reader scans the map in. */
export function compareReadingOrder(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  return b.lat - a.lat || a.lng - b.lng;
}
