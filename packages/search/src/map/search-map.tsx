"use client";

// This module is only ever loaded through the dynamic import in lazy-search-map.tsx: it is the
// one place that imports maplibre-gl and its stylesheet, so neither is in the page's first load.
import "maplibre-gl/dist/maplibre-gl.css";
import {
  AttributionControl,
  getVersion,
  Map as MapLibreMap,
  NavigationControl,
  Popup,
  setWorkerUrl,
  type GeoJSONSource,
} from "maplibre-gl";
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import { useI18n } from "@housing/i18n/react";
import { baseStyle } from "./base-style";
import type { SearchMapProps } from "./lazy-search-map";
import { boundsOf, collectionKey, countryView, hitsOfView, toFeatureCollection } from "./map-features";
import { MapMarkers } from "./map-markers";
import { MapPopupCard } from "./map-popup-card";
import { useSearchImage } from "../media";
import { markerLabel, popupContent, type PopupContent } from "./popup-content";
import { mapWorkerUrl } from "./worker-url";
import styles from "./search-map.module.css";

const HITS_SOURCE = "hits";
const HITS_LAYER = "hits-anchor";
/** Past this zoom every point is its own marker; a street-level cluster would hide neighbours in one building. */
const CLUSTER_MAX_ZOOM = 14;
/** The zoom a single hit (or hits in one spot) opens at: the neighbourhood around it. */
const SINGLE_HIT_ZOOM = 12;
const FIT_PADDING = 56;

setWorkerUrl(mapWorkerUrl(getVersion()));

function withImage(content: PopupContent, toImage: ReturnType<typeof useSearchImage>): PopupContent {
  return { ...content, image: toImage(content.image) };
}

