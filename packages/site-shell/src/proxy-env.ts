// The environment the proxy reads for the response headers (security-headers.ts). No "server-only"
// marker: the proxy is not a server component, and nothing here is secret; it never reaches a
// browser bundle because only the proxy and server components import it.

/**
 * The tag manager container id (e.g. GTM-XXXXXXX). Unset by default: then no
 * tag manager script is ever loaded, whatever the visitor consents to.
 */
export function tagManagerId(): string | undefined {
  const value = process.env.HOUSING_TAG_MANAGER_ID?.trim();
  return value && /^[A-Z0-9-]{4,32}$/.test(value) ? value : undefined;
}

/** `next dev`: React rebuilds error stacks with eval and refreshes over a web socket. */
export function isDevelopmentServer(): boolean {
  return process.env.NODE_ENV === "development";
}

/**
 * HOUSING_MAP_STYLE_URL (read and validated by @housing/search, which draws the map): when it is an
 * absolute URL, the map fetches its style, tiles, sprites and glyphs from that origin.
 */
export function mapStyleOrigin(): string | undefined {
  const value = process.env.HOUSING_MAP_STYLE_URL?.trim();
  if (!value || !/^https?:\/\//i.test(value) || !URL.canParse(value)) return undefined;
  return new URL(value).origin;
}
