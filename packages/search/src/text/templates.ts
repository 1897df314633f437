import type { SearchTemplateDefinition } from "../template-props";
import { loadTextSearch } from "./initial-data";
import { CorporateSearchPage, TextSearchPage } from "./text-search-page";

/** The text search and the corporate search: one component, two scopes (see scope.ts). */
export const textTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  TextSearchPage: { component: TextSearchPage, load: (args) => loadTextSearch("text", args) },
  CorporateSearchPage: { component: CorporateSearchPage, load: (args) => loadTextSearch("corporate", args) },
};
