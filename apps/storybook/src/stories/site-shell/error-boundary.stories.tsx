import type { Meta, StoryObj } from "@storybook/react-vite";
import { SiteErrorBoundary } from "@housing/site-shell/error-page";
import { siteFromGlobals } from "../site-from-globals";
import { FrameProviders } from "./frame-providers";
import { frameContent } from "./fixtures";

/*
 * The catch-all page's error boundary (site-shell/error-page): an unknown template or a failed
 * page load renders the 500 page inside the default frame; "Try again" refreshes the route
 * (logged by the next/navigation stand-in) and resets the boundary. The site follows the toolbars.
 */
const meta = {
  title: "Site shell/Error boundary",
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <FrameProviders content={frameContent(site, { crisisBanner: null })}>
        <SiteErrorBoundary
          error={Object.assign(new Error("Page load failed (Storybook)"), { digest: "story" })}
          reset={() => undefined}
        />
      </FrameProviders>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The route's site is known: the title names it and "start page" leads to the site's start. */
export const Default: Story = { parameters: { routeParams: { site: "se" }, pathname: "/om-oss/" } };
/** No site in the route (a wiring error): the 500 page still renders, start link to "/". */
export const WithoutSite: Story = { parameters: { routeParams: {}, pathname: "/" } };
export const SeniorBrand: Story = {
  ...Default,
  parameters: { routeParams: { site: "senior" } },
  globals: { brand: "senior" },
};
export const BorattBrand: Story = {
  ...Default,
  parameters: { routeParams: { site: "boratt" } },
  globals: { brand: "boratt" },
};
export const ContractorBrand: Story = {
  ...Default,
  parameters: { routeParams: { site: "contractor" } },
  globals: { brand: "contractor" },
};
export const Norwegian: Story = { parameters: { routeParams: { site: "no" } }, globals: { locale: "nb" } };
export const Finnish: Story = { parameters: { routeParams: { site: "fi" } }, globals: { locale: "fi" } };
export const Mobile: Story = { ...Default, globals: { viewport: { value: "mobile1" } } };
