import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { StartSearchBox } from "@housing/search";
import { getSite, type SiteConfig } from "@housing/site-config";
import { failing, MockApi, pending, type MockAnswer, type MockRoutes } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";
import { swedishTags, tag } from "./fixtures";

/*
 * The start page's search box (site-shell puts it in the start template's search slot): a plain
 * field until focused, then the home search's place combobox. Picking a place opens the search
 * (a real navigation, so the stories stop at the suggestions). Sites without a home search (the
 * English sub-site, the contractor) render nothing.
 */

interface StartSearchArgs {
  /** The place suggestions' answer for a text. */
  suggestions: (text: string) => MockAnswer;
  site?: SiteConfig;
}

const PLACES = [
  ...swedishTags,
  tag("Upplands Väsby", "stockholms-lan/upplands-vasby", "municipality", "Stockholms län", 2),
  tag("Norra Djurgårdsstaden och Hjorthagen", "stockholms-lan/stockholm/norra-djurgardsstaden", "area", "Stockholm", 6),
];

function routes(suggestions: StartSearchArgs["suggestions"]): MockRoutes {
  return { "residence/search/tags": (body: unknown) => suggestions(String((body as { text?: string }).text ?? "")) };
}

const matching: StartSearchArgs["suggestions"] = (text) => {
  const hits = PLACES.filter((place) => place.name.toLocaleLowerCase().includes(text.toLocaleLowerCase()));
  return { hits, estimatedTotalHits: hits.length };
};

const meta = {
  title: "Search/Start search box",
  args: { suggestions: matching },
  argTypes: { suggestions: { control: false } },
  render: ({ suggestions, site }, { globals }) => {
    const shown = site ?? siteFromGlobals(globals);
    return (
      <MockApi site={shown} routes={routes(suggestions)}>
        <StartSearchBox site={shown} />
      </MockApi>
    );
  },
} satisfies Meta<StartSearchArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

async function typePlace(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  const field = await canvas.findByRole("textbox");
  await userEvent.click(field);
  // Focus loads the combobox, which takes over the field with what was typed.
  const combobox = await canvas.findByRole("combobox");
  await userEvent.type(combobox, text);
  return canvas;
}

/** As the server renders it: a plain field, no combobox code loaded yet. */
export const Default: Story = {};
/** Focused and typed: the suggestions, counted under the search's default filters. */
export const Suggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await typePlace(canvasElement, "st");
    await expect(await canvas.findByRole("option", { name: /Stockholms län/ })).toBeVisible();
  },
};
/** Long place names in the list. */
export const LongSuggestion: Story = {
  play: async ({ canvasElement }) => {
    await typePlace(canvasElement, "norra");
  },
};
export const NoPlaces: Story = {
  play: async ({ canvasElement }) => {
    await typePlace(canvasElement, "xyzzy");
  },
};
export const SuggestionsLoading: Story = {
  args: { suggestions: () => pending },
  play: async ({ canvasElement }) => {
    await typePlace(canvasElement, "na");
  },
};
export const SuggestionsError: Story = {
  args: { suggestions: () => failing(503) },
  play: async ({ canvasElement }) => {
    await typePlace(canvasElement, "na");
  },
};
export const SeniorBrand: Story = { globals: { brand: "senior" } };
export const BorattBrand: Story = { globals: { brand: "boratt" } };
export const Norwegian: Story = { globals: { locale: "nb" } };
export const Finnish: Story = { globals: { locale: "fi" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
/** The contractor's site has no home search: the box renders nothing. */
export const SiteWithoutHomeSearch: Story = { args: { site: getSite("contractor") }, globals: { brand: "contractor" } };
