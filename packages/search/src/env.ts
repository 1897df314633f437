// The only file of this package that reads process.env (lint enforces it). Server-side only: the
// home search template reads it and passes the value down to the map as a prop. (This package has
// no "server-only" dependency; a client import would simply see no value and use the offline map.)

/**
 * HOUSING_MAP_STYLE_URL: a MapLibre style document (an http(s) URL or a site path such as
 * `/map/style.json`) that replaces the offline base map, e.g. a brand's vector tile style.
 * Unset or empty means the base map shipped with the package, which needs no network.
 */
export function mapStyleUrl(source: Record<string, string | undefined> = process.env): string | undefined {
  const value = source.HOUSING_MAP_STYLE_URL?.trim();
  if (!value) return undefined;
  // A site path is fetched from the page's own origin; anything else must be an absolute http(s) URL.
  if (value.startsWith("/") && !value.startsWith("//")) return value;
  if (/^https?:\/\//i.test(value) && URL.canParse(value)) return value;
  // A bad value fails loudly with its name, like the other packages' environment checks.
  throw new Error(`Invalid search environment: HOUSING_MAP_STYLE_URL must be an http(s) URL or a path, got "${value}"`);
}
