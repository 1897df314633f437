import type { SearchTemplateDefinition } from "../template-props";
import { loadTextSearch } from "./initial-data";
import { CorporateSearchPage, TextSearchPage } from "./text-search-page";

/** The text search and the corporate search: one component, two scopes (see scope.ts). */
export const textSearchTemplate: SearchTemplateDefinition = {
  component: TextSearchPage,
  load: (args) => loadTextSearch("text", args),
  messages: "search",
};

/** The corporate search, in the corporate layout (spec section 2). */
export const corporateSearchTemplate: SearchTemplateDefinition = {
  component: CorporateSearchPage,
  load: (args) => loadTextSearch("corporate", args),
  messages: "search",
  layout: "corporate",
};
