import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { provideBlockRenderers } from "@housing/content-pages/block-renderers";
import { I18nMessages } from "@housing/i18n/react";
import type { AppName, SiteConfig } from "@housing/site-config";
import { SiteFrame } from "./frame-client";
import { isJubileePage } from "./jubilee";
import { layoutFor } from "./layout-for";
import { environmentOrigin, pageMetadata, pageShareImage } from "./page-metadata";
import { jsonLdText, structuredDataFor } from "./structured-data";
import { notFoundMetadata, serverErrorMetadata } from "./error-metadata";
import { loadPageModel, pageLocation, pagePath } from "./page-model";
import { loadTemplateData } from "./template-data";
import { requestNonce, requireSite } from "./layout";
import { isKnownTemplate, resolveTemplate, templateMessages } from "./registry";
import { getMessagesText } from "./messages";
import { BLOCK_RENDERERS } from "./manifests";

type SearchParams = Record<string, string | string[] | undefined>;

export interface SitePageProps {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The catch-all page of every brand app: view model in, registered template out, in the frame its
 * layout asks for.
 *
 * Two routes render it, both per request (each response has its own script nonce: ARCHITECTURE.md,
 * "Security headers"). `SitePage` (`app/[site]/[[...path]]`) is the page without a query: it reads
 * nothing of the request but its path and the nonce, and all it reads from the API is cached and
 * tagged (data.ts, cache-tags.ts), so a render costs no API call once the data is cached; the data
 * is fetched again once older than its `revalidate` or when its tags were revalidated
 * (revalidate-route.ts). `QueriedSitePage` (`app/[site]/%5Fq/[[...path]]`, where the proxy sends a
 * request with a query) also reads the query, from the same cached view models and the searches'
 * cached first results (template-data.ts).
 *
 * What depends on the visitor (the user button, favourites, the bell) must not be read here: it
 * renders in the browser (the session in the browser, the header's client components), so a
 * session cookie never makes a public page render per request.
 */
export function createSitePage(app: AppName) {
  async function SitePage(props: SitePageProps) {
    const site = await requireSite(app, props.params);
    return renderPage(site, await pagePath(props.params), "");
  }

  async function QueriedSitePage(props: SitePageProps) {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    return renderPage(site, path, query);
  }

  async function renderPage(site: SiteConfig, path: string, query: string) {
    const outcome = await loadPageModel(site, path, query);
    // The 404 page (not-found.tsx) renders inside the root layout, on the server, with status 404.
    if (outcome.kind === "notFound") notFound();
    const { model } = outcome;
    const { component: Template } = resolveTemplate(model.templateName);
    const location = { path, query };
    // The content blocks under the template render through the merged renderers of all manifests.
    provideBlockRenderers(BLOCK_RENDERERS);
    const initialData = await loadTemplateData(model, site.code, path, query).catch(() => undefined);
    const structuredData = structuredDataFor({
      model,
      site,
      url: `${environmentOrigin(site)}${path}`,
      origin: environmentOrigin(site),
      imageUrl: pageShareImage(site, path, model)?.url ?? null,
    });
    const nonce = await requestNonce();
    return (
      <SiteFrame
        layout={layoutFor({ site, path, templateName: model.templateName })}
        isJubilee={isJubileePage({ site, path, now: new Date() })}
      >
        {/* The template's own text, on top of the frame's the layout hands over. */}
        <I18nMessages messages={getMessagesText(site.locale, [templateMessages(model.templateName)])}>
          <Template model={model} site={site} location={location} initialData={initialData} />
        </I18nMessages>
        {structuredData ? (
          // Server-rendered data for search engines; it adds no client code. Data, never run, but with
          // the nonce like every script element of the page.
          <script
            type="application/ld+json"
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }}
          />
        ) : null}
      </SiteFrame>
    );
  }

  async function generateMetadata(props: SitePageProps): Promise<Metadata> {
    const site = await requireSite(app, props.params);
    return metadataOf(site, await pagePath(props.params), "");
  }

  async function generateQueriedMetadata(props: SitePageProps): Promise<Metadata> {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    return metadataOf(site, path, query);
  }

  async function metadataOf(site: SiteConfig, path: string, query: string): Promise<Metadata> {
    const outcome = await loadPageModel(site, path, query);
    // Not notFound() here: thrown from metadata it escapes every boundary and Next sends an empty
    // error document; the page throws it instead and the 404 page brings its own title.
    if (outcome.kind === "notFound") return notFoundMetadata(site);
    const { model } = outcome;
    // The page throws UnknownTemplateError and answers 500; its title says so, in the HTML too.
    if (!isKnownTemplate(model.templateName)) return serverErrorMetadata(site);
    return pageMetadata(site, path, model);
  }

  return { SitePage, QueriedSitePage, generateMetadata, generateQueriedMetadata };
}
