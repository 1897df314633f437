import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent, within } from "storybook/test";
import { Header } from "@housing/header-frame";
import { getSite } from "@housing/site-config";
import { navigation } from "./fixtures";
import { notifications, searchWithHits, swedishAppLanguages } from "./header-frame/fixtures";
import { HeaderWithAccount } from "./header-frame/account-slot";

const meta = {
  title: "Frame/Header",
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

/** Logged out on the Swedish main site: 2 quick links (search is on), search, language, login and menu. */
export const Default: Story = {};
export const CurrentPage: Story = { args: { currentPath: "/om-oss/" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };
export const WithoutNavigation: Story = { args: { navigation: [] } };
/** Without the site config (as before the site-shell passed it): brand, quick links and menu only. */
export const WithoutSiteConfig: Story = { args: { site: undefined } };

export const CorporateVariant: Story = { args: { variant: "corporate" } };
export const MyPagesVariant: Story = {
  args: {
    variant: "my-pages",
    currentPath: "/mina-sidor/",
    user: { isBoardMember: false, firstName: "Anna" },
    notifications,
  },
};
export const NoMenuVariant: Story = { args: { variant: "no-menu" } };

/** The English sub-site: search is off, so 3 quick links; no login. */
export const EnglishSubSite: Story = {
  args: { site: getSite("se-en"), siteName: "Fjällvik Homes", startHref: "/en/", currentPath: "/en/" },
  globals: { locale: "en" },
};
/** Contractor site: corporate search only, no login, no English. */
export const ContractorSite: Story = {
  args: { site: getSite("contractor"), siteName: "Fjällvik Entreprenad", languages: swedishAppLanguages.slice(2) },
  globals: { brand: "contractor" },
};

export const LoggedIn: Story = { args: { user: { isBoardMember: false, firstName: "Anna" }, notifications } };
export const LoggedInWithoutNotifications: Story = {
  args: { user: { isBoardMember: false, firstName: "Anna" }, notifications: [] },
};
export const BoardMember: Story = { args: { user: { isBoardMember: true, associationName: "Brf Utsikten i Haga" } } };

/** The login modal from the login button (its real forms come with the login work). */
export const LoginModal: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Logga in" }));
  },
};
/** The modal opened by the #open-login-board hash trigger, for a board member. */
export const LoginModalFromHash: Story = {
  decorators: [
    (Story) => {
      window.history.replaceState(null, "", `${window.location.pathname}${window.location.search}#open-login-board`);
      return <Story />;
    },
  ],
};
