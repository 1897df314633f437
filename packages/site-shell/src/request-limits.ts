/**
 * What a page request may look like before the proxy hands it to Next (issue 18, item 9): an
 * address the site can never have a page for answers 400 with the bad-request page in the site's
 * language (server-error-document.ts), instead of reaching the API or the renderer, where it used
 * to end as a 500. A well-formed address the API does not know answers 404 as before (missing-page.ts).
 *
 * The limits, on the address as it arrives (percent-encoded):
 * - the path at most 1,024 characters: the CMS's and the catalogue's longest paths are under 200;
 * - the query at most 2,048 characters: the home search's fullest URL (every filter, a dozen
 *   places in `q`) is under 1,000;
 * - at most 50 query parameters: the searches write at most about 20 (their filters, sort, page,
 *   plus a campaign's utm_* tags);
 * - every percent escape in the path and the query decodes as UTF-8 (`/%zz/`, `/%ff/` do not;
 *   Next's server re-encodes a query's broken escapes as U+FFFD before the proxy runs, so in a
 *   query such a byte reaches the page as that character, which is harmless);
 * - no control character (U+0000–U+001F, U+007F), encoded or not, in the path or the query
 *   (`/%00/`): no page or filter has one, and PostgreSQL rejects NUL.
 */
export const MAX_PATH_LENGTH = 1_024;
export const MAX_QUERY_LENGTH = 2_048;
export const MAX_QUERY_PARAMETERS = 50;

export type BadRequestReason =
  "path-too-long" | "query-too-long" | "too-many-parameters" | "malformed-encoding" | "control-character";

// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Why a request's path and query (as on the wire: `pathname` and `search` of its URL, still
 * percent-encoded) cannot be a page, or null when they can.
 */
export function badRequestReason(pathname: string, search: string): BadRequestReason | null {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (pathname.length > MAX_PATH_LENGTH) return "path-too-long";
  if (query.length > MAX_QUERY_LENGTH) return "query-too-long";
  const path = decodes(pathname);
  if (path === null) return "malformed-encoding";
  if (CONTROL_CHARACTER.test(path)) return "control-character";
  if (!query) return null;
  const parts = query.split("&").filter(Boolean);
  if (parts.length > MAX_QUERY_PARAMETERS) return "too-many-parameters";
  for (const part of parts) {
    // In a query, + is a space; decodeURIComponent leaves it, which is all this check needs.
    const decoded = decodes(part);
    if (decoded === null) return "malformed-encoding";
    if (CONTROL_CHARACTER.test(decoded)) return "control-character";
  }
  return null;
}
