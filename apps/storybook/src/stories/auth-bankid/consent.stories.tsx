import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ConsentPage, authBankidPagesMessages } from "@housing/auth-bankid/pages";
import type { PageViewModel } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import type { Session } from "@housing/session";
import { TEST_USER, TestSessionProvider, authenticatedSession } from "@housing/session/testing";
import { getSite } from "@housing/site-config";
import { MockApi } from "../../mocks/mock-api";
import { siteFromGlobals } from "../site-from-globals";

/*
 * The consent page (spec section 2's consent gate sends a logged-in user here who is neither VIP
 * for the site nor has consented to it). It follows the toolbars' brand and language; the main
 * brand in English shows the Swedish main site (the English sub-site has no login). The consent
 * call goes through the site's session bridge, which Storybook does not have: sending fails
 * here, which is the failed state.
 */

/** A logged-in user who has consented nowhere yet. */
const newcomer = authenticatedSession({ ...TEST_USER, consentSiteIds: [] });

const withPage =
  (session: Session, options: { sessionCookie?: boolean } = {}): Decorator =>
  (Story, context) => {
    // The page waits for the session check while the session cookie exists (else it goes to the login).
    if (options.sessionCookie && typeof document !== "undefined") {
      document.cookie = `housing_session_hint=${Math.floor(Date.now() / 1000) + 600}; Path=/; Max-Age=60`;
    }
    const picked = siteFromGlobals(context.globals);
    const site = picked.features.hasLogin ? picked : getSite("se");
    return (
      <TestI18nProvider locale={(context.globals.locale ?? "sv") as Locale} messages={[authBankidPagesMessages]}>
        <MockApi site={site} routes={{}}>
          <TestSessionProvider session={session}>
            <Story args={{ ...context.args, site }} />
          </TestSessionProvider>
        </MockApi>
      </TestI18nProvider>
    );
  };

const meta = {
  title: "Pages/Account/Consent",
  component: ConsentPage,
  args: {
    model: { title: "Samtycke" } as PageViewModel,
    site: getSite("se"),
    location: { path: "/samtycke/", query: "referrer=%2Fmina-sidor%2F" },
  },
  parameters: { layout: "fullscreen", pathname: "/samtycke/" },
} satisfies Meta<typeof ConsentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form: what the user consents to, the privacy policy, the required box and the button. */
export const Form: Story = {
  decorators: [withPage(newcomer)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole("checkbox")).toBeRequired();
    await expect(page.getByRole("link")).toBeVisible();
  },
};

/** Sent without the box ticked: the box says what is missing and has the focus. */
export const BoxNotTicked: Story = {
  decorators: [withPage(newcomer)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("button"));
    await expect(page.getByRole("checkbox")).toHaveFocus();
    await expect(page.getByRole("checkbox")).toBeInvalid();
  },
};

/** The consent could not be saved (here: no session bridge): the alert, the box still ticked. */
export const SavingFailed: Story = {
  decorators: [withPage(newcomer)],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole("checkbox"));
    await userEvent.click(page.getByRole("button"));
    await expect(await page.findByRole("alert", {}, { timeout: 5000 })).toHaveFocus();
    await expect(page.getByRole("checkbox")).toBeChecked();
  },
};

/** A user who has consented to this site already (opened the page by hand): the way on. */
export const AlreadyConsented: Story = {
  decorators: [
    (Story, context) => {
      const picked = siteFromGlobals(context.globals);
      const site = picked.features.hasLogin ? picked : getSite("se");
      return withPage(authenticatedSession({ ...TEST_USER, consentSiteIds: [site.siteId] }))(Story, context);
    },
  ],
};

/** While the session check has not answered yet (a session cookie exists). */
export const Loading: Story = {
  decorators: [withPage({ status: "anonymous" }, { sessionCookie: true })],
};

/** The Seniorgården brand: its own company and privacy policy. */
export const Seniorgarden: Story = {
  decorators: [withPage(newcomer)],
  globals: { brand: "senior" },
};

export const Finnish: Story = {
  decorators: [withPage(newcomer)],
  globals: { locale: "fi" },
};

export const Mobile: Story = {
  decorators: [withPage(newcomer)],
  globals: { viewport: { value: "mobile1" } },
};
