"use client";
import { useCallback, useId, useState } from "react";
import { quickSearch } from "@housing/api-client";
import { useApiHttp } from "@housing/api-client/react";
import { useI18n } from "@housing/i18n/react";
import { Link } from "@housing/ui";
import { QUICK_SEARCH_MIN_LENGTH, useQuickSearch, type QuickSearchFn } from "./use-quick-search";
import styles from "./site-search.module.css";

export interface SiteSearchProps {
  siteId: string;
  /** The full text-search page (`s` carries the query); the corporate search page where that is the site's search. */
  fullSearchPath: string;
  /** Replaces the API call (Storybook, tests); by default the site's `quickSearch`. */
  search?: QuickSearchFn;
}

/** The site-search foldout's content: a search form with 3 quick results (spec section 2). */
export function SiteSearch({ search, ...props }: SiteSearchProps) {
  return search ? <SiteSearchForm {...props} search={search} /> : <ApiSiteSearch {...props} />;
}

function ApiSiteSearch(props: Omit<SiteSearchProps, "search">) {
  const http = useApiHttp();
  const { siteId } = props;
  const search = useCallback<QuickSearchFn>((text, signal) => quickSearch(http, { text, siteId }, { signal }), [http, siteId]);
  return <SiteSearchForm {...props} search={search} />;
}

function SiteSearchForm({ fullSearchPath, search }: Omit<SiteSearchProps, "search"> & { search: QuickSearchFn }) {
  const { t } = useI18n();
  const inputId = useId();
  const [text, setText] = useState("");
  const state = useQuickSearch(text, search);
  const query = text.trim();
  const fullSearchHref = `${fullSearchPath}?s=${encodeURIComponent(query)}`;

  return (
    <div className={styles.search}>
      {/* A plain GET form: Enter (or the button) goes to the full search page even before any script has run. */}
      <form role="search" action={fullSearchPath} method="get" className={styles.form}>
        <label htmlFor={inputId} className={styles.label}>
          {t("header-frame.search.label")}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            name="s"
            type="search"
            autoComplete="off"
            className={styles.input}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className={styles.submit}>
            {t("header-frame.search.submit")}
          </button>
        </div>
      </form>
      <p role="status" className={styles.status}>
        {state.status === "idle" && query.length > 0
          ? t("header-frame.search.minLength", { count: QUICK_SEARCH_MIN_LENGTH })
          : null}
        {state.status === "loading" ? t("header-frame.search.loading") : null}
        {state.status === "done" && state.hits.length > 0
          ? t("header-frame.search.hits", { count: state.hits.length, query: state.query })
          : null}
        {state.status === "done" && state.hits.length === 0 ? t("header-frame.search.empty", { query: state.query }) : null}
        {state.status === "error" ? t("header-frame.search.error") : null}
      </p>
      {state.status === "done" && state.hits.length > 0 ? (
        <ul className={styles.hits} aria-label={t("header-frame.search.results")}>
          {state.hits.map((hit) => (
            <li key={hit.id}>
              <Link href={hit.url} className={styles.hit}>
                <span className={styles.hitTitle}>{hit.title}</span>
                {hit._formatted.description ? <span className={styles.hitText}>{hit._formatted.description}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status !== "idle" ? (
        <Link href={fullSearchHref} className={styles.showAll}>
          {t("header-frame.search.showAll", { query })}
        </Link>
      ) : null}
    </div>
  );
}
