import { homeTemplates } from "./home/templates";
import { listingTemplates } from "./listings/templates";
import type { SearchTemplateDefinition } from "./template-props";
import { textTemplates } from "./text/templates";

export type { PageLocation, SearchTemplateDefinition, SearchTemplateProps } from "./template-props";

/**
 * The search package's page templates by name. The site shell spreads them after the content
 * templates, so where a name is in both (premises, succession, SEO place and corporate search
 * pages) the interactive search replaces the static page.
 */
export const searchTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  ...homeTemplates,
  ...listingTemplates,
  ...textTemplates,
};
