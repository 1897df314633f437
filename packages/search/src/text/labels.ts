import type { TextSearchCategory, TextSearchSort } from "@housing/contracts";
import type { MessageId } from "@housing/i18n";

/** The tab and badge label of each search category (spec section 3). */
export const CATEGORY_LABELS: Readonly<Record<TextSearchCategory, MessageId>> = {
  all: "search.text.category.all",
  residencial: "search.text.category.residencial",
  news: "search.text.category.news",
  content: "search.text.category.content",
  career: "search.text.category.career",
};

export const SORT_LABELS: Readonly<Record<TextSearchSort, MessageId>> = {
  relevance: "search.text.sort.relevance",
  "date:desc": "search.text.sort.newest",
  "date:asc": "search.text.sort.oldest",
};
