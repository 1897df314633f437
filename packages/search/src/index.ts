import { homeTemplates } from "./home/templates";
import { listingTemplates } from "./listings/templates";
import type { SearchTemplateDefinition } from "./template-props";
import { textTemplates } from "./text/templates";

export type { PageLocation, SearchTemplateDefinition, SearchTemplateProps } from "./template-props";
export { StartSearchBox } from "./home/start-search-box";

/**
 * The search package's page templates by name: the home search with its SEO place pages, the
 * premises search, the succession list, the text search and the corporate search.
 */
export const searchTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  ...homeTemplates,
  ...listingTemplates,
  ...textTemplates,
};
