import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { I18nMessages } from "@housing/i18n/react";
import type { AppName } from "@housing/site-config";
import { templateHttp } from "./data";
import { SiteFrame } from "./frame-client";
import { isJubileePage } from "./jubilee";
import { layoutFor } from "./layout-for";
import { environmentOrigin, pageMetadata, pageShareImage } from "./page-metadata";
import { jsonLdText, structuredDataFor } from "./structured-data";
import { notFoundMetadata, serverErrorMetadata } from "./error-metadata";
import { loadPageModel, pageLocation } from "./page-model";
import { requireSite } from "./layout";
import { isKnownTemplate, resolveTemplate, templateMessages } from "./registry";
import { getMessagesText } from "./messages";

type SearchParams = Record<string, string | string[] | undefined>;

export interface SitePageProps {
  params: Promise<{ site: string; path?: string[] }>;
  searchParams: Promise<SearchParams>;
}

/** The catch-all page of every brand app: view model in, registered template out, in the frame its layout asks for. */
export function createSitePage(app: AppName) {
  async function SitePage(props: SitePageProps) {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    const outcome = await loadPageModel(site, path, query);
    // The 404 page (not-found.tsx) renders inside the root layout, on the server, with status 404.
    if (outcome.kind === "notFound") notFound();
    const { model } = outcome;
    const { component: Template, load } = resolveTemplate(model.templateName);
    const location = { path, query };
    const initialData = load
      ? await load({ model, site, location, http: templateHttp(site.code) }).catch(() => undefined)
      : undefined;
    const structuredData = structuredDataFor({
      model,
      site,
      url: `${environmentOrigin(site)}${path}`,
      origin: environmentOrigin(site),
      imageUrl: pageShareImage(site, path, model)?.url ?? null,
    });
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
          // Server-rendered data for search engines; it adds no client code.
          <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
        ) : null}
      </SiteFrame>
    );
  }

  async function generateMetadata(props: SitePageProps): Promise<Metadata> {
    const site = await requireSite(app, props.params);
    const { path, query } = await pageLocation(props);
    const outcome = await loadPageModel(site, path, query);
    // Not notFound() here: thrown from metadata it escapes every boundary and Next sends an empty
    // error document; the page throws it instead and the 404 page brings its own title.
    if (outcome.kind === "notFound") return notFoundMetadata(site);
    const { model } = outcome;
    // The page throws UnknownTemplateError and answers 500; its title says so, in the HTML too.
    if (!isKnownTemplate(model.templateName)) return serverErrorMetadata(site);
    return pageMetadata(site, path, model);
  }

  return { SitePage, generateMetadata };
}
