import "server-only";
import { getCurrentUser, isApiError, type Http } from "@housing/api-client";
import { isTemplateName, type PageViewModel, type User } from "@housing/contracts";
import { canOpenMyPage, myPagesTemplateFor } from "@housing/session/my-pages-menu";
import type { SiteConfig } from "@housing/site-config";
import type { PageModelOutcome } from "./page-model";
import { isPersonalPath, loginWithReferrer } from "./personal-paths";
import { resolveTemplate } from "./registry";

export type PersonalOutcome =
  | { kind: "notFound" }
  | { kind: "login"; href: string }
  | { kind: "page"; user: User; model: PageViewModel; initialData: unknown };

export interface PersonalRouteDeps {
  /** The API client with the session cookie's token, or null without the cookie (getSessionHttp). */
  sessionHttp: () => Promise<Http | null>;
  /** The page's view model, as the public catch-all loads it (page-model.ts). */
  loadModel: (site: SiteConfig, path: string, query: string) => Promise<PageModelOutcome>;
  /** The request's cookies for the template's loader (never the session's). */
  cookies?: Readonly<Record<string, string>>;
}

/**
 * What a my-pages request answers (personal-page.tsx renders it): the login with a referrer
 * without a session or with one the API no longer takes (spec section 4: 401/403 -> login); a
 * 404 for a path outside my pages, a page the API does not know, or a page left out of the
 * user's menu (spec section 2: `canOpenMyPage`, the menu's own rules); otherwise the template the
 * user sees there (`myPagesTemplateFor`: the board-member variants) with its data, loaded with the
 * user's token. A load the API refuses with 401/403 is the login too, a 404 is not found; any
 * other failure throws to the error page (a personal page has nothing to show without its data).
 */
export async function resolvePersonalPage(
  site: SiteConfig,
  path: string,
  query: string,
  deps: PersonalRouteDeps,
): Promise<PersonalOutcome> {
  if (!site.features.hasLogin || !isPersonalPath(site, path)) return { kind: "notFound" };
  const login = { kind: "login", href: loginWithReferrer(site, query ? `${path}?${query}` : path)! } as const;
  const http = await deps.sessionHttp();
  if (!http) return login;
  let user: User;
  try {
    user = await getCurrentUser(http);
  } catch (error) {
    if (isRefused(error)) return login;
    throw error;
  }
  const outcome = await deps.loadModel(site, path, query);
  if (outcome.kind === "notFound") return { kind: "notFound" };
  const name = outcome.model.templateName;
  const templateName = isTemplateName(name) ? myPagesTemplateFor(name, user) : name;
  if (isTemplateName(templateName) && !canOpenMyPage(templateName, user, site)) return { kind: "notFound" };
  const model = { ...outcome.model, templateName };
  const { load } = resolveTemplate(templateName);
  try {
    const initialData = load
      ? await load({ model, site, location: { path, query }, http, user, cookies: deps.cookies ?? {} })
      : undefined;
    return { kind: "page", user, model, initialData };
  } catch (error) {
    if (isRefused(error)) return login;
    if (isApiError(error) && error.status === 404) return { kind: "notFound" };
    throw error;
  }
}

function isRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}
