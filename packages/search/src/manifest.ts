import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { StartSearchBox } from "./home/start-search-box";
import { homeSearchTemplate } from "./home/templates";
import { premisesSearchTemplate, successionListTemplate } from "./listings/templates";
import { searchMessages } from "./messages";
import { corporateSearchTemplate, textSearchTemplate } from "./text/templates";

/**
 * The search package's manifest: the home search with its SEO place pages, the premises search,
 * the succession list, the text and corporate searches; the start page's search box in the
 * slot "start.search"; and the searches' messages.
 */
export const searchManifest = {
  name: "@housing/search",
  templates: {
    SearchPage: homeSearchTemplate,
    SeoCountyPage: homeSearchTemplate,
    SeoMunicipalityPage: homeSearchTemplate,
    PremisesStartPage: premisesSearchTemplate,
    SuccessionPage: successionListTemplate,
    TextSearchPage: textSearchTemplate,
    CorporateSearchPage: corporateSearchTemplate,
  },
  slots: [fillSlot("start.search", StartSearchBox)],
  messages: { namespace: "search", catalogue: searchMessages },
} satisfies FeatureManifest;
