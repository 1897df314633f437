import type { SearchTemplateDefinition } from "../template-props";
import { HomeSearchPage } from "./home-search-page";

/** The home search's templates. */
export const homeTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  SearchPage: { component: HomeSearchPage },
};