function prefersReducedMotion(): boolean {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** The map itself: MapLibre with the clustered hits, HTML markers for keyboard use, one popup card. */
export function SearchMap({ site, stages, objects, areas, view, styleUrl, isLoading = false }: SearchMapProps) {
  const i18n = useI18n();
  const toImage = useSearchImage();
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [isFailed, setFailed] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [popupElement] = useState(() => (typeof document === "undefined" ? null : document.createElement("div")));
  const markersRef = useRef<MapMarkers | null>(null);
  const popupRef = useRef<Popup | null>(null);

  const hits = useMemo(() => hitsOfView(view, { stages, objects, areas }), [view, stages, objects, areas]);
  const hitsById = useMemo(() => new Map(hits.map((hit) => [hit.id, hit])), [hits]);
  const collection = useMemo(() => toFeatureCollection(hits), [hits]);
  const key = collectionKey(collection);
  const selected = selectedId ? hitsById.get(selectedId) : undefined;

  // Latest values for the handlers MapLibre and the marker elements call back into.
  const latest = useRef({ hitsById, view, site, i18n });
  useLayoutEffect(() => {
    latest.current = { hitsById, view, site, i18n };
  });

  // Create the map once per style; it lives until the view closes.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const text = latest.current.i18n;
    let created: MapLibreMap;
    try {
      created = new MapLibreMap({
        container,
        style: styleUrl ?? baseStyle(),
        ...countryView(site),
        attributionControl: false,
        // Rotation and pitch add nothing to finding homes and make keyboard panning confusing.
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        locale: {
          "Map.Title": text.t("search.map.control.map"),
          "NavigationControl.ZoomIn": text.t("search.map.control.zoomIn"),
          "NavigationControl.ZoomOut": text.t("search.map.control.zoomOut"),
          "NavigationControl.ResetBearing": text.t("search.map.control.resetBearing"),
          "AttributionControl.ToggleAttribution": text.t("search.map.control.attribution"),
          "Popup.Close": text.t("search.map.popup.close"),
        },
      });
    } catch {
      // No WebGL (old device, disabled GPU): the list view has every result. MapLibre reports this
      // only by throwing from its constructor, so there is no event to set the state from.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailed(true);
      return;
    }
    created.touchZoomRotate.disableRotation();
    created.keyboard.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    created.addControl(new AttributionControl({ compact: false }), "bottom-right");

    let hasFallenBack = false;
    created.on("error", () => {
      // A configured style that cannot be fetched must not leave a blank map: fall back to the offline one.
      if (styleUrl && !hasFallenBack && !created.loaded()) {
        hasFallenBack = true;
        created.setStyle(baseStyle());
      }
    });
    created.on("load", () => {
      created.addSource(HITS_SOURCE, {
        type: "geojson",
        data: { type: "FeatureCollection", features: [] },
        cluster: true,
        clusterRadius: 48,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
      });
      // Markers are HTML (focusable, no glyphs needed); this invisible layer keeps the source's tiles loaded.
      created.addLayer({
        id: HITS_LAYER,
        type: "circle",
        source: HITS_SOURCE,
        paint: { "circle-radius": 1, "circle-opacity": 0, "circle-stroke-opacity": 0 },
      });
      setMap(created);
    });

    return () => {
      markersRef.current?.destroy();
      markersRef.current = null;
      popupRef.current?.remove();
      popupRef.current = null;
      setMap(null);
      created.remove();
    };
    // The map is rebuilt only for another style; hits and texts flow in through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl]);

  // HTML markers for the clusters and points in view, and the single popup.
  useEffect(() => {
    if (!map || !popupElement) return;
    const popup = new Popup({
      closeButton: false,
      focusAfterOpen: false,
      maxWidth: "20rem",
      offset: 22,
      className: styles.popup,
    }).setDOMContent(popupElement);
    popup.on("close", () => setSelectedId(null));
    popupRef.current = popup;
    const source = () => map.getSource<GeoJSONSource>(HITS_SOURCE);
    const markers = new MapMarkers(map, source, HITS_LAYER, {
      pointClass: `${styles.marker} ${styles.point}`,
      clusterClass: `${styles.marker} ${styles.cluster}`,
      describePoint: (hitId) => {
        const { hitsById: byId, view: currentView, site: currentSite, i18n: text } = latest.current;
        const hit = byId.get(hitId);
        return hit ? markerLabel(popupContent(hit, currentView, currentSite, text), text) : "";
      },
      describeCluster: (count) => {
        const { view: currentView, i18n: text } = latest.current;
        return text.t(`search.map.cluster.${currentView}`, { count });
      },
      onPoint: (hitId) => setSelectedId(hitId),
      reducedMotion: prefersReducedMotion,
    });
    markersRef.current = markers;
    return () => {
      markers.destroy();
      markersRef.current = null;
      popup.remove();
      popupRef.current = null;
    };
  }, [map, popupElement]);

  // List and map in sync: new hits replace the source's data and the camera fits them.
  useEffect(() => {
    if (!map) return;
    void map.getSource<GeoJSONSource>(HITS_SOURCE)?.setData(collection);
    const bounds = boundsOf(collection);
    if (!bounds) {
      map.jumpTo(countryView(site));
    } else if (bounds[0][0] === bounds[1][0] && bounds[0][1] === bounds[1][1]) {
      map.jumpTo({ center: bounds[0], zoom: SINGLE_HIT_ZOOM });
    } else {
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: SINGLE_HIT_ZOOM, duration: 0 });
    }
    markersRef.current?.reset();
    // `key` stands for `collection`: equal hits from a re-render must not move the camera.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);

  // The popup follows the selection; a hit that left the results closes it.
  useEffect(() => {
    const popup = popupRef.current;
    if (!map || !popup) return;
    markersRef.current?.setExpanded(selected?.id ?? null);
    if (!selected?._geo) {
      if (popup.isOpen()) popup.remove();
      return;
    }
    popup.setLngLat([selected._geo.lng, selected._geo.lat]);
    if (!popup.isOpen()) popup.addTo(map);
    popupElement?.querySelector<HTMLElement>("[data-popup-focus]")?.focus();
    // A card by the map's edge would be cut off (on a phone, most are): move the map until it fits.
    const frame = requestAnimationFrame(() => {
      const card = popup.getElement()?.getBoundingClientRect();
      const box = map.getContainer().getBoundingClientRect();
      if (!card) return;
      const margin = 8;
      const overflow = (start: number, end: number, min: number, max: number) =>
        start < min + margin ? start - min - margin : end > max - margin ? end - max + margin : 0;
      const dx = overflow(card.left, card.right, box.left, box.right);
      const dy = overflow(card.top, card.bottom, box.top, box.bottom);
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: prefersReducedMotion() ? 0 : 300 });
    });
    return () => cancelAnimationFrame(frame);
  }, [map, selected, popupElement]);

  const closePopup = (isReturningFocus: boolean) => {
    const id = selectedId;
    popupRef.current?.remove();
    if (isReturningFocus && id) markersRef.current?.focusPoint(id);
  };

  // Escape from anywhere in the map (a marker, the canvas) closes an open card, as it does inside the card.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && selectedId) closePopup(true);
  };

  return (
    <div className={styles.map} onKeyDown={onKeyDown}>
      <div ref={containerRef} className={styles.canvas} />
      {isFailed ? (
        <p className={styles.notice} role="alert">
          {i18n.t("search.map.loadError")}
        </p>
      ) : map && !isLoading && collection.features.length === 0 ? (
        <p className={styles.notice} role="status">
          {i18n.t("search.map.empty")}
        </p>
      ) : null}
      {popupElement && selected
        ? createPortal(
            <MapPopupCard
              content={withImage(popupContent(selected, view, site, i18n), toImage)}
              closeLabel={i18n.t("search.map.popup.close")}
              onClose={closePopup}
            />,
            popupElement,
          )
        : null}
    </div>
  );
}
