import { LazyPremisesSearchPage, LazySuccessionListPage } from "../lazy";
import type { SearchTemplateDefinition } from "../template-props";
import { loadPremises } from "./premises/premises-data";
import { loadSuccession } from "./succession/succession-data";

/** The premises search and the succession list, each with its first results loaded on the server. */
export const listingTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  PremisesStartPage: { component: LazyPremisesSearchPage, load: loadPremises },
  SuccessionPage: { component: LazySuccessionListPage, load: loadSuccession },
};
