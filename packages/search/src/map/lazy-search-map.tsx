"use client";

import { useEffect, useId, useState, type ComponentType } from "react";
import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { VisuallyHidden } from "@housing/ui";
import { hitsOfView } from "./map-features";
import styles from "./lazy-search-map.module.css";

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
  /** The hits are being fetched: the map says nothing about an empty result until they arrive. */
  isLoading?: boolean;
}

type LoadState = { status: "loading" } | { status: "ready"; Map: ComponentType<SearchMapProps> } | { status: "failed" };

/** The module load, shared by every mount: opening the map a second time does not fetch it again. */
let loading: Promise<ComponentType<SearchMapProps>> | null = null;

function loadSearchMap(): Promise<ComponentType<SearchMapProps>> {
  loading ??= import("./search-map").then((module) => module.SearchMap);
  // A failed chunk (offline for a moment) may be retried on the next mount.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The map view. maplibre-gl is loaded only when this renders (a dynamic import after mount), so it
 * is never part of the search page's first-load JavaScript, nor of its server render.
 */
export function LazySearchMap(props: SearchMapProps) {
  const { t } = useI18n();
  const hintId = useId();
  const [state, setState] = useState<LoadState>({ status: "loading" });

  useEffect(() => {
    let isCurrent = true;
    loadSearchMap().then(
      (Map) => isCurrent && setState({ status: "ready", Map }),
      () => isCurrent && setState({ status: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  const withoutPosition = hitsOfView(props.view, props).filter((hit) => !hit._geo).length;

  return (
    <div
      role="region"
      aria-label={t("search.map.region")}
      aria-describedby={hintId}
      aria-busy={props.isLoading === true}
      className={styles.region}
    >
      <VisuallyHidden>
        <span id={hintId}>{t("search.map.keyboardHint")}</span>
      </VisuallyHidden>
      <div className={styles.frame}>
        {state.status === "ready" ? (
          <state.Map {...props} />
        ) : (
          <p className={styles.loading} role={state.status === "failed" ? "alert" : "status"}>
            {t(state.status === "failed" ? "search.map.loadError" : "search.map.loading")}
          </p>
        )}
      </div>
      {withoutPosition > 0 && !props.isLoading ? (
        <p className={styles.note}>{t("search.map.withoutPosition", { count: withoutPosition })}</p>
      ) : null}
    </div>
  );
}
