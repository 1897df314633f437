import { Marker, type GeoJSONSource, type Map as MapLibreMap } from "maplibre-gl";
import { compareReadingOrder } from "./map-features";

/*
 * WCAG 2.1.1: a WebGL canvas has no per-marker keyboard stops, so every cluster and point in view
 * is an HTML <button> placed by MapLibre, in reading order (top to bottom, left to right). The
 * source still clusters (supercluster in the worker); these buttons mirror what it answers.
 */

export interface MapMarkersOptions {
  pointClass: string;
  clusterClass: string;
  /** The point's accessible name ("name, price"). */
  describePoint: (hitId: string) => string;
  describeCluster: (count: number) => string;
  onPoint: (hitId: string) => void;
  reducedMotion: () => boolean;
}

/** What queryRenderedFeatures answers for this source, in the shape the clustering worker gives it. */
interface SourcePoint {
  geometry: { type: string; coordinates: [number, number] };
  properties: Record<string, unknown>;
}

interface Entry {
  marker: Marker;
  element: HTMLButtonElement;
  lng: number;
  lat: number;
  hitId: string | null;
}

export class MapMarkers {
  private readonly entries = new Map<string, Entry>();
  /** After a cluster opens, focus goes to the marker nearest to where it was, so the keyboard user stays in place. */
  private focusNear: { lng: number; lat: number } | null = null;
  private expandedId: string | null = null;
  private isDestroyed = false;

  constructor(
    private readonly map: MapLibreMap,
    private readonly source: () => GeoJSONSource | undefined,
    /** The (invisible) layer drawing the source: what it renders is what the markers mirror. */
    private readonly layerId: string,
    private readonly options: MapMarkersOptions,
  ) {
    // Idle: the camera has stopped and every tile is in, so the rendered clusters are those of this
    // zoom only (while tiles load, parent and child tiles both answer and a hit would count twice).
    map.on("idle", this.refresh);
    this.refresh();
  }

  destroy(): void {
    this.isDestroyed = true;
    this.map.off("idle", this.refresh);
    for (const entry of this.entries.values()) entry.marker.remove();
    this.entries.clear();
  }

  /** New data: cluster ids start over with it; the next idle draws the new markers. */
  reset(): void {
    for (const entry of this.entries.values()) entry.marker.remove();
    this.entries.clear();
  }

  /** Marks the point whose popup is open (aria-expanded), and only that one. */
  setExpanded(hitId: string | null): void {
    this.expandedId = hitId;
    for (const entry of this.entries.values()) {
      if (entry.hitId !== null) entry.element.setAttribute("aria-expanded", String(entry.hitId === hitId));
    }
  }

  /** Focus back on a point (the popup closed); the map itself when the point is no longer drawn. */
  focusPoint(hitId: string): void {
    const entry = this.entries.get(`point:${hitId}`);
    if (entry) entry.element.focus();
    else this.map.getCanvas().focus();
  }

  readonly refresh = (): void => {
    if (this.isDestroyed || !this.source() || !this.map.isSourceLoaded("hits")) return;
    const wanted = new Map<
      string,
      { lng: number; lat: number; hitId: string | null; count: number; clusterId: number }
    >();
    const rendered = this.map.queryRenderedFeatures({ layers: [this.layerId] }) as unknown as SourcePoint[];
    for (const feature of rendered) {
      if (feature.geometry.type !== "Point") continue;
      const [lng, lat] = feature.geometry.coordinates;
      const properties = feature.properties;
      if (properties.cluster) {
        const clusterId = Number(properties.cluster_id);
        // The id alone is reused by other data; with count and place a key never names a stale cluster.
        wanted.set(`cluster:${clusterId}:${properties.point_count as number}@${lng},${lat}`, {
          lng,
          lat,
          hitId: null,
          count: Number(properties.point_count),
          clusterId,
        });
      } else if (typeof properties.hitId === "string") {
        wanted.set(`point:${properties.hitId}`, { lng, lat, hitId: properties.hitId, count: 1, clusterId: -1 });
      }
    }

    for (const [key, entry] of this.entries) {
      if (wanted.has(key)) continue;
      entry.marker.remove();
      this.entries.delete(key);
    }
    for (const [key, want] of wanted) {
      const existing = this.entries.get(key);
      if (existing) {
        // A point's label can change with the hits (a new price) while its id stays.
        if (want.hitId) existing.element.setAttribute("aria-label", this.options.describePoint(want.hitId));
        continue;
      }
      this.entries.set(key, this.create(want));
    }
    this.order();
    this.takePendingFocus();
  };

