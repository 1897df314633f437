import {
  SITE_CODES,
  getSite,
  isDevToolsEnvironment,
  parseSiteHosts,
  siteOrigin,
  startPath,
  type SiteConfigEnv,
} from "@housing/site-config";
import type { SiteSwitcherLink } from "./site-switcher";

/**
 * The site switcher's links: none outside the dev-tool environments (spec
 * section 2: not in preprod or production). A site with an extra host in
 * HOUSING_SITE_HOSTS links there (a developer running one app on another
 * port), otherwise to its usual local or environment origin.
 */
export function siteSwitcherLinks(env: Pick<SiteConfigEnv, "HOUSING_ENV" | "HOUSING_SITE_HOSTS">): SiteSwitcherLink[] {
  if (!isDevToolsEnvironment(env.HOUSING_ENV)) return [];
  const extraHosts = parseSiteHosts(env.HOUSING_SITE_HOSTS ?? "");
  return SITE_CODES.map((code) => {
    const site = getSite(code);
    // A sub-site (/en/) lives on its app's main host.
    const extraHost = (extraHosts[code] ?? extraHosts[site.app])?.[0];
    const origin = extraHost
      ? `${isLocalHost(extraHost) ? "http" : "https"}://${extraHost}`
      : siteOrigin(code, env.HOUSING_ENV);
    return { code, name: site.siteName, href: `${origin}${startPath(site)}`, lang: site.languageTag };
  });
}

function isLocalHost(host: string): boolean {
  return /^(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(host);
}
