import {
  SITE_CODES,
  getSite,
  isDevToolsEnvironment,
  parseSiteHosts,
  parseSiteOrigins,
  siteOrigin,
  startPath,
  type SiteConfigEnv,
} from "@housing/site-config";
import type { SiteSwitcherLink } from "./site-switcher";

/**
 * The site switcher's links: none outside the dev-tool environments (spec
 * section 2: not in preprod or production). A site with an extra host in
 * HOUSING_SITE_HOSTS links there (a developer running one app on another
 * port), a site with a public origin in HOUSING_SITE_ORIGINS there first,
 * otherwise to its usual local or environment origin.
 */
export function siteSwitcherLinks(
  env: Pick<SiteConfigEnv, "HOUSING_ENV" | "HOUSING_SITE_HOSTS"> & Partial<Pick<SiteConfigEnv, "HOUSING_SITE_ORIGINS">>,
): SiteSwitcherLink[] {
  if (!isDevToolsEnvironment(env.HOUSING_ENV)) return [];
  const extraHosts = parseSiteHosts(env.HOUSING_SITE_HOSTS ?? "");
  const origins = parseSiteOrigins(env.HOUSING_SITE_ORIGINS ?? "");
  return SITE_CODES.map((code) => {
    const site = getSite(code);
    // A sub-site (/en/) lives on its app's main host.
    const extraHost = (extraHosts[code] ?? extraHosts[site.app])?.[0];
    const origin =
      origins[code] ??
      (extraHost ? `${isLocalHost(extraHost) ? "http" : "https"}://${extraHost}` : siteOrigin(code, env.HOUSING_ENV));
    return { code, name: site.siteName, href: `${origin}${startPath(site)}`, lang: site.languageTag };
  });
}

function isLocalHost(host: string): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}
