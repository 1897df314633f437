import { routePath, type SiteConfig } from "@housing/site-config";

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
 * Template names that pick a layout. The spec names the page kinds; these are
 * the template names the API sends for them.
 */
export const BLANK_TEMPLATES: ReadonlySet<string> = new Set(["SuccessionPage"]);
export const PLAIN_TEMPLATES: ReadonlySet<string> = new Set(["SandboxPage", "ExternalObjectsPage"]);
const CORPORATE_TEMPLATE_PREFIX = "Corporate";
/** Investor pages are corporate information too, whatever their template is called. */
export const CORPORATE_TEMPLATES: ReadonlySet<string> = new Set(["InvestorRelationsStartPage", "ReportListPage"]);

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

export interface LayoutInput {
  site: SiteConfig;
  /** The page path with leading and trailing slash, as the API knows it. */
  path: string;
  templateName: string;
}

/** Spec section 2, "Layouts by path": the rules apply in the order the spec lists them. */
export function layoutKindFor({ site, path, templateName }: LayoutInput): LayoutKind {
  const lower = path.toLowerCase();
  if (BLANK_TEMPLATES.has(templateName) || lower.endsWith("/qr/") || lower.endsWith("/visning/")) return "blank";
  if (PLAIN_TEMPLATES.has(templateName) || lower.includes("/kirja/success")) return "plain";
  if (isUnder(lower, routePath(site, "myPages"))) return "my-pages";
  if (isUnder(lower, routePath(site, "clickToBuy")) && !lower.includes("info")) return "click-to-buy";
  if (templateName.startsWith(CORPORATE_TEMPLATE_PREFIX) || CORPORATE_TEMPLATES.has(templateName)) return "corporate";
  return "default";
}

export function layoutFor(input: LayoutInput): PageLayout {
  return pageLayout(layoutKindFor(input), input.site);
}

function isUnder(path: string, base: string | null): boolean {
  return base !== null && path.startsWith(base.toLowerCase());
}
