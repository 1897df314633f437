"use client";
import type { TextSearchHit } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { useI18n } from "@housing/i18n/react";
import { Link, Tag } from "@housing/ui";
import { Highlighted } from "./highlight";
import { CATEGORY_LABELS } from "./labels";
import styles from "./text-search.module.css";

/** The address as a reader sees it: host (for another site of the brand) and path, decoded. */
export function displayUrl(url: string): string {
  try {
    const absolute = new URL(url);
    return decodeURI(`${absolute.host}${absolute.pathname}`);
  } catch {
    try {
      return decodeURI(url);
    } catch {
      return url;
    }
  }
}

/**
 * One hit: its title as the link, the category, the date of a news item, the text cropped
 * around the match and the address for orientation; the searched words marked in both texts.
 */
export function ResultItem({ hit, query, locale }: { hit: TextSearchHit; query: string; locale: Locale }) {
  const { t, formatDate } = useI18n();
  const date = hit.category === "news" && hit.publishedAt ? formatDate(hit.publishedAt) : "";
  // A document in another language than the page's is read in its own.
  const lang = hit.language === locale ? undefined : hit.language;
  return (
    <li className={styles.hit}>
      <h3 className={styles.hitTitle} lang={lang}>
        <Link href={hit.url} className={styles.hitLink}>
          <Highlighted text={hit._formatted.title || hit.title} query={query} locale={hit.language} />
        </Link>
      </h3>
      <p className={styles.hitMeta}>
        <Tag>{t(CATEGORY_LABELS[hit.category])}</Tag>
        {date ? <time dateTime={hit.publishedAt ?? undefined}>{t("search.text.published", { date })}</time> : null}
      </p>
      {hit._formatted.description ? (
        <p className={styles.hitText} lang={lang}>
          <Highlighted text={hit._formatted.description} query={query} locale={hit.language} />
        </p>
      ) : null}
      <p className={styles.hitUrl}>{displayUrl(hit.url)}</p>
    </li>
  );
}
