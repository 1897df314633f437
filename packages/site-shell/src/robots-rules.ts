import type { MetadataRoute } from "next";
import { routePath, type Environment, type RouteKey, type SiteConfig } from "@housing/site-config";

/**
 * Pages no search engine should crawl: my pages, booking (click-to-buy) and the login and
 * account pages (spec section 2 gives them noindex; robots.txt keeps crawlers off them too).
 */
const PRIVATE_ROUTES: readonly RouteKey[] = [
  "myPages",
  "clickToBuy",
  "clickToBuyInfo",
  "clickToBuyContract",
  "login",
  "createAccount",
  "forgotPassword",
  "consent",
];

/** The paths of a site that robots.txt disallows in production (and the sitemap leaves out). */
export function privateRoutePaths(site: SiteConfig): string[] {
  return PRIVATE_ROUTES.map((key) => routePath(site, key)).filter(isPath);
}

/**
 * robots.txt for one host. robots.txt is per host, so the Swedish host's file covers the English
 * sub-site's paths too. Outside production every path is disallowed: dev, test and preprod
 * copies must never reach a search index.
 */
export function robotsRules(
  sites: readonly SiteConfig[],
  { environment, origin }: { environment: Environment; origin: string },
): MetadataRoute.Robots {
  if (environment !== "production") return { rules: { userAgent: "*", disallow: "/" } };
  const disallow = [...new Set(sites.flatMap(privateRoutePaths))].sort();
  return {
    rules: { userAgent: "*", allow: "/", disallow },
    sitemap: `${origin}/sitemap.xml`,
  };
}

function isPath(path: string | null): path is string {
  return path !== null;
}
