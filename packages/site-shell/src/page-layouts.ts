import type { SiteConfig } from "@housing/site-config";

/** The page layouts of spec section 2 ("Layouts by path"). */
export type LayoutKind = "blank" | "plain" | "my-pages" | "click-to-buy" | "corporate" | "default";

/** The header types of spec section 2; the header-frame Header takes one as `variant`. */
export type HeaderVariant = "default" | "my-pages" | "corporate" | "no-menu";

export interface PageLayout {
  kind: LayoutKind;
  /** The header to show, or null for no header at all. */
  header: HeaderVariant | null;
  hasFooter: boolean;
  /** Whether the crisis banner may show (it still shows only on the start page unless global). */
  hasCrisisBanner: boolean;
  /** Click-to-buy only: the Finnish site keeps the old booking frame, Sweden and Norway have the new one. */
  clickToBuyVariant?: "old" | "new";
}

/**
 * What each layout shows around the page. Where the spec is silent:
 * - blank pages (QR codes at a showing, succession lists embedded elsewhere) show nothing but the page;
 * - plain pages keep the brand bar so a visitor knows whose site this is, without menu or footer;
 * - the click-to-buy flow hides the menu and footer so a buyer is not led away mid-booking;
 * - my pages and corporate pages keep the full frame with their own header.
 */
const FRAMES: Record<LayoutKind, Omit<PageLayout, "kind" | "clickToBuyVariant">> = {
  blank: { header: null, hasFooter: false, hasCrisisBanner: false },
  plain: { header: "no-menu", hasFooter: false, hasCrisisBanner: false },
  "my-pages": { header: "my-pages", hasFooter: true, hasCrisisBanner: true },
  "click-to-buy": { header: "no-menu", hasFooter: false, hasCrisisBanner: false },
  corporate: { header: "corporate", hasFooter: true, hasCrisisBanner: true },
  default: { header: "default", hasFooter: true, hasCrisisBanner: true },
};

export function pageLayout(kind: LayoutKind, site?: Pick<SiteConfig, "country">): PageLayout {
  const layout: PageLayout = { kind, ...FRAMES[kind] };
  if (kind === "click-to-buy") layout.clickToBuyVariant = site?.country === "fi" ? "old" : "new";
  return layout;
}
