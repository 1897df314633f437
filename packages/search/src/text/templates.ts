import type { SearchTemplateDefinition } from "../template-props";
import { loadTextSearch } from "./initial-data";
import { CorporateSearchPage, TextSearchPage } from "./text-search-page";

/**
 * The text search's templates. "CorporateSearchPage" replaces content-pages' static form
 * (the search templates are registered after the content templates).
 */
export const textTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  TextSearchPage: { component: TextSearchPage, load: (args) => loadTextSearch("text", args) },
  CorporateSearchPage: { component: CorporateSearchPage, load: (args) => loadTextSearch("corporate", args) },
};
