"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, visuallyHiddenClassName } from "@housing/ui";
import { LazySearchMap } from "../map/lazy-search-map";
import { SortSelect } from "./filter-panel";
import { AreaHitCard, ObjectHitCard, StageHitCard } from "./hit-cards";
import type { SearchResults } from "./use-search-results";
import { isAdvanced, RESULT_VIEWS, type ResultView, type SearchState } from "./url-state";
import styles from "./home-search.module.css";

function HitList<THit extends { id: string }>({
  hits,
  hasMore,
  isLoadingMore,
  onMore,
  renderHit,
  total,
}: {
  hits: THit[];
  hasMore: boolean;
  isLoadingMore: boolean;
  onMore?: () => void;
  renderHit: (hit: THit, index: number) => ReactNode;
  total: number;
}) {
  const { t } = useI18n();
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  // After "show more" the first new card's link takes focus, so a keyboard user carries on where the list grew.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || hits.length <= index) return;
    listRef.current?.children[index]?.querySelector<HTMLElement>("a[href]")?.focus();
    focusIndex.current = null;
  }, [hits.length]);

  return (
    <>
      {/* data-search-list: the list scroll-memory.ts keeps the visitor's place in. */}
      <ul ref={listRef} className={styles.list} data-search-list="">
        {hits.map((hit, index) => (
          <li key={hit.id}>{renderHit(hit, index)}</li>
        ))}
      </ul>
      {onMore && (hasMore || isLoadingMore) ? (
        <div className={styles.more}>
          <p className={styles.shown}>{t("search.home.results.shown", { shown: hits.length, total })}</p>
          <Button
            variant="secondary"
            aria-busy={isLoadingMore}
            disabled={isLoadingMore}
            onClick={() => {
              focusIndex.current = hits.length;
              onMore();
            }}
          >
            {isLoadingMore ? t("search.home.results.loading") : t("search.home.results.more")}
          </Button>
        </div>
      ) : null}
    </>
  );
}

const VIEW_LABELS = {
  stage: "search.home.views.stage",
  object: "search.home.views.object",
  area: "search.home.views.area",
} as const;

const RESULT_LABELS = {
  stage: "search.home.results.stage",
  object: "search.home.results.object",
  area: "search.home.results.area",
} as const;

export interface ResultsSectionProps {
  site: SiteConfig;
  state: SearchState;
  results: SearchResults;
  onChange: (next: SearchState) => void;
  onMore: (view: ResultView) => void;
  onClear: () => void;
  /** The map style the site's deployment configured (HOUSING_MAP_STYLE_URL); absent means the offline base. */
  mapStyleUrl?: string;
}

/** The result views (#stage, #object, #area, and #map on the advanced search), their lists and states. */
export function ResultsSection({ site, state, results, onChange, onMore, onClear, mapStyleUrl }: ResultsSectionProps) {
  const { t } = useI18n();
  const headingId = useId();
  const advanced = isAdvanced(site);
  const list = state.view === "object" ? results.objects : state.view === "area" ? results.areas : results.stages;
  const count = results.counts?.[state.view];
  const isEmpty = !results.isError && !results.isInitialLoading && !results.isStale && count === 0;
  // On the map the hash stays #map, so the marker kind lives in the state only (the address does
  // not change, so no history entry is added); leaving the map keeps it as the list's view.
  const setView = (view: ResultView) => onChange({ ...state, view });
  const shownView = state.view;

  let body: ReactNode;
  if (results.isError) {
    body = (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>{t("search.home.results.error")}</p>
        <p>{t("search.home.results.errorHint")}</p>
        <Button variant="secondary" onClick={results.retry}>
          {t("search.home.results.retry")}
        </Button>
      </div>
    );
  } else if (isEmpty) {
    body = (
      <div className={styles.message}>
        <p className={styles.messageTitle}>{t("search.home.results.empty")}</p>
        <p>{t("search.home.results.emptyHint")}</p>
        <Button variant="secondary" onClick={onClear}>
          {t("search.home.filters.clear")}
        </Button>
      </div>
    );
  } else if (results.isInitialLoading) {
    body = <div className={styles.placeholder}>{t("search.home.results.loading")}</div>;
  } else if (state.isMap && advanced) {
    body = (
      <LazySearchMap
        site={site}
        stages={results.map.stages}
        objects={results.map.objects}
        areas={results.map.areas}
        view={state.view}
        isLoading={results.isStale}
        styleUrl={mapStyleUrl}
      />
    );
  } else if (state.view === "object") {
    body = (
      <HitList
        hits={results.objects.hits}
        total={list.total}
        hasMore={results.objects.hasMore}
        isLoadingMore={results.isLoadingMore}
        onMore={() => onMore("object")}
        renderHit={(hit) => <ObjectHitCard hit={hit} site={site} />}
      />
    );
  } else if (state.view === "area") {
    body = (
      <HitList
        hits={results.areas.hits}
        total={list.total}
        hasMore={false}
        isLoadingMore={false}
        renderHit={(hit) => <AreaHitCard hit={hit} />}
      />
    );
  } else {
    body = (
      <HitList
        hits={results.stages.hits}
        total={list.total}
        hasMore={results.stages.hasMore}
        isLoadingMore={results.isLoadingMore}
        onMore={() => onMore("stage")}
        // The first project's image is the page's largest paint on most screens: loaded first, never lazily.
        renderHit={(hit, index) => <StageHitCard hit={hit} site={site} isPriority={index === 0} />}
      />
    );
  }

  return (
    <section className={styles.results} aria-labelledby={headingId}>
      <h2 id={headingId} className={visuallyHiddenClassName}>
        {t("search.home.results.heading")}
      </h2>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t("search.home.views.label")} className={styles.segmented}>
          {RESULT_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              aria-pressed={shownView === view}
              className={styles.segment}
              onClick={() => setView(view)}
            >
              {t(VIEW_LABELS[view], { count: results.counts ? results.counts[view] : "…" })}
            </button>
          ))}
        </div>
        {advanced ? (
          <div role="group" aria-label={t("search.home.display.label")} className={styles.segmented}>
            <button
              type="button"
              aria-pressed={!state.isMap}
              className={styles.segment}
              onClick={() => onChange({ ...state, isMap: false })}
            >
              {t("search.home.display.list")}
            </button>
            <button
              type="button"
              aria-pressed={state.isMap}
              className={styles.segment}
              onClick={() => onChange({ ...state, isMap: true })}
            >
              {t("search.home.display.map")}
            </button>
          </div>
        ) : null}
        <SortSelect state={state} onChange={onChange} />
      </div>
      <div role="status" className={visuallyHiddenClassName}>
        {count !== undefined && !results.isStale && !results.isError
          ? t(RESULT_LABELS[shownView], { count: results.counts?.[shownView] ?? 0 })
          : ""}
      </div>
      <div className={results.isStale ? `${styles.body} ${styles.stale}` : styles.body} aria-busy={results.isStale}>
        {body}
      </div>
    </section>
  );
}
