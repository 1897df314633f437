import { mapStyleUrl } from "../env";
import type { SearchTemplateDefinition, SearchTemplateProps } from "../template-props";
import { LazyHomeSearchPage } from "../lazy";
import { loadHomeSearch } from "./search-data";

/**
 * Reads the deployment's map style on the server (HOUSING_MAP_STYLE_URL) and hands it to the page.
 * The first results go over as JSON text: as an object, the page's RSC payload would carry the
 * 30 hits as a model of some 3,000 values that React revives one by one in the browser while it
 * hydrates; as one string, the page reads them with a single native JSON.parse (readInitialData).
 */
function HomeSearchTemplate({ initialData, ...props }: SearchTemplateProps) {
  const initialDataText = initialData === undefined ? undefined : JSON.stringify(initialData);
  return <LazyHomeSearchPage {...props} initialData={initialDataText} mapStyleUrl={mapStyleUrl()} />;
}

/**
 * The home search. The SEO county and municipality pages (built by the API at
 * `{search path}{county}/` and `{search path}{county}/{municipality}/`) are the same search with
 * their place chosen (the manifest registers it for the three).
 */
export const homeSearchTemplate: SearchTemplateDefinition = {
  component: HomeSearchTemplate,
  load: loadHomeSearch,
  messages: "search",
};
