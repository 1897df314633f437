import { sites } from "./sites";
import { SITE_CODES, type SiteCode, type SiteConfig, type SiteKey } from "./types";

export function isSiteCode(value: string): value is SiteCode {
  return (SITE_CODES as readonly string[]).includes(value);
}

export function getSite(code: SiteCode): SiteConfig {
  return sites[code];
}

/** The site with the API contract's site key (Jmse, JmseEn, …), or undefined. */
export function getSiteByKey(key: string): SiteConfig | undefined {
  return SITE_CODES.map((code) => sites[code]).find((site) => site.key === (key as SiteKey));
}
