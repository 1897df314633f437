import { mapStyleUrl } from "../env";
import type { SearchTemplateDefinition, SearchTemplateProps } from "../template-props";
import { LazyHomeSearchPage } from "../lazy";
import { loadHomeSearch } from "./search-data";

/** Reads the deployment's map style on the server (HOUSING_MAP_STYLE_URL) and hands it to the page. */
function HomeSearchTemplate(props: SearchTemplateProps) {
  return <LazyHomeSearchPage {...props} mapStyleUrl={mapStyleUrl()} />;
}

const homeSearch: SearchTemplateDefinition = { component: HomeSearchTemplate, load: loadHomeSearch };

/**
 * The home search's templates. The SEO county and municipality pages (built by the API at
 * `{search path}{county}/` and `{search path}{county}/{municipality}/`) are the same search with
 * their place chosen.
 */
export const homeTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {
  SearchPage: homeSearch,
  SeoCountyPage: homeSearch,
  SeoMunicipalityPage: homeSearch,
};
