"use client";

import { keepPreviousData, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { searchObjects, searchStages, searchStagesAndAreas } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import {
  SEARCH_LIMITS,
  type AreaHit,
  type GeoPoint,
  type ObjectHit,
  type ResidenceFacets,
  type StageHit,
  type TagHit,
} from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { fetchTags, hitsQueryKey, PAGE_SIZE, tagsQueryKey } from "./search-data";
import { toSearchFilter, type ResultView, type SearchState } from "./url-state";

export interface ListResult<THit> {
  hits: THit[];
  total: number;
  /** More pages exist than are shown. */
  hasMore: boolean;
}

export interface SearchResults {
  tags: TagHit[];
  counts: Record<ResultView, number> | null;
  facets: ResidenceFacets;
  stages: ListResult<StageHit>;
  objects: ListResult<ObjectHit>;
  areas: ListResult<AreaHit>;
  /** The map's hits: the bulk size (400) under the same filter. */
  map: { stages: StageHit[]; objects: ObjectHit[]; areas: AreaHit[] };
  /** The shown hits belong to an earlier search while the new one loads. */
  isStale: boolean;
  /** Loading the next page of the current list. */
  isLoadingMore: boolean;
  /** Nothing to show yet (first load in the browser). */
  isInitialLoading: boolean;
  isError: boolean;
  /** The current view's pages are all loaded (scroll restoration waits for it). */
  isSettled: boolean;
  retry: () => void;
}

const range = (count: number) => Array.from({ length: Math.max(0, count) }, (_, index) => index);

/**
 * Every search call of the page as TanStack queries keyed by the filter. A change keeps the
 * previous hits visible (placeholder data) until the new ones arrive, so the page never
 * collapses while loading. Stages come from stage_and_area_search (first 30, with the areas and
 * the three counts) then search_stage for further pages; homes from search_object by 30.
 */
export function useSearchResults({
  site,
  state,
  position,
  stagePages,
  objectPages,
}: {
  site: SiteConfig;
  state: SearchState;
  position: GeoPoint | null;
  stagePages: number;
  objectPages: number;
}): SearchResults {
  const http = useApiHttp();
  const queryClient = useQueryClient();

  const tagsQuery = useQuery({
    queryKey: tagsQueryKey(site, state.tagUrls),
    queryFn: ({ signal }) => fetchTags(http, site, state.tagUrls, signal),
    initialData: state.tagUrls.length === 0 ? [] : undefined,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const tags = useMemo(() => tagsQuery.data ?? [], [tagsQuery.data]);
  const areTagsReady = tagsQuery.isSuccess && !tagsQuery.isPlaceholderData;
  const filter = useMemo(() => toSearchFilter(state, tags, site, position), [state, tags, site, position]);
  const base = { siteId: site.siteId, filter, sort: state.sort };
  const key = (kind: Parameters<typeof hitsQueryKey>[1], offset = 0) =>
    hitsQueryKey(site, kind, state, position, offset);

  const summary = useQuery({
    queryKey: key("summary"),
    queryFn: ({ signal }) => searchStagesAndAreas(http, { ...base, limit: PAGE_SIZE }, { signal }),
    enabled: areTagsReady,
    placeholderData: keepPreviousData,
  });

  const moreStages = useQueries({
    queries: range(stagePages - 1).map((index) => ({
      queryKey: key("stages", (index + 1) * PAGE_SIZE),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        searchStages(http, { ...base, limit: PAGE_SIZE, offset: (index + 1) * PAGE_SIZE }, { signal }),
      enabled: areTagsReady && state.view === "stage" && !state.isMap,
    })),
  });

  const objectPagesQuery = useQueries({
    queries: range(state.view === "object" && !state.isMap ? objectPages : 0).map((index) => ({
      queryKey: key("objects", index * PAGE_SIZE),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        searchObjects(http, { ...base, limit: PAGE_SIZE, offset: index * PAGE_SIZE }, { signal }),
      enabled: areTagsReady,
      placeholderData: index === 0 ? keepPreviousData : undefined,
    })),
  });

  const mapSummary = useQuery({
    queryKey: key("map"),
    queryFn: ({ signal }) => searchStagesAndAreas(http, { ...base, limit: SEARCH_LIMITS.bulk }, { signal }),
    enabled: areTagsReady && state.isMap,
    placeholderData: keepPreviousData,
  });
  const mapObjects = useQuery({
    queryKey: key("mapObjects"),
    queryFn: ({ signal }) => searchObjects(http, { ...base, limit: SEARCH_LIMITS.bulk, offset: 0 }, { signal }),
    enabled: areTagsReady && state.isMap && state.view === "object",
    placeholderData: keepPreviousData,
  });

  const data = summary.data;
  const counts = data
    ? {
        stage: data.stages.estimatedTotalHits,
        object: data.objects.estimatedTotalHits,
        area: data.areas.estimatedTotalHits,
      }
    : null;

  const stageHits = [...(data?.stages.hits ?? []), ...moreStages.flatMap((query) => query.data?.hits ?? [])];
  const objectHits = objectPagesQuery.flatMap((query) => query.data?.hits ?? []);
  const objectTotal = objectPagesQuery[0]?.data?.estimatedTotalHits ?? counts?.object ?? 0;
  const areaHits = data?.areas.hits ?? [];

  const listQueries =
    state.view === "object" ? objectPagesQuery : state.view === "stage" ? [summary, ...moreStages] : [summary];
  const isStale =
    summary.isPlaceholderData ||
    (state.view === "object" && objectPagesQuery[0]?.isPlaceholderData === true) ||
    !areTagsReady ||
    (state.isMap && (mapSummary.isPlaceholderData || mapObjects.isPlaceholderData));
  const isError =
    summary.isError ||
    tagsQuery.isError ||
    listQueries.some((query) => query.isError) ||
    (state.isMap && (mapSummary.isError || mapObjects.isError));
  const isLoadingMore = listQueries.slice(1).some((query) => query.isPending && query.fetchStatus === "fetching");
  const isSettled = !isStale && listQueries.every((query) => query.isSuccess);

  const facets =
    (state.view === "object" ? objectPagesQuery[0]?.data?.facetDistribution : undefined) ??
    data?.facetDistribution ??
    {};

  return {
    tags,
    counts,
    facets,
    stages: { hits: stageHits, total: counts?.stage ?? 0, hasMore: stageHits.length < (counts?.stage ?? 0) },
    objects: { hits: objectHits, total: objectTotal, hasMore: objectHits.length < objectTotal },
    areas: { hits: areaHits, total: counts?.area ?? 0, hasMore: false },
    map: {
      stages: mapSummary.data?.stages.hits ?? [],
      objects: mapObjects.data?.hits ?? [],
      areas: mapSummary.data?.areas.hits ?? [],
    },
    isStale,
    isLoadingMore,
    // The homes list has its own first page: until it arrives there is nothing of it to keep on screen.
    isInitialLoading:
      !isError && (!data || (state.view === "object" && !state.isMap && objectPagesQuery[0]?.data === undefined)),
    isError,
    isSettled,
    retry: () => {
      void queryClient.refetchQueries({ queryKey: ["home-search", site.code], type: "active" });
      if (tagsQuery.isError) void tagsQuery.refetch();
    },
  };
}
