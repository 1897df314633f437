import { INPUT_LIMITS, SEARCH_LIMITS, type DocumentCategory, type TextSearchRequestInput } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import type { TextSearchState } from "./url-state";

/** The site's text search page, or the corporate search at /om-oss/sok/ (spec sections 1 and 2). */
export type TextSearchKind = "text" | "corporate";

/** What one search page searches: the same component, a different scope. */
export interface TextSearchScope {
  kind: TextSearchKind;
  siteId: string;
  locale: SiteConfig["locale"];
  /** The categories offered as tabs after "all", in tab order; "all" searches exactly these. */
  categories: readonly DocumentCategory[];
}

/**
 * The scope of a search page on a site. Both search the site's own language only, so the
 * English sub-site finds its English documents and the Swedish site its Swedish ones.
 * - Text search: every category the site has. Homes where the site has a home search, news
 *   where it has news (not the English sub-site, spec section 1), careers where it has a
 *   career page.
 * - Corporate search: the group's information for press, investors and job seekers: pages,
 *   news and careers, never homes (a home buyer has the text and home searches, and the
 *   contractor site sells none). On the contractor site, its only search, that means its
 *   pages, its contract news and its jobs.
 */
export function textSearchScope(site: SiteConfig, kind: TextSearchKind): TextSearchScope {
  const hasCareer = routePath(site, "career") !== null || routePath(site, "careerJobs") !== null;
  const categories: DocumentCategory[] = [];
  if (kind === "text" && site.features.isSearchEnabled) categories.push("residencial");
  if (site.features.hasNews) categories.push("news");
  categories.push("content");
  if (hasCareer) categories.push("career");
  return { kind, siteId: site.siteId, locale: site.locale, categories };
}

export type SearchTextProblem = { kind: "empty" } | { kind: "tooLong"; length: number; max: number };

/** Why a typed text cannot be searched (nothing, or more than the contract's 200 characters), or null. */
export function searchTextProblem(text: string): SearchTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "empty" };
  if (trimmed.length > INPUT_LIMITS.searchText) {
    return { kind: "tooLong", length: trimmed.length, max: INPUT_LIMITS.searchText };
  }
  return null;
}

/** The API request for a state, or null when there is nothing (valid) to search. */
export function textSearchRequest(state: TextSearchState, scope: TextSearchScope): TextSearchRequestInput | null {
  if (searchTextProblem(state.text)) return null;
  const take = SEARCH_LIMITS.textSearchPage;
  return {
    text: state.text,
    siteId: scope.siteId,
    languages: [scope.locale],
    sortType: state.sort,
    // "all" within a narrowed scope must name the scope's categories, or homes would come back.
    categories: state.category === "all" ? [...scope.categories] : [state.category],
    skip: (state.page - 1) * take,
    take,
    attributesToCrop: ["title", "description"],
    cropMarker: "…",
  };
}

/** Hits in a category tab, from the facet counts (which the API counts without the category filter). */
export function categoryCount(
  counts: Partial<Record<DocumentCategory, number>>,
  category: DocumentCategory | "all",
  scope: TextSearchScope,
): number {
  const inScope = category === "all" ? scope.categories : [category];
  return inScope.reduce((sum, name) => sum + (counts[name] ?? 0), 0);
}
