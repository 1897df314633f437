import { createHttp, getPageViewModel, isApiError } from "@housing/api-client";
import { readEnv, type SiteConfig } from "@housing/site-config";
import { isGoneListingTemplate } from "./not-found-templates";
import { pagePathFromSegments } from "./paths";

/** What the API says of a page before it is rendered. */
export type PageCheck = "exists" | "missing" | "failing";

/**
 * Whether a page request asks for a page that does not exist, checked in the proxy before Next
 * renders anything. Next renders a `notFound()` thrown by a page only in the browser (the server
 * sends an empty error document), but an unmatched route's 404 page is rendered on the server.
 * So the proxy sends a page the API does not know (or a gone listing) to that route
 * (`global-not-found.tsx`): status 404, and the frame and the message in the HTML itself.
 *
 * Only document requests are checked (a first visit, a crawler, a reload); the router's own
 * requests of a later navigation (`RSC` header) render the same 404 page through `notFound()`.
 * Answers are kept for as long as Next's data cache keeps the view models (data.ts), so a page
 * costs the API one extra request a minute per server process. A failing API, a 401/403 or a
 * timeout is not "missing": the page itself then sends the visitor to login or tries again. An
 * API that answers 5xx or cannot be reached is "failing": the proxy answers with the 500 page
 * (server-error-document.ts), which needs nothing from the API. Only answers are remembered.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 2_000;
const TIMEOUT_MS = 3_000;
const known = new Map<string, { isMissing: boolean; until: number }>();

type ApiAnswer = { isMissing: boolean } | "failing" | null;

export function isDocumentRequest(request: Request): boolean {
  const { headers } = request;
  if (request.method !== "GET" || headers.has("rsc") || headers.has("next-router-prefetch")) return false;
  const dest = headers.get("sec-fetch-dest");
  return dest === null || dest === "document";
}

export async function checkPage(site: SiteConfig, pathname: string, search: string): Promise<PageCheck> {
  const path = pagePathFromSegments(pathname.split("/").filter(Boolean));
  const key = `${site.code} ${path}?${search}`;
  const now = Date.now();
  const hit = known.get(key);
  if (hit && hit.until > now) return hit.isMissing ? "missing" : "exists";
  const answer = await askApi(site, path, search);
  if (answer === "failing") return "failing";
  if (answer === null) return "exists";
  if (known.size >= MAX_ENTRIES) known.delete(known.keys().next().value!);
  known.set(key, { isMissing: answer.isMissing, until: now + TTL_MS });
  return answer.isMissing ? "missing" : "exists";
}

async function askApi(site: SiteConfig, path: string, search: string): Promise<ApiAnswer> {
  const http = createHttp({ env: readEnv(), siteKey: site.key, timeoutMs: TIMEOUT_MS });
  try {
    const model = await getPageViewModel(http, path, new URLSearchParams(search));
    return { isMissing: isGoneListingTemplate(model.templateName) };
  } catch (error) {
    if (!isApiError(error)) return null;
    // 400: the API cannot take this path or query for a page (it is not one); a 404 to the visitor.
    if (error.status === 404 || error.status === 400) return { isMissing: true };
    // A refused connection or a 5xx: the page could not be drawn either. A timeout or an aborted
    // call (also status 0) is left to the page, which waits longer.
    if (error.status >= 500 || (error.isNetworkError && !isTimeout(error))) return "failing";
    return null;
  }
}

function isTimeout(error: Error): boolean {
  const { cause } = error as { cause?: unknown };
  const causeName = cause instanceof Error ? `${cause.name} ${cause.message}` : "";
  return /timeout|timed out|abort/i.test(`${error.message} ${causeName}`);
}
