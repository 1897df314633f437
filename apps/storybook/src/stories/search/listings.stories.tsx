import type { Meta, StoryObj } from "@storybook/react-vite";
import { getSite, routePath, type SiteConfig } from "@housing/site-config";
import { failing, pending, type MockAnswer, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { pageModel } from "./fixtures";
import { premisesHit, premisesOptions, premisesResponse, successionPage } from "./listing-fixtures";
import { SearchTemplateStory } from "./search-story";

/*
 * The premises search (PremisesStartPage) and the succession list (SuccessionPage) with the API
 * mocked. The premises search exists on the Swedish and Finnish sites, the succession list on
 * the Swedish ones; other toolbar choices show the Swedish site's.
 */

interface ListingArgs {
  templateName: "PremisesStartPage" | "SuccessionPage";
  /** The query string after the page's path, e.g. `?types=office`. */
  query: string;
  routes: (site: SiteConfig) => MockRoutes;
}

const meta = {
  title: "Search/Listings",
  argTypes: { routes: { control: false }, templateName: { control: false } },
  render: ({ templateName, query, routes }, { globals }) => {
    const site = listingSite(templateName, globals);
    const isPremises = templateName === "PremisesStartPage";
    const path = routePath(site, isPremises ? "premises" : "succession") ?? "/";
    const model = isPremises
      ? pageModel(templateName, PREMISES_TITLES[site.locale], PREMISES_LEADS[site.locale])
      : pageModel(templateName, "Mäklarobjekt", "Bostäder i våra färdiga hus som säljs igen, genom mäklare.");
    return (
      <SearchTemplateStory
        templateName={templateName}
        site={site}
        model={model}
        href={`${path}${query}`}
        routes={routes(site)}
      />
    );
  },
} satisfies Meta<ListingArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const PREMISES_TITLES: Record<SiteConfig["locale"], string> = {
  sv: "Lediga lokaler",
  nb: "Ledige lokaler",
  fi: "Vapaat liiketilat",
  en: "Premises to let",
};
const PREMISES_LEADS: Record<SiteConfig["locale"], string> = {
  sv: "Butiker, kontor och andra lokaler i bottenvåningen på våra hus.",
  nb: "Butikker og kontorer i våre bygg.",
  fi: "Myymälä-, toimisto- ja palvelutiloja talojemme katutasossa.",
  en: "Shops, offices and other premises on the ground floors of our buildings.",
};

function listingSite(templateName: ListingArgs["templateName"], globals: Record<string, unknown>): SiteConfig {
  const site = siteFromGlobals(globals);
  const route = templateName === "PremisesStartPage" ? "premises" : "succession";
  return routePath(site, route) ? site : getSite("se");
}

function premisesRoutes(
  site: SiteConfig,
  count: number,
  answers: { results?: MockAnswer; options?: MockAnswer } = {},
): MockRoutes {
  const hits = Array.from({ length: count }, (_, index) => premisesHit(site, index));
  return {
    "residence/search/premises/tags": answers.options ?? premisesOptions,
    "residence/search/premises": answers.results ?? premisesResponse(hits),
  };
}

function successionRoutes(site: SiteConfig, total: number, answer?: MockAnswer): MockRoutes {
  return {
    "residence/search/succession": (body: unknown) => {
      if (answer !== undefined) return answer;
      const request = body as { offset?: number; tags?: unknown[] };
      // A chosen municipality narrows the list to a handful.
      return successionPage(site, request.tags?.length ? Math.min(total, 4) : total, request.offset ?? 0);
    },
  };
}

const premises = (routes: ListingArgs["routes"], query = ""): Story => ({
  args: { templateName: "PremisesStartPage", query, routes },
});
const succession = (routes: ListingArgs["routes"], query = ""): Story => ({
  args: { templateName: "SuccessionPage", query, routes },
});

export const PremisesResults = premises((site) => premisesRoutes(site, 6));
export const PremisesFiltered = premises(
  (site) => premisesRoutes(site, 2),
  "?types=office&minArea=50&tags=stockholms-lan",
);
export const PremisesLoading = premises((site) => premisesRoutes(site, 6, { results: pending, options: pending }));
/** Nothing under the chosen filters: "no results" with "clear filters". */
export const PremisesEmpty = premises((site) => premisesRoutes(site, 0), "?types=healthcare&minArea=400");
/** The search service down: the results' alert with "try again"; the filters stay usable. */
export const PremisesServiceDown = premises((site) => premisesRoutes(site, 6, { results: failing(503) }));
/** Only the filter options fail: the filters' own message, results still listed. */
export const PremisesOptionsDown = premises((site) => premisesRoutes(site, 6, { options: failing(503) }));
export const PremisesLongText: Story = premises((site) => ({
  ...premisesRoutes(site, 0),
  "residence/search/premises": premisesResponse([
    premisesHit(site, 0, {
      name: "Kvarteret Kornknarren och Trädgårdsmästarens hus, butikslokal i gatuplan mot det nya torget vid tunnelbanans norra uppgång",
      address: "Trädgårdsmästarvägen 114–118, Upplands Väsby",
      shortDescription:
        "Ljus hörnlokal med stora skyltfönster åt två håll, egen entré från torget och lastintag från gården; lämplig för café, bageri eller dagligvaruhandel.",
    }),
    premisesHit(site, 1),
  ]),
}));
export const PremisesFinnish: Story = { ...premises((site) => premisesRoutes(site, 4)), globals: { locale: "fi" } };
export const PremisesMobile: Story = {
  ...premises((site) => premisesRoutes(site, 4)),
  globals: { viewport: { value: "mobile1" } },
};

/** 45 homes: the first 30, "show more" and the municipality picker with counts. */
export const SuccessionResults = succession((site) => successionRoutes(site, 45));
export const SuccessionMunicipalityChosen = succession(
  (site) => successionRoutes(site, 45),
  "?kommun=stockholms-lan/nacka",
);
export const SuccessionLoading = succession((site) => successionRoutes(site, 45, pending));
export const SuccessionEmpty = succession((site) => successionRoutes(site, 0));
export const SuccessionServiceDown = succession((site) => successionRoutes(site, 45, failing(503)));
export const SuccessionMobile: Story = {
  ...succession((site) => successionRoutes(site, 12)),
  globals: { viewport: { value: "mobile1" } },
};
export const SuccessionSeniorBrand: Story = {
  ...succession((site) => successionRoutes(site, 6)),
  globals: { brand: "senior" },
};
