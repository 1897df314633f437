"use client";
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef } from "react";
import { searchSuccession } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { ALL_MUNICIPALITIES_KEY } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Button, Container, Grid, Select } from "@housing/ui";
import type { SearchTemplateProps } from "../../template-props";
import { ListingHeader } from "../shared/listing-header";
import { useSearchImage } from "../../media";
import { useAddressState, withQuery } from "../../shared/use-address-state";
import { NoResults, ResultsHeading, ServiceDown } from "../shared/result-states";
import styles from "../shared/listings.module.css";
import { SuccessionCard } from "./succession-card";
import {
  isSuccessionInitialData,
  isSuccessionReady,
  NEAR_ME_RADIUS_KM,
  successionOptionsKey,
  successionOptionsRequest,
  successionRequest,
  successionResultsKey,
} from "./succession-data";
import { parseSuccessionState, selectedMunicipalityKey, successionQuery, type SuccessionUrlState } from "./url-state";
import { usePosition } from "./use-position";

/**
 * Template "SuccessionPage" (/maklar-objekt/, blank layout): resale homes by municipality or
 * near the visitor (spec section 2). Without a geo filter the API shuffles with a fixed seed,
 * so "show more" appends pages that never repeat or skip a home.
 */
export function SuccessionListPage({ model, site, location, initialData }: SearchTemplateProps) {
  const { t } = useI18n();
  const http = useApiHttp();
  const initial = isSuccessionInitialData(initialData) ? initialData : undefined;
  const [state, setState] = useAddressState({
    initial: () => parseSuccessionState(location?.query ?? ""),
    read: (address) => parseSuccessionState(address.query),
    href: (next, current) => withQuery(current, successionQuery(next, current.query)),
  });
  const { position, status: positionStatus, reset: resetPosition } = usePosition(state.kind === "nearMe");
  const resultsHeadingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  const optionsQuery = useQuery({
    queryKey: successionOptionsKey(site),
    queryFn: async ({ signal }) =>
      (await searchSuccession(http, successionOptionsRequest(site), { signal })).municipalities,
    initialData: initial?.municipalities,
  });
  const municipalities = optionsQuery.data;
  const request = successionRequest(state, site, municipalities, position);
  const isInitialRequest =
    initial?.request != null &&
    initial.firstPage !== null &&
    JSON.stringify(initial.request) === JSON.stringify(request);
  const resultsQuery = useInfiniteQuery({
    queryKey: successionResultsKey(request),
    queryFn: ({ pageParam, signal }) => searchSuccession(http, { ...request, offset: pageParam }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.hits.length, 0);
      return last.hits.length > 0 && loaded < last.estimatedTotalHits ? loaded : undefined;
    },
    initialData: isInitialRequest && initial.firstPage ? { pages: [initial.firstPage], pageParams: [0] } : undefined,
    placeholderData: keepPreviousData,
    enabled: isSuccessionReady(state, municipalities, position),
  });

  // A refused or failed position falls back to every municipality; the note says why.
  useEffect(() => {
    if (positionStatus === "failed" && state.kind === "nearMe") setState({ kind: "all" }, "replace");
  }, [positionStatus, state.kind, setState]);

  const hits = useMemo(() => resultsQuery.data?.pages.flatMap((page) => page.hits) ?? [], [resultsQuery.data]);
  const total = resultsQuery.data?.pages.at(-1)?.estimatedTotalHits ?? 0;

  // After "show more", focus moves to the first new home so the keyboard continues from there.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || hits.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll("li")[index]?.querySelector<HTMLElement>("a")?.focus();
  }, [hits.length]);

  const toImage = useSearchImage();

  // Choosing a place is like following a link to it: Back returns to the place before.
  const choose = (next: SuccessionUrlState) => {
    resetPosition();
    if (successionQuery(next) === successionQuery(state)) return;
    setState(next, "push");
  };
  const showAll = () => {
    choose({ kind: "all" });
    resultsHeading.current?.focus();
  };
  // Only what failed is asked again; the results wait for the options when the tags need them.
  const retry = () => {
    if (optionsQuery.isError) void optionsQuery.refetch();
    if (resultsQuery.isError) void resultsQuery.refetch();
  };

  const isLocating = state.kind === "nearMe" && positionStatus !== "located";
  // A failed "show more" keeps the homes already shown and offers its own retry below them.
  const isServiceDown =
    (resultsQuery.isError && !resultsQuery.isFetchNextPageError) ||
    (optionsQuery.isError && state.kind === "municipality");
  const status = isServiceDown
    ? ""
    : isLocating
      ? t("search.listings.succession.locating")
      : resultsQuery.data && !resultsQuery.isPlaceholderData
        ? t("search.listings.succession.count", { count: total })
        : t("search.listings.searching");
  const selectOptions = [
    {
      value: ALL_MUNICIPALITIES_KEY,
      label: t("search.listings.succession.municipalityOption", {
        name: t("search.listings.succession.allMunicipalities"),
        count: municipalities?.find((option) => option.key === ALL_MUNICIPALITIES_KEY)?.count ?? 0,
      }),
    },
    ...(municipalities ?? [])
      .filter((option) => option.key !== ALL_MUNICIPALITIES_KEY)
      .map((option) => ({
        value: option.key,
        label: t("search.listings.succession.municipalityOption", { name: option.name, count: option.count }),
      })),
  ];
  // An address naming a municipality the list does not have shows (and searches) every municipality.
  const selected = selectOptions.some((option) => option.value === selectedMunicipalityKey(state))
    ? selectedMunicipalityKey(state)
    : ALL_MUNICIPALITIES_KEY;

  return (
    <Container className={styles.page}>
      <ListingHeader model={model} site={site} />
      <form
        className={styles.placeBar}
        aria-label={t("search.listings.filters")}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className={styles.placeSelect}>
          <Select
            label={t("search.listings.succession.municipality")}
            value={selected}
            options={selectOptions}
            onChange={(event) =>
              choose(
                event.target.value === ALL_MUNICIPALITIES_KEY
                  ? { kind: "all" }
                  : { kind: "municipality", municipality: event.target.value },
              )
            }
          />
        </div>
        <Button
          variant="secondary"
          aria-pressed={state.kind === "nearMe"}
          onClick={() => choose({ kind: "nearMe" })}
          className={styles.nearMe}
        >
          {t("search.listings.succession.nearMe")}
        </Button>
      </form>
      {state.kind === "nearMe" && positionStatus === "located" ? (
        <p className={styles.note}>
          {t("search.listings.succession.nearMeActive", { radius: NEAR_ME_RADIUS_KM })}{" "}
          <Button variant="secondary" onClick={showAll}>
            {t("search.listings.succession.nearMeOff")}
          </Button>
        </p>
      ) : null}
      {positionStatus === "failed" ? (
        <p className={styles.notice} role="alert">
          {t("search.listings.succession.geoFailed")}
        </p>
      ) : null}

      <section aria-labelledby={resultsHeadingId} className={styles.results}>
        <ResultsHeading id={resultsHeadingId} headingRef={resultsHeading} status={status} />
        {isServiceDown ? (
          <ServiceDown onRetry={retry} isRetrying={resultsQuery.isFetching || optionsQuery.isFetching} />
        ) : resultsQuery.data && hits.length === 0 && !resultsQuery.isPlaceholderData ? (
          <NoResults onClear={state.kind === "all" ? undefined : showAll} />
        ) : hits.length > 0 ? (
          <div
            ref={listRef}
            aria-busy={resultsQuery.isPlaceholderData || isLocating ? true : undefined}
            className={resultsQuery.isPlaceholderData || isLocating ? styles.stale : undefined}
          >
            <Grid as="ul" className={styles.list}>
              {hits.map((hit) => (
                <li key={hit.id}>
                  <SuccessionCard hit={hit} image={toImage(hit.searchImage)} />
                </li>
              ))}
            </Grid>
          </div>
        ) : null}
        {resultsQuery.isFetchNextPageError ? (
          <ServiceDown onRetry={() => void resultsQuery.fetchNextPage()} isRetrying={resultsQuery.isFetchingNextPage} />
        ) : null}
        {!isServiceDown && hits.length > 0 && !resultsQuery.isPlaceholderData ? (
          <div className={styles.more}>
            <p>{t("search.listings.succession.shown", { shown: hits.length, total })}</p>
            {resultsQuery.hasNextPage ? (
              <Button
                variant="secondary"
                disabled={resultsQuery.isFetchingNextPage}
                onClick={() => {
                  focusIndex.current = hits.length;
                  void resultsQuery.fetchNextPage();
                }}
              >
                {t("search.listings.succession.showMore")}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
    </Container>
  );
}
