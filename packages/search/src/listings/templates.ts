import type { SearchTemplateDefinition } from "../template-props";
import { loadPremises } from "./premises/premises-data";
import { PremisesSearchPage } from "./premises/premises-search-page";
import { loadSuccession } from "./succession/succession-data";
import { SuccessionListPage } from "./succession/succession-list-page";

/** The premises search and the succession list, each with its first results loaded on the server. */
export const listingTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  PremisesStartPage: { component: PremisesSearchPage, load: loadPremises },
  SuccessionPage: { component: SuccessionListPage, load: loadSuccession },
};
