"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { searchTags } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { INHABIT_DATES, type GeoPoint, type TagHit } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Container, controlClassNames } from "@housing/ui";
import type { SearchTemplateProps } from "../template-props";
import { FilterPanel } from "./filter-panel";
import { parsePosition, requestPosition, savedPositionText } from "./geo";
import { ResultsSection } from "./results-section";
import {
  isHistoryReturn,
  listAnchor,
  markSearchMounted,
  readPosition,
  restoreListPosition,
  savePosition,
  startFreshVisit,
  type SavedListPosition,
} from "./scroll-memory";
import { hitsQueryKey, readInitialData, tagsQueryKey } from "./search-data";
import { SeoPlaceLinks, seoPlaceOf } from "./seo-place-links";
import { TagCombobox, type SuggestTags } from "./tag-combobox";
import { CHANGE_MARK, PAINT_MEASURE, useSearchLocation } from "./use-search-location";
import { SaveSearch } from "./save-search";
import { useSearchResults } from "./use-search-results";
import {
  clearFilters,
  filterKeyOf,
  GEO_AUTO_RADIUS_KM,
  isAdvanced,
  parseSearchLocation,
  savedSearchQueryOf,
  toSearchFilter,
  type ResultView,
  type SearchState,
} from "./url-state";
import styles from "./home-search.module.css";

const noSubscription = () => () => undefined;
const noPosition = () => null;

/** Where a template without a location (a preview) searches from. */
const START_LOCATION = { path: "/", query: "" };

interface Pages {
  /** The search the page counts belong to; another search starts again at one page (spec section 4). */
  key: string;
  stage: number;
  object: number;
}

/**
 * Templates "SearchPage", "SeoCountyPage" and "SeoMunicipalityPage": the home search (spec
 * section 2, "Search page"; 3, "Search filter"; 4, "Search"). The SEO place pages are the same
 * search with their place chosen, under the page's own title and with its place links below.
 */
export function HomeSearchPage(props: SearchTemplateProps & { mapStyleUrl?: string }) {
  const { site, location, initialData } = props;
  const queryClient = useQueryClient();
  // The server's first page goes into the query cache under the keys the browser will ask for.
  // In a component of its own: hydrating, React yields between components, so on a phone this
  // first run and the search's first render below are two short tasks instead of one long one.
  useState(() => {
    const data = readInitialData(initialData);
    if (!data) return;
    const initialState = parseSearchLocation(location ?? START_LOCATION, site);
    if (filterKeyOf(initialState, site) !== data.filterKey) return;
    queryClient.setQueryData(tagsQueryKey(site, data.tagUrls), data.tags);
    queryClient.setQueryData(hitsQueryKey(site, "summary", initialState, null), data.summary);
  });
  return <HomeSearch {...props} />;
}

