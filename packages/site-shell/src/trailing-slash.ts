/**
 * The redirects of Next's `trailingSlash: true`, made by the proxy (next-config.js sets
 * `skipTrailingSlashRedirect`): Next answers its own with none of the security headers, the proxy's
 * answers carry them (response-headers.ts). The same two rules as Next's: a page's path gains its
 * final slash (`/sok-bostad` → `/sok-bostad/`, the CMS's paths end in one: spec section 2), a file's
 * path loses it (`/robots.txt/` → `/robots.txt`); `/.well-known/` is left as it is.
 */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname === "/" || pathname.startsWith("/.well-known/") || pathname === "/.well-known") return null;
  const isFile = /\/[^/]*\.\w+\/?$/.test(pathname);
  if (isFile) return pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : null;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return pathname.endsWith("/") || last.includes(".") ? null : `${pathname}/`;
}
