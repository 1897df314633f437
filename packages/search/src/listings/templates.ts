import type { SearchTemplateDefinition } from "../template-props";
import { loadPremises } from "./premises/premises-data";
import { PremisesSearchPage } from "./premises/premises-search-page";
import { loadSuccession } from "./succession/succession-data";
import { SuccessionListPage } from "./succession/succession-list-page";

/**
 * The premises search and the succession list. They replace the content package's static
 * lists of the same names (the site shell registers the search templates last).
 */
export const listingTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  PremisesStartPage: { component: PremisesSearchPage, load: loadPremises },
  SuccessionPage: { component: SuccessionListPage, load: loadSuccession },
};