function HomeSearch({ model, site, location, mapStyleUrl }: SearchTemplateProps & { mapStyleUrl?: string }) {
  const { t } = useI18n();
  const http = useApiHttp();
  const queryClient = useQueryClient();
  const initialLocation = location ?? START_LOCATION;
  const advanced = isAdvanced(site);

  const { state, push, replace, hasPendingChange, settleChange } = useSearchLocation(site, initialLocation);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const filterKey = filterKeyOf(state, site);

  // A geo=auto URL opened again (reload, Back) searches around the position this tab was given before.
  // Read only for a geo=auto URL: a tab's first access to session storage waits on the browser process.
  const storedPosition = useSyncExternalStore(
    noSubscription,
    state.isGeoAuto ? savedPositionText : noPosition,
    noPosition,
  );
  const [givenPosition, setPosition] = useState<GeoPoint | null>(null);
  const position = givenPosition ?? (state.isGeoAuto ? parsePosition(storedPosition) : null);

  const [pages, setPages] = useState<Pages>({ key: filterKey, stage: 1, object: 1 });
  const stagePages = pages.key === filterKey ? pages.stage : 1;
  const objectPages = pages.key === filterKey ? pages.object : 1;

  const results = useSearchResults({ site, state, position, stagePages, objectPages });

  // Back from a stage or home page restores the list length and the scroll position; a fresh visit starts over.
  const restoring = useRef<SavedListPosition | null>(null);
  const hasCheckedReturn = useRef(false);
  useEffect(() => {
    const unmount = markSearchMounted();
    // Once per mount, even where development runs effects twice.
    if (hasCheckedReturn.current) return unmount;
    hasCheckedReturn.current = true;
    if (!isHistoryReturn()) {
      startFreshVisit();
      return unmount;
    }
    const saved = readPosition();
    if (saved) {
      restoring.current = saved;
      const current = parseSearchLocation(
        { path: window.location.pathname, query: window.location.search.slice(1), hash: window.location.hash },
        site,
      );
      // Session storage is outside React and only readable after hydration: a one-off sync on mount.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPages({ key: filterKeyOf(current, site), stage: saved.stagePages, object: saved.objectPages });
    }
    return unmount;
  }, [site]);
  useEffect(() => {
    const saved = restoring.current;
    // Waits until the restored list length is shown and loaded, so the position exists again.
    if (!saved || !results.isSettled || stagePages !== saved.stagePages || objectPages !== saved.objectPages) return;
    restoring.current = null;
    requestAnimationFrame(() => restoreListPosition(saved));
  }, [results.isSettled, stagePages, objectPages]);
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (!restoring.current)
          savePosition({ scrollY: window.scrollY, anchor: listAnchor(), stagePages, objectPages });
      });
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
    };
  }, [stagePages, objectPages, state]);

  // The benchmark's measure: from the change to the first frame painted with its results.
  useEffect(() => {
    if (!hasPendingChange() || !results.isSettled) return;
    settleChange();
    requestAnimationFrame(() => {
      try {
        performance.measure(PAINT_MEASURE, CHANGE_MARK);
      } catch {
        // The mark was cleared by someone else; nothing to measure.
      }
    });
  }, [state, results.isSettled, hasPendingChange, settleChange]);

  const change = useCallback(
    (next: SearchState) => {
      const previous = stateRef.current;
      push(next);
      // Spec section 4: geo=auto is added when the inhabit date becomes "now" and the browser gives a position.
      if (advanced && next.inhabitDate === INHABIT_DATES.now && previous.inhabitDate !== INHABIT_DATES.now) {
        requestPosition().then(
          (point) => {
            if (!point) return;
            setPosition(point);
            const latest = stateRef.current;
            if (latest.inhabitDate === INHABIT_DATES.now) replace({ ...latest, isGeoAuto: true });
          },
          () => undefined,
        );
      }
    },
    [advanced, push, replace],
  );

  const showMore = (view: ResultView) =>
    setPages({
      key: filterKey,
      stage: stagePages + (view === "stage" ? 1 : 0),
      object: objectPages + (view === "object" ? 1 : 0),
    });

  const addTag = (tag: TagHit) => {
    const urls = [...state.tagUrls, tag.url];
    queryClient.setQueryData(tagsQueryKey(site, urls), [...results.tags, tag]);
    change({ ...state, tagUrls: urls });
  };
  const removeTag = (tag: TagHit) => {
    const urls = state.tagUrls.filter((url) => url !== tag.url);
    queryClient.setQueryData(
      tagsQueryKey(site, urls),
      results.tags.filter((chosen) => chosen.url !== tag.url),
    );
    change({ ...state, tagUrls: urls });
  };
  const suggest: SuggestTags = async (text, signal) => {
    // Suggestions are counted under the other filters, not under the tags already chosen.
    const filter = toSearchFilter(stateRef.current, [], site, position);
    const { hits } = await searchTags(http, { siteId: site.siteId, text, filter }, { signal });
    return hits;
  };
  const clear = () => change(clearFilters(state));

  const seo = seoPlaceOf(model, initialLocation, site);
  const isOnSeoPlace = seo !== null && state.tagUrls.length === 1 && state.tagUrls[0] === seo.tagUrl;
  const title = seo && !isOnSeoPlace ? t("search.home.title") : model.title;
  const lead = seo && !isOnSeoPlace ? "" : model.description;

  return (
    <Container className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        <SaveSearch site={site} query={savedSearchQueryOf(state, site)} />
      </header>
      <div className={styles.layout}>
        <form
          role="search"
          aria-label={t("search.home.form")}
          className={styles.form}
          onSubmit={(event) => event.preventDefault()}
        >
          <TagCombobox
            chosen={results.tags}
            onAdd={addTag}
            onRemove={removeTag}
            suggest={suggest}
            suggestKey={`${site.code}|${filterKeyOf({ ...state, tagUrls: [] }, site)}`}
          />
          <FilterPanel site={site} state={state} facets={results.facets} onChange={change} onClear={clear} />
          {state.isGeoAuto && position ? (
            <p className={controlClassNames.hint}>{t("search.home.geo.active", { km: GEO_AUTO_RADIUS_KM })}</p>
          ) : null}
        </form>
        <ResultsSection
          site={site}
          state={state}
          results={results}
          onChange={change}
          onMore={showMore}
          onClear={clear}
          mapStyleUrl={mapStyleUrl}
        />
      </div>
      {seo && isOnSeoPlace ? <SeoPlaceLinks place={seo} /> : null}
    </Container>
  );
}
