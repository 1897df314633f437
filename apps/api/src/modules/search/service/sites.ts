import { sites, SITE_CODES, type SiteConfig } from "@housing/site-config";
import { SEARCH_RANGES, type SearchRanges } from "@housing/contracts";
import type { TextSearchLanguage } from "../../catalogue/schema";

const BY_ID = new Map<string, SiteConfig>(SITE_CODES.map((code) => [sites[code].siteId, sites[code]]));

/** The site of a siteId the request schema already checked against site-config. */
export function siteOf(siteId: string): SiteConfig {
  const site = BY_ID.get(siteId.toLowerCase());
  if (!site) throw new Error(`Unknown site id ${siteId}`);
  return site;
}

export function siteIdOfKey(key: string): string {
  const site = SITE_CODES.map((code) => sites[code]).find((candidate) => candidate.key === key);
  return site?.siteId ?? key;
}

export function rangesOf(site: SiteConfig): SearchRanges {
  return SEARCH_RANGES[site.country];
}

/** PostgreSQL text-search configuration per site language (spec section 7, text search). */
export const TEXT_CONFIG: Readonly<Record<SiteConfig["locale"], TextSearchLanguage>> = {
  sv: "swedish",
  nb: "norwegian",
  fi: "finnish",
  en: "english",
};
