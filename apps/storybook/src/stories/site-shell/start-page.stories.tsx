import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { templateRegistry } from "@housing/site-shell";
import { MockApi, failing, type MockAnswer } from "../../mocks/mock-api";
import { startPageModel } from "../fixtures";
import { swedishTags } from "../search/fixtures";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The registry's start template: content-pages' start page with the search package's box in its
 * search slot (the two features meet in the site shell). The English sub-site and the contractor
 * have no home search, so their start page has no box.
 */

interface StartArgs {
  suggestions: MockAnswer;
}

const meta = {
  title: "Site shell/Start page with search",
  args: { suggestions: { hits: swedishTags, estimatedTotalHits: swedishTags.length } },
  argTypes: { suggestions: { control: false } },
  render: ({ suggestions }, { globals }) => {
    const site = siteFromGlobals(globals);
    const Start = templateRegistry.StartPage!.component;
    return (
      <MockApi site={site} routes={{ "residence/search/tags": suggestions }}>
        <Start model={startPageModel} site={site} />
      </MockApi>
    );
  },
} satisfies Meta<StartArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PlaceSuggestions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("textbox"));
    await userEvent.type(await canvas.findByRole("combobox"), "st");
    await expect(await canvas.findByRole("option", { name: /Stockholms län/ })).toBeVisible();
  },
};
export const SuggestionsFail: Story = {
  args: { suggestions: failing(503) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("textbox"));
    await userEvent.type(await canvas.findByRole("combobox"), "st");
  },
};
export const SeniorBrand: Story = { globals: { brand: "senior" } };
export const BorattBrand: Story = { globals: { brand: "boratt" } };
/** No home search on the contractor site: the start page without a box. */
export const ContractorBrand: Story = { globals: { brand: "contractor" } };
export const Finnish: Story = { globals: { locale: "fi" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
