import "server-only";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { isApiError } from "@housing/api-client";
import { getMessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import type { PageViewModel } from "@housing/contracts";
import { apiBaseUrl, routePath, siteOrigin, type AppName, type SiteConfig } from "@housing/site-config";
import { loadPageViewModel, templateHttp } from "./data";
import { serverEnv } from "./env";
import { SiteFrame } from "./frame-client";
import { isJubileePage } from "./jubilee";
import { layoutFor } from "./layout-for";
import { shareImageFor } from "./share-image";
import { pagePathFromSegments } from "./paths";
import { requireSite } from "./layout";
import { isNoIndexPage, resolveTemplate, templateMessages } from "./registry";
import { toQueryString } from "./search-params";

type SearchParams = Record<string, string | string[] | undefined>;

export interface SitePageProps {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/**
 * Loads the page's view model. Spec section 4: 401/403 send the visitor to the
 * login page with a referrer (a 404 where the site has no login); 404 shows
 * the 404 template; anything else throws and shows the 500 template.
 */
async function loadModel(
  site: SiteConfig,
  props: SitePageProps,
): Promise<{ path: string; query: string; model: PageViewModel }> {
  const { path: segments } = await props.params;
  const path = pagePathFromSegments(segments);
  const query = toQueryString(await props.searchParams);
  try {
    return { path, query, model: await loadPageViewModel(site.code, path, query) };
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      const login = site.features.hasLogin ? routePath(site, "login") : null;
      if (!login) notFound();
      redirect(`${login}?referrer=${encodeURIComponent(query ? `${path}?${query}` : path)}`);
    }
    throw error;
  }
}

/** The catch-all page of every brand app: view model in, registered template out, in the frame its layout asks for. */
export function createSitePage(app: AppName) {
  async function SitePage(props: SitePageProps) {
    const site = await requireSite(app, props.params);
    const { path, query, model } = await loadModel(site, props);
    const { component: Template, load } = resolveTemplate(model.templateName);
    const location = { path, query };
    const initialData = load
      ? await load({ model, site, location, http: templateHttp(site.code) }).catch(() => undefined)
      : undefined;
    return (
      <SiteFrame
        layout={layoutFor({ site, path, templateName: model.templateName })}
        isJubilee={isJubileePage({ site, path, now: new Date() })}
      >
        {/* The template's own text, on top of the frame's the layout hands over. */}
        <I18nMessages messages={getMessagesText(site.locale, [templateMessages(model.templateName)])}>
          <Template model={model} site={site} location={location} initialData={initialData} />
        </I18nMessages>
      </SiteFrame>
    );
  }

  async function generateMetadata(props: SitePageProps): Promise<Metadata> {
    const site = await requireSite(app, props.params);
    const { model } = await loadModel(site, props);
    const isNoIndex = isNoIndexPage(model.templateName, model.noIndex);
    const env = serverEnv();
    const shareImage = shareImageFor(model.images, {
      origin: siteOrigin(site.code, env.HOUSING_ENV),
      apiBaseUrl: apiBaseUrl(env),
    });
    return {
      title: model.title === site.siteName ? { absolute: site.siteName } : model.title,
      description: model.description || undefined,
      alternates: { canonical: model.canonical },
      robots: isNoIndex ? { index: false, follow: true } : undefined,
      openGraph: shareImage ? { images: [shareImage] } : undefined,
    };
  }

  return { SitePage, generateMetadata };
}
