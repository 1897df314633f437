import type { Meta, StoryObj } from "@storybook/react-vite";
import type { TextSearchResponse } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import { failing, pending, type MockAnswer } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { pageModel } from "./fixtures";
import { longTextHits, textHits, textResponse } from "./text-fixtures";
import { SearchTemplateStory } from "./search-story";

/*
 * The text search (TextSearchPage) and the corporate search (CorporateSearchPage) with the API
 * mocked. The site follows the toolbars; the corporate search is on the Swedish site, its
 * English sub-site and the contractor site (elsewhere the story shows the Swedish site's).
 */

interface TextSearchArgs {
  templateName: "TextSearchPage" | "CorporateSearchPage";
  /** The query string, e.g. `?s=bostad&page=2`. */
  query: string;
  /** The text search's answer, from the request's text and page; or a fixed answer (pending, failing). */
  answer: (site: SiteConfig, text: string, skip: number) => MockAnswer;
}

/** Keeps the hits of the request's categories, as the API does (the corporate search has no homes). */
function inScope(answer: MockAnswer, categories: string[]): MockAnswer {
  if (typeof answer !== "object" || answer === null || !("hits" in answer) || categories.includes("all")) return answer;
  const response = answer as TextSearchResponse;
  return { ...response, hits: response.hits.filter((hit) => categories.includes(hit.category)) };
}

const everyHit: TextSearchArgs["answer"] = (site, text, skip) => textResponse(site, text, textHits(site).slice(skip));

const TITLES = {
  TextSearchPage: { sv: "Sök", nb: "Søk", fi: "Hae", en: "Search" },
  CorporateSearchPage: { sv: "Sök på Fjällvik", nb: "Søk", fi: "Hae", en: "Search Fjällvik" },
} as const;

const meta = {
  title: "Search/Text search",
  args: {
    templateName: "TextSearchPage",
    query: "?s=bostad",
    answer: everyHit,
  },
  argTypes: {
    answer: { control: false },
    templateName: { control: { type: "radio" }, options: ["TextSearchPage", "CorporateSearchPage"] },
  },
  render: ({ templateName, query, answer }, { globals }) => {
    const site = siteFromGlobals(globals);
    const path = routePath(site, templateName === "TextSearchPage" ? "textSearch" : "corporateSearch") ?? "/sok/";
    return (
      <SearchTemplateStory
        templateName={templateName}
        site={site}
        model={pageModel(templateName, TITLES[templateName][site.locale], "")}
        href={`${path}${query}`}
        routes={{
          textsearch: (body: unknown) => {
            const request = body as { text: string; skip?: number; categories?: string[] };
            return inScope(answer(site, request.text, request.skip ?? 0), request.categories ?? []);
          },
        }}
      />
    );
  },
} satisfies Meta<TextSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search's hits for "bostad" across categories, with the category tabs and their counts. */
export const Results: Story = {};
/** Nothing searched yet: the form only. */
export const NoQuery: Story = { args: { query: "" } };
/** Sent empty (`?s=`): the form's message. */
export const EmptyText: Story = { args: { query: "?s=" } };
/** More than 200 characters: the form's "too long" message, no call. */
export const TooLong: Story = { args: { query: `?s=${"lägenhet ".repeat(25)}` } };
export const Loading: Story = { args: { answer: () => pending } };
export const NoResults: Story = { args: { query: "?s=xyzzy", answer: (site, text) => textResponse(site, text, []) } };
export const ServiceDown: Story = { args: { answer: () => failing(503) } };
/** 60 hits: page 2 of 3 with the pagination. */
export const Pagination: Story = {
  args: {
    query: "?s=bostad&page=2",
    answer: (site, text, skip) => textResponse(site, text, textHits(site, 60).slice(skip, skip + 25), 60, skip),
  },
};
export const LongText: Story = {
  args: { query: "?s=kvarteret", answer: (site, text) => textResponse(site, text, longTextHits(site)) },
};
export const NewsCategory: Story = { args: { query: "?s=bostad&category=news" } };

export const Norwegian: Story = { globals: { locale: "nb" } };
export const Finnish: Story = { globals: { locale: "fi" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };

/** The corporate search: no homes category. */
export const Corporate: Story = { args: { templateName: "CorporateSearchPage", query: "?s=hållbarhet" } };
/** The contractor's site, where the corporate search is the only search. */
export const CorporateContractorBrand: Story = { ...Corporate, globals: { brand: "contractor" } };
/** The English sub-site's corporate search. */
export const CorporateEnglish: Story = {
  ...Corporate,
  args: { ...Corporate.args, query: "?s=sustainability" },
  globals: { locale: "en" },
};
