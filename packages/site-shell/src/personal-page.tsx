import "server-only";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { SESSION_COOKIE } from "@housing/contracts";
import { provideBlockRenderers } from "@housing/content-pages/block-renderers";
import { I18nMessages } from "@housing/i18n/react";
import { MyPagesLayout } from "@housing/my-pages/layout";
import { getSessionHttp } from "@housing/session/server";
import type { AppName } from "@housing/site-config";
import { notFoundMetadata } from "./error-metadata";
import { SiteFrame } from "./frame-client";
import { requireSite } from "./layout";
import { layoutFor } from "./layout-for";
import { BLOCK_RENDERERS } from "./manifests";
import { getMessagesText } from "./messages";
import { pageMetadata } from "./page-metadata";
import { loadPageModel, pageLocation } from "./page-model";
import type { SitePageProps } from "./page";
import { isMyPagesPath } from "./personal-paths";
import { resolvePersonalPage } from "./personal-route";
import { resolveTemplate, templateMessages } from "./registry";

/** The request's cookies a template's loader may read: every one but the session's (its token stays here). */
async function templateCookies(): Promise<Record<string, string>> {
  const jar = await cookies();
  return Object.fromEntries(
    jar
      .getAll()
      .filter((cookie) => cookie.name !== SESSION_COOKIE)
      .map((cookie) => [cookie.name, cookie.value]),
  );
}

/**
 * My pages and the booking flow, rendered per user on the server (`app/[site]/%5Fp/[[...path]]`, where the proxy sends
 * every request under the site's my-pages path: personal-paths.ts). This route reads the session
 * cookie; public pages never do (ARCHITECTURE.md, "Caching of public pages"). What it answers is
 * personal-route.ts's: the login, a 404, or the template in the my-pages layout, its menu drawn
 * from the same rules that let the page open.
 */
export function createPersonalPage(app: AppName) {
  async function PersonalPage(props: SitePageProps) {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    const outcome = await resolvePersonalPage(site, path, query, {
      sessionHttp: () => getSessionHttp(site.key),
      loadModel: loadPageModel,
      cookies: await templateCookies(),
    });
    if (outcome.kind === "login") redirect(outcome.href);
    if (outcome.kind === "notFound") notFound();
    const { model, user, initialData } = outcome;
    const { component: Template } = resolveTemplate(model.templateName);
    provideBlockRenderers(BLOCK_RENDERERS);
    return (
      <SiteFrame layout={layoutFor({ site, path, templateName: model.templateName })}>
        <I18nMessages messages={getMessagesText(site.locale, [templateMessages(model.templateName)])}>
          {isMyPagesPath(site, path) ? (
            <MyPagesLayout site={site} user={user} path={path}>
              <Template model={model} site={site} location={{ path, query }} initialData={initialData} />
            </MyPagesLayout>
          ) : (
            <Template model={model} site={site} location={{ path, query }} initialData={initialData} />
          )}
        </I18nMessages>
      </SiteFrame>
    );
  }

  /** Title and noindex (spec section 2: my pages are never indexed) from the page's view model. */
  async function generateMetadata(props: SitePageProps): Promise<Metadata> {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    const outcome = await loadPageModel(site, path, query).catch(() => null);
    if (!outcome || outcome.kind === "notFound") return notFoundMetadata(site);
    return pageMetadata(site, path, outcome.model);
  }

  return { PersonalPage, generateMetadata };
}
