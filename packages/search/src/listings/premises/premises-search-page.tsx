"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useMemo, useRef } from "react";
import { getPremisesTags, searchPremises } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { PREMISES_SORTS, type PremisesSort } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Container, Grid, Select } from "@housing/ui";
import type { SearchTemplateProps } from "../../template-props";
import { ListingHeader } from "../shared/listing-header";
import { useSearchImage } from "../../media";
import { useAddressState, withQuery } from "../../shared/use-address-state";
import { NoResults, ResultsHeading, ServiceDown } from "../shared/result-states";
import styles from "../shared/listings.module.css";
import { PremisesCard, type PremisesExtras } from "./premises-card";
import {
  isPremisesInitialData,
  premisesOptionsKey,
  premisesRange,
  premisesRequest,
  premisesResultsKey,
} from "./premises-data";
import { PremisesFilters } from "./premises-filters";
import { defaultPremisesState, hasPremisesFilters, parsePremisesState, premisesQuery } from "./url-state";

const SORT_LABELS = {
  recommended: "search.listings.premises.sort.recommended",
  "size:asc": "search.listings.premises.sort.sizeAsc",
  "size:desc": "search.listings.premises.sort.sizeDesc",
} as const satisfies Record<PremisesSort, string>;

/**
 * Template "PremisesStartPage" (/lokaler/, /liiketilat/): the premises search of spec section 2.
 * The address is the state; the first results come from the server; each change searches again
 * and keeps the current list on screen until the new one arrives.
 */
export function PremisesSearchPage({ model, site, location, initialData }: SearchTemplateProps) {
  const { t } = useI18n();
  const http = useApiHttp();
  const range = premisesRange(site);
  const initial = isPremisesInitialData(initialData) ? initialData : undefined;
  const [state, setState] = useAddressState({
    initial: () => parsePremisesState(location?.query ?? "", range),
    read: (address) => parsePremisesState(address.query, range),
    href: (next, current) => withQuery(current, premisesQuery(next, range, current.query)),
  });
  const resultsHeadingId = useId();
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  const optionsQuery = useQuery({
    queryKey: premisesOptionsKey(site),
    queryFn: ({ signal }) => getPremisesTags(http, site.siteId, { signal }),
    initialData: initial?.options,
  });
  const request = premisesRequest(state, site, optionsQuery.data);
  const isInitialRequest = initial !== undefined && JSON.stringify(initial.request) === JSON.stringify(request);
  const resultsQuery = useQuery({
    queryKey: premisesResultsKey(request),
    queryFn: ({ signal }) => searchPremises(http, request, { signal }),
    initialData: isInitialRequest ? initial.results : undefined,
    placeholderData: keepPreviousData,
    // Tag URLs need the options' ids; searching without them would quietly drop the tag filter.
    enabled: optionsQuery.data !== undefined || state.tags.length === 0,
  });

  // Rent (and the image, where the view model lists the premises) come from the page's own list.
  const toImage = useSearchImage();
  const extrasById = useMemo(() => {
    const listed = model.data?.kind === "premisesList" ? model.data.premises : [];
    const byId = new Map(listed.map((premises) => [premises.id, premises]));
    return (id: string, hitImage: Parameters<typeof toImage>[0]): PremisesExtras => {
      const known = byId.get(id);
      return { monthlyRent: known?.monthlyRent ?? null, image: known?.image ?? toImage(hitImage) };
    };
  }, [model.data, toImage]);

  const hasFilters = hasPremisesFilters(state, range);
  const clearFilters = () => {
    setState({ ...defaultPremisesState(range), sort: state.sort }, "replace");
    resultsHeading.current?.focus();
  };
  // Only what failed is asked again; the results wait for the options when the tags need them.
  const retry = () => {
    if (optionsQuery.isError) void optionsQuery.refetch();
    if (resultsQuery.isError) void resultsQuery.refetch();
  };
  const isServiceDown = resultsQuery.isError || (optionsQuery.isError && state.tags.length > 0);
  const results = resultsQuery.data;
  const status = isServiceDown
    ? ""
    : results
      ? t("search.listings.premises.count", { count: results.estimatedTotalHits })
      : t("search.listings.searching");

  return (
    <Container className={styles.page}>
      <ListingHeader model={model} site={site} />
      <div className={styles.layout}>
        <PremisesFilters
          state={state}
          range={range}
          options={optionsQuery.data}
          hasOptionsError={optionsQuery.isError}
          isRetryingOptions={optionsQuery.isFetching}
          hasFilters={hasFilters}
          // Filter changes replace the address: Back leaves the page instead of undoing ticks one by one.
          onChange={(next) => setState(next, "replace")}
          onRetryOptions={() => void optionsQuery.refetch()}
          onClear={clearFilters}
        />
        <section aria-labelledby={resultsHeadingId} className={styles.results}>
          <div className={styles.resultsBar}>
            <ResultsHeading id={resultsHeadingId} headingRef={resultsHeading} status={status} />
            <div className={styles.sort}>
              <Select
                label={t("search.listings.premises.sort")}
                value={state.sort}
                options={PREMISES_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABELS[sort]) }))}
                onChange={(event) => setState({ ...state, sort: event.target.value as PremisesSort }, "replace")}
              />
            </div>
          </div>
          {isServiceDown ? (
            <ServiceDown onRetry={retry} isRetrying={resultsQuery.isFetching || optionsQuery.isFetching} />
          ) : results && results.hits.length === 0 ? (
            <NoResults onClear={hasFilters ? clearFilters : undefined} />
          ) : results ? (
            <div
              aria-busy={resultsQuery.isPlaceholderData ? true : undefined}
              className={resultsQuery.isPlaceholderData ? styles.stale : undefined}
            >
              <Grid as="ul" className={styles.list}>
                {results.hits.map((hit) => (
                  <li key={hit.id}>
                    <PremisesCard hit={hit} extras={extrasById(hit.id, hit.searchImage)} />
                  </li>
                ))}
              </Grid>
            </div>
          ) : null}
        </section>
      </div>
    </Container>
  );
}
