"use client";
import type { MouseEvent } from "react";
import { useI18n } from "@housing/i18n/react";
import { pageItems } from "./pagination";
import styles from "./text-search.module.css";

interface PageLink {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export interface TextSearchPaginationProps {
  current: number;
  pages: number;
  /** The link to a page: its address and the click that shows it in place. */
  hrefOf: (page: number) => PageLink;
}

/** Numbered pages of 25 with previous and next: every page has its own, shareable address. */
export function TextSearchPagination({ current, pages, hrefOf }: TextSearchPaginationProps) {
  const { t } = useI18n();
  return (
    <nav aria-label={t("search.text.pages")} className={styles.pagination}>
      <ul className={styles.pageList}>
        {current > 1 ? (
          <li>
            <a className={styles.pageStep} rel="prev" {...hrefOf(current - 1)}>
              {t("search.text.previous")}
            </a>
          </li>
        ) : null}
        {pageItems(current, pages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                className={styles.pageLink}
                aria-label={t("search.text.page", { page: item })}
                aria-current={item === current ? "page" : undefined}
                {...hrefOf(item)}
              >
                {item}
              </a>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <a className={styles.pageStep} rel="next" {...hrefOf(current + 1)}>
              {t("search.text.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
