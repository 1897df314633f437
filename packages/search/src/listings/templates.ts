import { LazyPremisesSearchPage, LazySuccessionListPage } from "../lazy";
import type { SearchTemplateDefinition } from "../template-props";
import { loadPremises } from "./premises/premises-data";
import { loadSuccession } from "./succession/succession-data";

/** The premises search, its first results loaded on the server. */
export const premisesSearchTemplate: SearchTemplateDefinition = {
  component: LazyPremisesSearchPage,
  load: loadPremises,
  messages: "search",
};

/** The succession list (resale homes), its first results loaded on the server, in the blank layout (spec section 2). */
export const successionListTemplate: SearchTemplateDefinition = {
  component: LazySuccessionListPage,
  load: loadSuccession,
  messages: "search",
  layout: "blank",
};
