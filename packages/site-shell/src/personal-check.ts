import { createHttp, getCurrentUser, getPageViewModel, isApiError } from "@housing/api-client";
import { isTemplateName } from "@housing/contracts";
import { canOpenMyPage, myPagesTemplateFor } from "@housing/session/my-pages-menu";
import { readEnv, type SiteConfig } from "@housing/site-config";
import { pagePathFromSegments } from "./paths";

/** What the API says of a my-pages document request before it is rendered. */
export type PersonalCheck = "open" | "missing" | "login";

const TIMEOUT_MS = 3_000;

/**
 * Whether the visitor may open this my-pages page (spec section 2: a page left out of the
 * user's menu answers 404, not a blank page), checked in the proxy for document requests like
 * missing-page.ts does for public pages: Next renders a `notFound()` thrown by a page only in the
 * browser, so the proxy sends such a request to the unmatched route, whose 404 page is rendered
 * on the server with status 404. The personal route checks the same rule for the router's own
 * requests (personal-page.tsx). A token the API refuses is "login"; any other failure is left to
 * the page. Nothing is remembered: the answer is per user.
 */
export async function checkPersonalPage(
  site: SiteConfig,
  pathname: string,
  search: string,
  token: string,
): Promise<PersonalCheck> {
  const path = pagePathFromSegments(pathname.split("/").filter(Boolean));
  const http = createHttp({ env: readEnv(), siteKey: site.key, timeoutMs: TIMEOUT_MS, getToken: () => token });
  const [model, user] = await Promise.allSettled([
    getPageViewModel(http, path, new URLSearchParams(search)),
    getCurrentUser(http),
  ]);
  if (user.status === "rejected") {
    const error = user.reason as unknown;
    return isApiError(error) && (error.status === 401 || error.status === 403) ? "login" : "open";
  }
  if (model.status === "rejected") {
    const error = model.reason as unknown;
    return isApiError(error) && (error.status === 404 || error.status === 400) ? "missing" : "open";
  }
  const name = model.value.templateName;
  if (!isTemplateName(name)) return "open";
  return canOpenMyPage(myPagesTemplateFor(name, user.value), user.value, site) ? "open" : "missing";
}