  private create(want: { lng: number; lat: number; hitId: string | null; count: number; clusterId: number }): Entry {
    const element = document.createElement("button");
    element.type = "button";
    if (want.hitId !== null) {
      const hitId = want.hitId;
      element.className = this.options.pointClass;
      element.setAttribute("aria-label", this.options.describePoint(hitId));
      element.setAttribute("aria-haspopup", "dialog");
      element.setAttribute("aria-expanded", String(this.expandedId === hitId));
      element.dataset.hitId = hitId;
      element.addEventListener("click", () => this.options.onPoint(hitId));
    } else {
      element.className = this.options.clusterClass;
      element.setAttribute("aria-label", this.options.describeCluster(want.count));
      // The count is drawn as text (no glyphs needed), hidden from the name, which says it in words.
      const count = document.createElement("span");
      count.setAttribute("aria-hidden", "true");
      count.textContent = String(want.count);
      element.append(count);
      element.dataset.cluster = String(want.count);
      element.addEventListener("click", () => void this.expand(element, want.clusterId, want.lng, want.lat));
    }
    // Clicks on a marker are the marker's, not the map's: the map's click would close the popup it opens.
    element.addEventListener("mousedown", (event) => event.stopPropagation());
    element.addEventListener("click", (event) => event.stopPropagation());
    const marker = new Marker({ element, anchor: "center" }).setLngLat([want.lng, want.lat]).addTo(this.map);
    return { marker, element, lng: want.lng, lat: want.lat, hitId: want.hitId };
  }

  private async expand(element: HTMLButtonElement, clusterId: number, lng: number, lat: number): Promise<void> {
    const source = this.source();
    if (!source) return;
    const zoom = await source.getClusterExpansionZoom(clusterId);
    if (element === document.activeElement) this.focusNear = { lng, lat };
    this.map.easeTo({ center: [lng, lat], zoom, duration: this.options.reducedMotion() ? 0 : 400 });
  }

  /** Re-appends the markers in reading order when it changed, which sets the Tab order. */
  private order(): void {
    const sorted = [...this.entries.values()].sort(compareReadingOrder);
    const current = [...this.entries.values()].map((entry) => entry.element);
    const parent = sorted[0]?.element.parentElement;
    if (!parent) return;
    const inDom = [...parent.querySelectorAll(":scope > button")].filter((element) =>
      current.includes(element as HTMLButtonElement),
    );
    if (inDom.every((element, index) => element === sorted[index]?.element)) return;
    const focused = document.activeElement;
    for (const entry of sorted) parent.append(entry.element);
    // Moving an element drops its focus; give it back.
    if (focused instanceof HTMLElement && focused !== document.activeElement) focused.focus();
  }

  private takePendingFocus(): void {
    const near = this.focusNear;
    if (!near || this.entries.size === 0) return;
    // Wait while the cluster is still in the DOM: the camera has not arrived yet.
    if (document.activeElement instanceof HTMLButtonElement && this.hasElement(document.activeElement)) return;
    this.focusNear = null;
    let best: Entry | undefined;
    let bestDistance = Infinity;
    for (const entry of this.entries.values()) {
      const distance = Math.hypot(entry.lng - near.lng, entry.lat - near.lat);
      if (distance < bestDistance) {
        best = entry;
        bestDistance = distance;
      }
    }
    best?.element.focus();
  }

  private hasElement(element: Element): boolean {
    for (const entry of this.entries.values()) if (entry.element === element) return true;
    return false;
  }
}
