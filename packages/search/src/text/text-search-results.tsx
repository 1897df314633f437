"use client";
import type { MouseEvent } from "react";
import type { DocumentCategory, TextSearchResponse, TextSearchSort } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { CATEGORY_LABELS, SORT_LABELS } from "./labels";
import { pageCount } from "./pagination";
import { ResultItem } from "./result-item";
import { categoryCount, type TextSearchScope } from "./scope";
import { TextSearchPagination } from "./text-search-pagination";
import { textSearchHref, type TextSearchState } from "./url-state";
import { isPlainClick } from "./use-text-search-location";
import styles from "./text-search.module.css";

export interface TextSearchResultsProps {
  scope: TextSearchScope;
  path: string;
  state: TextSearchState;
  /** The answer on screen: the current one, or the previous one while the next loads. */
  data: TextSearchResponse | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shows another state of the search (a category, a sort, a page) without leaving the page. */
  onShow: (next: TextSearchState, options?: { focusResults?: boolean }) => void;
}

/** Everything under the results heading: categories, sort, the hits or why there are none, and the pages. */
export function TextSearchResults({
  scope,
  path,
  state,
  data,
  isLoading,
  isError,
  onRetry,
  onShow,
}: TextSearchResultsProps) {
  const { t } = useI18n();
  // Real links, so each choice has an address and works without JavaScript; with it, the page stays.
  const linkTo = (next: TextSearchState, options?: { focusResults?: boolean }) => ({
    href: textSearchHref(path, next),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onShow(next, options);
    },
  });
  const categories: Array<DocumentCategory | "all"> = ["all", ...scope.categories];
  const pages = data ? pageCount(data.estimatedTotalHits) : 0;
  const counts = data?.facetDistribution.category;
  // Categories and sort narrow hits down: with no hit in any category they would be noise.
  const hasChoices = counts !== undefined && categoryCount(counts, "all", scope) > 0;

  return (
    <>
      {hasChoices ? (
        <>
          <nav aria-label={t("search.text.categories")} className={styles.choices}>
            <ul className={styles.segments}>
              {categories.map((category) => {
                const label = t(CATEGORY_LABELS[category]);
                const count = categoryCount(counts, category, scope);
                return (
                  <li key={category}>
                    <a
                      className={styles.segment}
                      aria-current={state.category === category ? "true" : undefined}
                      {...linkTo({ ...state, category, page: 1 })}
                    >
                      {t("search.text.categoryCount", { category: label, count })}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
          <nav aria-label={t("search.text.sort")} className={styles.sort}>
            <span className={styles.sortLabel} aria-hidden="true">
              {t("search.text.sort")}:
            </span>
            <ul className={styles.sortLinks}>
              {(Object.keys(SORT_LABELS) as TextSearchSort[]).map((sort) => (
                <li key={sort}>
                  <a
                    className={styles.sortLink}
                    aria-current={state.sort === sort ? "true" : undefined}
                    {...linkTo({ ...state, sort, page: 1 })}
                  >
                    {t(SORT_LABELS[sort])}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </>
      ) : null}

      {isError ? (
        <div role="alert" className={styles.failure}>
          <p>{t("search.text.error")}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t("search.text.retry")}
          </Button>
        </div>
      ) : null}

      {!isError && data && data.hits.length > 0 ? (
        <ol className={styles.hits} aria-busy={isLoading || undefined} start={data.offset + 1}>
          {data.hits.map((hit) => (
            <ResultItem key={hit.id} hit={hit} query={state.text} locale={scope.locale} />
          ))}
        </ol>
      ) : null}

      {!isError && !isLoading && data && data.estimatedTotalHits === 0 ? (
        <div className={styles.empty}>
          <h3 className={styles.emptyHeading}>{t("search.text.tips")}</h3>
          <ul className={styles.tips}>
            <li>{t("search.text.tip.spelling")}</li>
            <li>{t("search.text.tip.fewerWords")}</li>
            {state.category !== "all" ? (
              <li>
                <a {...linkTo({ ...state, category: "all", page: 1 })}>{t("search.text.tip.allCategories")}</a>
              </li>
            ) : null}
          </ul>
        </div>
      ) : null}

      {!isError && !isLoading && data && data.hits.length === 0 && data.estimatedTotalHits > 0 ? (
        <p className={styles.empty}>
          {t("search.text.outOfRange")}{" "}
          <a {...linkTo({ ...state, page: 1 }, { focusResults: true })}>{t("search.text.firstPage")}</a>
        </p>
      ) : null}

      {/* Until the first answer arrives, the list's room is kept so nothing below jumps. */}
      {!isError && !data && isLoading ? <div className={styles.placeholder} aria-hidden="true" /> : null}

      {!isError && data && pages > 1 ? (
        <TextSearchPagination
          current={state.page}
          pages={pages}
          hrefOf={(page) => linkTo({ ...state, page }, { focusResults: true })}
        />
      ) : null}
    </>
  );
}
