"use client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import { textSearch } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import type { TextSearchRequestInput, TextSearchResponse } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Button, Container, controlClassNames } from "@housing/ui";
import type { InitialTextSearch } from "./initial-data";
import { pageCount } from "./pagination";
import { searchTextProblem, textSearchRequest, type SearchTextProblem, type TextSearchScope } from "./scope";
import { TextSearchResults } from "./text-search-results";
import {
  isSameSearch,
  parseTextSearchState,
  serializeTextSearchState,
  TEXT_SEARCH_PARAMS,
  type TextSearchState,
} from "./url-state";
import { useTextSearchLocation } from "./use-text-search-location";
import styles from "./text-search.module.css";

/** Calls the text search; the API by default, a stand-in in tests and Storybook. */
export type TextSearchFn = (request: TextSearchRequestInput, signal?: AbortSignal) => Promise<TextSearchResponse>;

export interface TextSearchProps {
  scope: TextSearchScope;
  /** The page's own path: the form's action and the base of every link the search draws. */
  path: string;
  /** The query string the page was requested with (without "?"). */
  query: string;
  /** The first results, fetched on the server for that query. */
  initial?: InitialTextSearch;
  /** Replaces the API call (Storybook, tests). */
  search?: TextSearchFn;
}

/** The text or corporate search: form, categories, sort, results and pages, all kept in the address. */
export function TextSearch({ search, ...props }: TextSearchProps) {
  return search ? <TextSearchView {...props} search={search} /> : <ApiTextSearch {...props} />;
}

function ApiTextSearch(props: Omit<TextSearchProps, "search">) {
  const http = useApiHttp();
  const search = useCallback<TextSearchFn>((request, signal) => textSearch(http, request, { signal }), [http]);
  return <TextSearchView {...props} search={search} />;
}

function TextSearchView({ scope, path, query, initial, search }: TextSearchProps & { search: TextSearchFn }) {
  const { t } = useI18n();
  const inputId = useId();
  const problemId = useId();
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState(() => parseTextSearchState(query, scope.categories).text);
  // A form sent empty or too long without JavaScript arrives as `?s=…`: the same message as in the browser.
  const [problem, setProblem] = useState<SearchTextProblem | null>(() => {
    const requested = parseTextSearchState(query, scope.categories);
    return requested.isSubmitted ? searchTextProblem(requested.text) : null;
  });
  const onRestore = useCallback((restored: TextSearchState) => {
    setDraft(restored.text);
    setProblem(null);
  }, []);
  const { state, navigate } = useTextSearchLocation(path, query, scope.categories, onRestore);

  const request = textSearchRequest(state, scope);
  const key = serializeTextSearchState(state);
  const result = useQuery({
    queryKey: ["search.text", scope.siteId, request],
    queryFn: ({ signal }) => search(request!, signal),
    enabled: request !== null,
    initialData: initial?.key === key ? initial.response : undefined,
    // The last answer stays on screen (dimmed) while the next one loads: no jump in the layout.
    placeholderData: keepPreviousData,
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the box shows: text typed before the page hydrated is in the box but not yet in `draft`.
    const typed = inputRef.current?.value ?? draft;
    if (typed !== draft) setDraft(typed);
    const found = searchTextProblem(typed);
    setProblem(found);
    if (found) {
      inputRef.current?.focus();
      return;
    }
    const next: TextSearchState = { ...state, text: typed.trim(), isSubmitted: true, page: 1 };
    // The same search again after a failure: ask again (the address does not change).
    if (isSameSearch(next, state) && result.isError) void result.refetch();
    navigate(next);
  };

  const show = (next: TextSearchState, options: { focusResults?: boolean } = {}) => {
    navigate(next);
    // A new page replaces the list the visitor was reading: start them at its heading.
    if (options.focusResults) headingRef.current?.focus();
  };

  const data = request ? result.data : undefined;
  const isLoading = request !== null && (result.isPending || result.isPlaceholderData) && !result.isError;
  const pages = data ? pageCount(data.estimatedTotalHits) : 0;

  return (
    <>
      <Container>
        <form role="search" action={path} method="get" noValidate onSubmit={submit} className={styles.form}>
          <label htmlFor={inputId} className={styles.label}>
            {t("search.text.label")}
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              name={TEXT_SEARCH_PARAMS.text}
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              className={`${controlClassNames.input} ${styles.input}`}
              value={draft}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="submit" className={styles.submit}>
              {t("search.text.submit")}
            </Button>
          </div>
          {problem ? (
            <p id={problemId} className={styles.problem}>
              {problem.kind === "empty"
                ? t("search.text.invalid.empty")
                : t("search.text.invalid.tooLong", { max: problem.max, length: problem.length })}
            </p>
          ) : null}
          {/* Without JavaScript a new search keeps the chosen category and sort. */}
          {state.category !== "all" ? (
            <input type="hidden" name={TEXT_SEARCH_PARAMS.category} value={state.category} />
          ) : null}
          {state.sort !== "relevance" ? (
            <input type="hidden" name={TEXT_SEARCH_PARAMS.sort} value={state.sort} />
          ) : null}
        </form>
        {/* Always in the page, so that a screen reader hears each new count (polite live region). */}
        <p role="status" className={styles.status}>
          {isLoading ? t("search.text.loading") : null}
          {!isLoading && data && data.estimatedTotalHits === 0 ? t("search.text.empty", { query: state.text }) : null}
          {!isLoading && data && data.estimatedTotalHits > 0
            ? pages > 1
              ? t("search.text.hitsPaged", {
                  count: data.estimatedTotalHits,
                  query: state.text,
                  page: state.page,
                  pages,
                })
              : t("search.text.hits", { count: data.estimatedTotalHits, query: state.text })
            : null}
        </p>
      </Container>
      {request ? (
        <Container>
          <section className={styles.results} aria-labelledby={headingId}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.resultsHeading}>
              {t("search.text.results")}
            </h2>
            <TextSearchResults
              scope={scope}
              path={path}
              state={state}
              data={data}
              isLoading={isLoading}
              isError={result.isError}
              onRetry={() => void result.refetch()}
              onShow={show}
            />
          </section>
        </Container>
      ) : problem ? null : (
        <Container>
          <p className={styles.prompt}>
            {t(scope.kind === "corporate" ? "search.text.corporatePrompt" : "search.text.prompt")}
          </p>
        </Container>
      )}
    </>
  );
}
