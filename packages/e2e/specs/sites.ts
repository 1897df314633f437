import { SITE_CODES, getSite, startPath, type SiteConfig } from "@housing/site-config";
import { appOrigin } from "./env";

/** Every one of the seven sites with the URL of its start page (local, or the run's own origins: env.ts). */
export const allSites: Array<{ site: SiteConfig; origin: string; start: string }> = SITE_CODES.map((code) => {
  const site = getSite(code);
  const origin = appOrigin(site.app);
  return { site, origin, start: `${origin}${startPath(site)}` };
});
