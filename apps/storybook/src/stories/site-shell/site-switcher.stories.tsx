import type { Meta, StoryObj } from "@storybook/react-vite";
import { userEvent } from "storybook/test";
import { SiteSwitcher, type SiteSwitcherLink } from "@housing/site-shell/frame";
import { getSite, SITE_CODES, startPath } from "@housing/site-config";

/*
 * The developer site switcher (spec section 2: local and test environments only): a disclosure
 * in the bottom-left corner with a link to every local site.
 */

const localLinks: SiteSwitcherLink[] = SITE_CODES.map((code, index) => {
  const site = getSite(code);
  return {
    code,
    name: site.siteName,
    href: `http://localhost:${3000 + index}${startPath(site)}`,
    lang: site.languageTag,
  };
});

const meta = {
  title: "Site shell/Site switcher",
  component: SiteSwitcher,
  args: { links: localLinks, currentCode: "se" },
  parameters: { layout: "fullscreen" },
  decorators: [
    (Story) => (
      <div style={{ minHeight: "60vh" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story["play"] = async ({ canvasElement }) => {
  const summary = canvasElement.querySelector("summary");
  if (summary) await userEvent.click(summary);
};

/** Closed, as every page starts. */
export const Closed: Story = {};
/** Open: every site, the current one marked. */
export const Open: Story = { play: open };
export const OpenOnSeniorSite: Story = { args: { currentCode: "senior" }, globals: { brand: "senior" }, play: open };
export const LongSiteNames: Story = {
  args: {
    links: localLinks.map((link) => ({
      ...link,
      name: `${link.name} – utvecklingsmiljö på en mycket lång värdnamnsadress`,
    })),
  },
  play: open,
};
export const English: Story = { globals: { locale: "en" }, play: open };
/** Outside the dev-tool environments there are no links, and nothing renders. */
export const NoLinks: Story = { args: { links: [] } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } }, play: open };
