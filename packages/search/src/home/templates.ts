import type { SearchTemplateDefinition } from "../template-props";
import { HomeSearchPage } from "./home-search-page";
import { loadHomeSearch } from "./search-data";

const homeSearch: SearchTemplateDefinition = { component: HomeSearchPage, load: loadHomeSearch };

/**
 * The home search's templates. The SEO county and municipality pages (built by the API at
 * `{search path}{county}/` and `{search path}{county}/{municipality}/`) are the same search with
 * their place chosen; registered here they replace the static place pages of content-pages.
 */
export const homeTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  SearchPage: homeSearch,
  SeoCountyPage: homeSearch,
  SeoMunicipalityPage: homeSearch,
};
