import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Header, type HeaderNotification, type QuickSearchFn } from "@housing/header-frame";
import { getSite } from "@housing/site-config";
import { longNavigation } from "../site-shell/fixtures";
import { navigation } from "../fixtures";
import { notifications, searchWithHits, swedishAppLanguages } from "./fixtures";
import { HeaderWithAccount } from "./account-slot";

/*
 * The header's states beyond Frame/Header and its foldouts: long texts, the quick search while it
 * waits, every brand's and country's site, and the foldouts at phone width.
 */
const meta = {
  title: "Frame/Header/States",
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
  render: (args) => <HeaderWithAccount {...args} />,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const openFoldout =
  (name: RegExp): Story["play"] =>
  async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name });
    await userEvent.click(button);
    await expect(button).toHaveAttribute("aria-expanded", "true");
  };

const searchNeverAnswers: QuickSearchFn = () => new Promise(() => undefined);

const longNotifications: HeaderNotification[] = [
  {
    id: "l1",
    type: "DocumentSigning",
    title: "Bokningsavtal och tillvalsbeställning för Brf Utsikten i Hagastaden, lägenhet 1104, att signera med BankID",
    isAwaitingSignature: true,
  },
  ...notifications,
];

/** Long navigation labels: the quick links and the menu wrap instead of overflowing. */
export const LongNavigation: Story = { args: { navigation: longNavigation } };
export const LongNavigationMenuOpen: Story = { args: { navigation: longNavigation }, play: openFoldout(/Meny/) };
export const LongUserName: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna-Karin Margareta" }, notifications: longNotifications },
  play: openFoldout(/Notiser/),
};
export const LongAssociationName: Story = {
  args: { user: { isBoardMember: true, associationName: "Bostadsrättsföreningen Utsikten i Hagastaden nummer 2" } },
  play: openFoldout(/Användarmeny/),
};
/** The quick search waiting for its answer. */
export const QuickSearchLoading: Story = {
  args: { quickSearch: searchNeverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Sök" }));
    await userEvent.type(canvas.getByRole("searchbox"), "bostad");
  },
};

/** The senior brand's site (simple search, login). */
export const SeniorSite: Story = {
  args: { site: getSite("senior"), siteName: "Fjällvik Seniorgården" },
  globals: { brand: "senior" },
};
export const BorattSite: Story = {
  args: { site: getSite("boratt"), siteName: "Fjällvik Borätt" },
  globals: { brand: "boratt" },
};
export const BorattSiteMenuOpen: Story = { ...BorattSite, play: openFoldout(/Meny/) };
export const ContractorMenuOpen: Story = {
  args: {
    site: getSite("contractor"),
    siteName: "Fjällvik Entreprenad",
    variant: "corporate",
    languages: swedishAppLanguages.slice(2),
  },
  globals: { brand: "contractor" },
  play: openFoldout(/Meny/),
};
export const NorwegianSite: Story = {
  args: {
    site: getSite("no"),
    siteName: "Fjällvik Bolig",
    navigation: [
      { label: "Finn bolig", href: "/finn-din-bolig/" },
      { label: "Slik kjøper du", href: "/slik-kjoper-du/" },
      { label: "Om oss", href: "/om-oss/" },
    ],
    languages: [
      { siteKey: "Jmno", label: "Norsk", href: "/", lang: "nb-NO" },
      { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
      { siteKey: "Jmoy", label: "Suomi", href: "https://www.fjallvik.fi/", lang: "fi-FI" },
    ],
  },
  globals: { locale: "nb" },
};
export const FinnishSite: Story = {
  args: {
    site: getSite("fi"),
    siteName: "Fjällvik Koti",
    navigation: [
      { label: "Myytävät asunnot", href: "/myytavat-asunnot/" },
      { label: "Näin ostat", href: "/nain-ostat/" },
      { label: "Meistä", href: "/meista/" },
    ],
    languages: [
      { siteKey: "Jmoy", label: "Suomi", href: "/", lang: "fi-FI" },
      { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
      { siteKey: "Jmno", label: "Norge", href: "https://www.fjallvik.no/", lang: "nb-NO" },
    ],
  },
  globals: { locale: "fi" },
};

export const MobileMenuOpen: Story = { globals: { viewport: { value: "mobile1" } }, play: openFoldout(/Meny/) };
export const MobileSearchOpen: Story = { globals: { viewport: { value: "mobile1" } }, play: openFoldout(/^Sök$/) };
export const MobileLanguageOpen: Story = { globals: { viewport: { value: "mobile1" } }, play: openFoldout(/Språk/) };
export const MobileLoggedIn: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna" }, notifications },
  globals: { viewport: { value: "mobile1" } },
};
