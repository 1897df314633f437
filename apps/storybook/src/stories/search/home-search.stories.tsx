import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { getSite, routePath, type SiteConfig } from "@housing/site-config";
import { failing, pending, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { longStageHits, pageModel, stageHits } from "./fixtures";
import { homeSearchData, homeSearchRoutes } from "./home-search-routes";
import { SearchTemplateStory } from "./search-story";

/*
 * The home search (templates SearchPage, SeoCountyPage, SeoMunicipalityPage) with the API mocked:
 * the site follows the toolbars (a brand's own site, or the main brand's site of the language),
 * so each brand shows its search kind (advanced with map on the main sites, simple on senior and
 * borätt). The map draws the offline base map the package ships, never real tiles (MapLibre's
 * worker is served by .storybook/map-worker.ts).
 */

interface HomeSearchArgs {
  /** Address of the page after the search path: query and hash, e.g. `?sort=price:asc#object`. */
  address: string;
  routes: (site: SiteConfig) => MockRoutes;
}

const meta = {
  title: "Search/Home search",
  args: { address: "", routes: (site) => homeSearchRoutes(homeSearchData(site)) },
  argTypes: { routes: { control: false } },
  render: ({ address, routes }, { globals }) => {
    const site = homeSearchSite(globals);
    const path = routePath(site, "homeSearch") ?? "/sok-bostad/";
    return (
      <SearchTemplateStory
        templateName="SearchPage"
        site={site}
        model={pageModel("SearchPage", HOME_TITLES[site.locale], HOME_LEADS[site.locale])}
        href={`${path}${address}`}
        routes={routes(site)}
      />
    );
  },
} satisfies Meta<HomeSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOME_TITLES: Record<SiteConfig["locale"], string> = {
  sv: "Sök bostad",
  nb: "Finn din bolig",
  fi: "Myytävät asunnot",
  en: "Find a home",
};
const HOME_LEADS: Record<SiteConfig["locale"], string> = {
  sv: "Nyproducerade bostäder i hela Sverige, från Malmö till Luleå.",
  nb: "Nye boliger over hele Norge.",
  fi: "Uudet kodit koko Suomessa.",
  en: "New homes across the Nordic countries.",
};

/** The English sub-site and the contractor have no home search: the story shows the Swedish site's in their place. */
function homeSearchSite(globals: Record<string, unknown>): SiteConfig {
  const site = siteFromGlobals(globals);
  return site.features.isSearchEnabled ? site : getSite("se");
}

/** Opens the filter panel, whatever the language (its toggle controls the panel). */
async function openFilters(canvasElement: HTMLElement) {
  const panel = await waitForElement(canvasElement, "[data-search-filters]");
  const toggle = canvasElement.querySelector<HTMLButtonElement>(`[aria-controls="${panel.id}"]`);
  if (!toggle) throw new Error("No filter toggle");
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
}

async function waitForElement(root: HTMLElement, selector: string): Promise<HTMLElement> {
  for (let tries = 0; tries < 50; tries += 1) {
    const element = root.querySelector<HTMLElement>(selector);
    if (element) return element;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Nothing matches ${selector}`);
}

/** Twelve projects on the main site's advanced search; toolbars pick the brand's or language's site. */
export const Results: Story = {};
/** The homes view (#object): homes of every project by 30. */
export const Homes: Story = { args: { address: "#object" } };
/** The areas view (#area). */
export const Areas: Story = { args: { address: "#area" } };
/** 47 projects: the first 30 with "show more" below. */
export const MorePages: Story = {
  args: { routes: (site) => homeSearchRoutes({ ...homeSearchData(site), stages: stageHits(site, 47) }) },
};
/** "Show more" pressed: all 47 shown, so the button goes. */
export const MorePagesLoaded: Story = {
  args: MorePages.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const more = await canvas.findByRole("button", { name: /fler|flere|lisää|more/i });
    await userEvent.click(more);
  },
};
/** The first answer never comes: the list's loading placeholder and "…" counts. */
export const Loading: Story = { args: { routes: (site) => homeSearchRoutes(homeSearchData(site), pending) } };
/** Nothing matches: the empty message with "clear filters". */
export const Empty: Story = { args: { routes: (site) => homeSearchRoutes(homeSearchData(site, 0, 0)) } };
/** The search service answers 503: the error message with "try again". */
export const ServiceError: Story = { args: { routes: (site) => homeSearchRoutes(homeSearchData(site), failing(503)) } };
/** Names and descriptions long enough to wrap (Swedish and Finnish place names). */
export const LongText: Story = {
  args: { routes: (site) => homeSearchRoutes({ ...homeSearchData(site), stages: longStageHits(site) }) },
};
/** The filter panel open (price, rooms, area, and on the advanced search the enumerations and inhabit date). */
export const FiltersOpen: Story = { play: ({ canvasElement }) => openFilters(canvasElement) };
/** Filters and a place from the address: Solna chosen, 2 to 4 rooms, sorted by price, showings only. */
export const FilteredFromAddress: Story = {
  args: { address: "?q=stockholms-lan/solna&minRooms=2&maxRooms=4&viewing=1&sort=price:asc" },
  play: ({ canvasElement }) => openFilters(canvasElement),
};
/** Typing a place: the suggestions list under the field. */
export const PlaceSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The place field (the sort and range selects are comboboxes too).
    const field = await waitForElement(canvasElement, 'input[aria-autocomplete="list"]');
    await userEvent.type(field, "Na");
    await canvas.findByRole("option", { name: /Nacka/ });
  },
};
/** The map view (#map, advanced search only): its lazy load, then MapLibre on the offline base map. */
export const MapView: Story = { args: { address: "#map" } };
/** The map's own search fails while the list's succeeded. */
export const MapError: Story = {
  args: {
    address: "#map",
    routes: (site) => {
      const routes = homeSearchRoutes(homeSearchData(site));
      const first = routes["residence/stage_and_area_search"] as (body: unknown) => unknown;
      return {
        ...routes,
        "residence/stage_and_area_search": (body: unknown) =>
          (body as { limit?: number }).limit === 30 ? first(body) : failing(503),
      };
    },
  },
};

/** Brands: the senior and borätt sites have the simple search (no map, fewer filters). */
export const SeniorBrand: Story = { globals: { brand: "senior" } };
export const BorattBrand: Story = {
  globals: { brand: "boratt" },
  play: ({ canvasElement }) => openFilters(canvasElement),
};
export const Norwegian: Story = { globals: { locale: "nb" } };
export const Finnish: Story = { globals: { locale: "fi" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
export const MobileFiltersOpen: Story = {
  globals: { viewport: { value: "mobile1" } },
  play: ({ canvasElement }) => openFilters(canvasElement),
};

/** Template SeoCountyPage: the search with its county chosen, under the page's title, with the municipality links below. */
export const SeoCountyPage: Story = {
  render: () => {
    const site = getSite("se");
    const data = homeSearchData(site);
    return (
      <SearchTemplateStory
        templateName="SeoCountyPage"
        site={site}
        model={pageModel(
          "SeoCountyPage",
          "Nyproduktion i Stockholms län",
          "14 projekt med 120 lediga bostäder i länet.",
          {
            kind: "seoCounty",
            name: "Stockholms län",
            county: null,
            stageCount: 14,
            availableCount: 120,
            municipalities: [
              { name: "Nacka", url: "/sok-bostad/stockholms-lan/nacka/", stageCount: 4 },
              { name: "Solna", url: "/sok-bostad/stockholms-lan/solna/", stageCount: 3 },
              { name: "Upplands Väsby", url: "/sok-bostad/stockholms-lan/upplands-vasby/", stageCount: 2 },
              { name: "Sundbyberg", url: "/sok-bostad/stockholms-lan/sundbyberg/", stageCount: 5 },
            ],
            stages: [],
            searchUrl: "/sok-bostad/stockholms-lan/",
          },
        )}
        href="/sok-bostad/stockholms-lan/"
        routes={homeSearchRoutes(data)}
      />
    );
  },
};
