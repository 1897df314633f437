import type { SiteCode } from "@housing/site-config";

/**
 * The tags on the API answers Next caches (data.ts), which the revalidation route expires
 * (revalidate-route.ts). Expiring a tag also expires every cached page whose render read an answer
 * carrying it, so the next visit renders that page again with fresh content.
 *
 * - `content`: every answer of every site (a deploy of the CMS, a bulk import);
 * - `site:{code}`: every answer of one site;
 * - `layout:{code}`: the site's frame content (navigation, footer, languages, crisis banner);
 * - `page:{code}:{path}`: one page's view model (paths up to 200 characters; longer ones are
 *   reached through `site:` and `content`);
 * - `search:{code}`: the searches' first results of one site (kept 30 s in any case).
 */
export const CONTENT_TAG = "content";
export const siteTag = (code: SiteCode) => `site:${code}`;
export const layoutTag = (code: SiteCode) => `layout:${code}`;
export const searchTag = (code: SiteCode) => `search:${code}`;

/** Next ignores a tag over 256 characters; a page tag is only set for paths that fit well within. */
const MAX_TAGGED_PATH = 200;

export function pageTag(code: SiteCode, path: string): string | null {
  return path.length <= MAX_TAGGED_PATH ? `page:${code}:${path}` : null;
}
