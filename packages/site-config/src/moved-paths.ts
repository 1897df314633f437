import type { SiteCode, SiteConfig } from "./types";

/**
 * Paths a site used to have, each with the path that replaced it. A request under an old path
 * is sent on permanently (308) to the same place under the new one, so links and bookmarks to
 * the old address keep working and search engines move their entry over.
 */
const MOVED_PATHS: Partial<Record<SiteCode, readonly { from: string; to: string }[]>> = {
  // The English sub-site's careers and corporate search had the Swedish site's paths.
  "se-en": [
    { from: "/en/karriar/lediga-jobb/", to: "/en/careers/jobs/" },
    { from: "/en/karriar/", to: "/en/careers/" },
    { from: "/en/om-oss/sok/", to: "/en/about-us/search/" },
  ],
};

/** The new path for a request under a moved path (sub-paths follow along), or null. */
export function movedPathFor(site: Pick<SiteConfig, "code">, pathname: string): string | null {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  const lower = path.toLowerCase();
  // Longest prefix first: the jobs page moves to the new jobs page, not below the new careers page.
  const moves = [...(MOVED_PATHS[site.code] ?? [])].sort((a, b) => b.from.length - a.from.length);
  const move = moves.find(({ from }) => lower.startsWith(from));
  if (!move) return null;
  const rest = pathname.slice(move.from.length);
  return `${move.to}${rest}`;
}
