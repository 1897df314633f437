import { APP_PORTS, SITE_CODES, getSite, startPath, type SiteConfig } from "@housing/site-config";
import { externalOrigin } from "./env";

/** Every one of the seven sites with the local URL of its start page. */
export const allSites: Array<{ site: SiteConfig; origin: string; start: string }> = SITE_CODES.map((code) => {
  const site = getSite(code);
  const origin = externalOrigin(site.app) ?? `http://localhost:${APP_PORTS[site.app]}`;
  return { site, origin, start: `${origin}${startPath(site)}` };
});
