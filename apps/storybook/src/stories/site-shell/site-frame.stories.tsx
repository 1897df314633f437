import type { Meta, StoryObj } from "@storybook/react-vite";
import { NotFoundPage } from "@housing/content-pages";
import type { CrisisBanner } from "@housing/contracts";
import { pageLayout, type LayoutKind } from "@housing/site-shell";
import { SiteFrame } from "@housing/site-shell/frame";
import { startPath } from "@housing/site-config";
import { Container } from "@housing/ui";
import { infoBanner } from "../fixtures";
import { siteFromGlobals } from "../site-from-globals";
import { FrameProviders } from "./frame-providers";
import { frameContent, longBanner, longFooter, longNavigation, type FrameOptions } from "./fixtures";

/*
 * The frame around every page (site-shell's SiteFrame), by layout (spec section 2, "Layouts by
 * path"): which header, whether the footer and the crisis banner show. The site follows the
 * toolbars; `parameters.pathname` is the page's path (the banner shows on the start page unless
 * it is global).
 */

interface FrameArgs {
  kind: LayoutKind;
  isJubilee: boolean;
  content: FrameOptions;
}

function PagePlaceholder() {
  return (
    <Container>
      <section style={{ padding: "3rem 0", minHeight: "40vh" }}>
        <h1>Sidans innehåll</h1>
        <p>Här renderar sidmallen sitt innehåll; ramen runt den väljs av sidans sökväg och mall.</p>
      </section>
    </Container>
  );
}

const meta = {
  title: "Site shell/Frame",
  args: { kind: "default", isJubilee: false, content: {} },
  argTypes: {
    kind: {
      control: { type: "select" },
      options: ["default", "corporate", "my-pages", "click-to-buy", "plain", "blank"],
    },
    content: { control: false },
  },
  render: ({ kind, isJubilee, content }, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <FrameProviders content={frameContent(site, content)}>
        <SiteFrame layout={pageLayout(kind, site)} isJubilee={isJubilee}>
          <PagePlaceholder />
        </SiteFrame>
      </FrameProviders>
    );
  },
} satisfies Meta<FrameArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const globalBanner: CrisisBanner = { ...infoBanner, id: "global-1", variant: "emergency", isGlobal: true };

/** The start page: full header, the crisis banner (it shows on the start page) and the footer. */
export const Default: Story = {};
/** Another page: a banner that is not global stays on the start page. */
export const OtherPage: Story = { parameters: { pathname: "/om-oss/" } };
/** A global emergency banner shows on every page. */
export const GlobalBannerOnOtherPage: Story = {
  args: { content: { crisisBanner: globalBanner } },
  parameters: { pathname: "/om-oss/" },
};
export const Corporate: Story = { args: { kind: "corporate" }, parameters: { pathname: "/om-oss/investerare/" } };
export const MyPages: Story = { args: { kind: "my-pages" }, parameters: { pathname: "/mina-sidor/" } };
/** Click-to-buy hides menu and footer so a buyer is not led away mid-booking. */
export const ClickToBuy: Story = { args: { kind: "click-to-buy" }, parameters: { pathname: "/kop-direkt/" } };
/** The Finnish site keeps the old booking frame. */
export const ClickToBuyFinland: Story = { ...ClickToBuy, globals: { locale: "fi" } };
/** Plain pages keep the brand bar only. */
export const Plain: Story = { args: { kind: "plain" } };
/** Blank pages (QR codes at a showing, embedded succession lists): the page alone. */
export const Blank: Story = { args: { kind: "blank" } };
/** The jubilee year's styling. */
export const Jubilee: Story = { args: { isJubilee: true } };
/** The layout content could not be loaded: brand name and the footer's legal line still render. */
export const ContentUnavailable: Story = {
  args: { content: { navigation: [], languages: [], crisisBanner: null, footer: { columns: [], social: [] } } },
};
export const LongText: Story = {
  args: { content: { navigation: longNavigation, footer: longFooter, crisisBanner: longBanner } },
};
export const LongTextMobile: Story = { ...LongText, globals: { viewport: { value: "mobile1" } } };

export const SeniorBrand: Story = { globals: { brand: "senior" } };
export const BorattBrand: Story = { globals: { brand: "boratt" } };
export const ContractorBrand: Story = { args: { kind: "corporate" }, globals: { brand: "contractor" } };
export const Norwegian: Story = { globals: { locale: "nb" } };
export const Finnish: Story = { globals: { locale: "fi" } };
export const EnglishSubSite: Story = { globals: { locale: "en" }, parameters: { pathname: "/en/" } };
export const Mobile: Story = { globals: { viewport: { value: "mobile1" } } };

/** The not-found page inside the default frame, as site-shell's SiteNotFound composes it on the server. */
export const NotFoundInFrame: Story = {
  parameters: { pathname: "/finns-inte/" },
  render: (_args, { globals }) => {
    const site = siteFromGlobals(globals);
    return (
      <FrameProviders content={frameContent(site)}>
        <SiteFrame layout={pageLayout("default", site)}>
          <NotFoundPage startHref={startPath(site)} />
        </SiteFrame>
      </FrameProviders>
    );
  },
};
