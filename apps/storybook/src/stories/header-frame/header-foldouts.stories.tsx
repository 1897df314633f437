import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Header } from "@housing/header-frame";
import { getSite } from "@housing/site-config";
import { navigation } from "../fixtures";
import { notifications, searchFailing, searchWithHits, searchWithoutHits, swedishAppLanguages } from "./fixtures";
import { HeaderWithAccount } from "./account-slot";

/** Each foldout of the header open, on the Swedish main site; the page under it would be blurred in the app. */
const meta = {
  title: "Frame/Header/Foldouts",
  component: Header,
  args: {
    siteName: "Fjällvik Bostad",
    startHref: "/",
    navigation,
    currentPath: "/",
    site: getSite("se"),
    languages: swedishAppLanguages,
    quickSearch: searchWithHits,
  },
  parameters: { layout: "fullscreen" },
  render: (args) => <HeaderWithAccount {...args} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFoldout =
  (name: string | RegExp): Story["play"] =>
  async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  };

async function searchFor(canvasElement: HTMLElement, text: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole("button", { name: "Sök" }));
  await userEvent.type(canvas.getByRole("searchbox"), text);
}

export const NavigationOpen: Story = { play: openFoldout("Meny") };
export const LanguageOpen: Story = { play: openFoldout("Språk") };
export const SearchOpen: Story = { play: openFoldout("Sök") };

export const SearchWithResults: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, "bostad");
    await expect(await within(canvasElement).findByText("3 träffar för ”bostad”")).toBeVisible();
  },
};
export const SearchTooShort: Story = {
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, "b");
  },
};
export const SearchEmpty: Story = {
  args: { quickSearch: searchWithoutHits },
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, "xyzzy");
    await expect(await within(canvasElement).findByText("Inga resultat för ”xyzzy”.")).toBeVisible();
  },
};
export const SearchError: Story = {
  args: { quickSearch: searchFailing },
  play: async ({ canvasElement }) => {
    await searchFor(canvasElement, "bostad");
    await expect(await within(canvasElement).findByText(/Sökningen fungerar inte/)).toBeVisible();
  },
};

export const LoggedInUserMenuOpen: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna" }, notifications },
  play: openFoldout(/Användarmeny/),
};
export const NotificationsOpen: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna" }, notifications },
  play: openFoldout(/Notiser/),
};
export const NotificationsEmptyOpen: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna" }, notifications: [] },
  play: openFoldout(/Notiser/),
};
export const BoardMemberMenuOpen: Story = {
  args: { user: { isBoardMember: true, associationName: "Brf Utsikten i Haga" } },
  play: openFoldout(/Användarmeny/),
};
