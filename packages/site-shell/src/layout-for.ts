import { isTemplateName } from "@housing/contracts";
import { routePath, type SiteConfig } from "@housing/site-config";
import { pageLayout, type LayoutKind, type PageLayout } from "./page-layouts";
import { templateRegistry } from "./registry";

/*
 * The page layouts (spec section 2, "Layouts by path"): the kinds and frames are in
 * page-layouts.ts (light: the error and not-found pages import it), the rule that picks one
 * here, from the path and the template's own `layout` in its manifest.
 */
export { pageLayout, type HeaderVariant, type LayoutKind, type PageLayout } from "./page-layouts";

export interface LayoutInput {
  site: SiteConfig;
  /** The page path with leading and trailing slash, as the API knows it. */
  path: string;
  templateName: string;
}

/** Spec section 2, "Layouts by path": the rules apply in the order the spec lists them. */
export function layoutKindFor({ site, path, templateName }: LayoutInput): LayoutKind {
  const lower = path.toLowerCase();
  const templateLayout = isTemplateName(templateName) ? templateRegistry[templateName]?.layout : undefined;
  if (templateLayout === "blank" || lower.endsWith("/qr/") || lower.endsWith("/visning/")) return "blank";
  if (templateLayout === "plain" || lower.includes("/kirja/success")) return "plain";
  if (isUnder(lower, routePath(site, "myPages"))) return "my-pages";
  if (isUnder(lower, routePath(site, "clickToBuy")) && !lower.includes("info")) return "click-to-buy";
  if (templateLayout === "corporate") return "corporate";
  return "default";
}

export function layoutFor(input: LayoutInput): PageLayout {
  return pageLayout(layoutKindFor(input), input.site);
}

function isUnder(path: string, base: string | null): boolean {
  return base !== null && path.startsWith(base.toLowerCase());
}
