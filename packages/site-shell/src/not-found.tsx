import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { NotFoundListingPage, NotFoundPage } from "@housing/content-pages";
import { contentPagesMessages } from "@housing/content-pages/messages";
import { createMessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import { getSite, isSiteCode, startPath, type SiteConfig } from "@housing/site-config";
import { notFoundMetadata } from "./error-metadata";
import { SiteFrame } from "./frame-client";
import { FrameNotFoundPage } from "./error-page";
import { pageLayout } from "./page-layouts";
import { loadPageModel, requestedLocation } from "./page-model";
import { SITE_HEADER } from "./proxy";

// The gone listing's own messages only: the not-found boundary must not import the manifests (below).
const getMessagesText = createMessagesText([contentPagesMessages]);

async function currentSite(): Promise<SiteConfig | null> {
  const code = (await headers()).get(SITE_HEADER) ?? "";
  return isSiteCode(code) ? getSite(code) : null;
}

/**
 * The not-found template a gone listing answers with (its ways on: the stage, the municipality,
 * the search), or null for any other missing page. The view model is the one the page loaded
 * (React cache, same request).
 */
async function notFoundListingModel(site: SiteConfig) {
  const location = await requestedLocation();
  if (!location) return null;
  const outcome = await loadPageModel(site, location.path, location.query).catch(() => null);
  return outcome?.kind === "notFound" && outcome.model ? { location, model: outcome.model } : null;
}

async function notFoundListing(site: SiteConfig) {
  const listing = await notFoundListingModel(site);
  if (!listing) return null;
  const { location, model } = listing;
  // The gone listings' one template, imported by itself: the registry would bring every
  // template's client code into the not-found boundary, which each page's payload carries.
  return (
    <I18nMessages messages={getMessagesText(site.locale, ["content-pages"])}>
      <NotFoundListingPage model={model} site={site} location={location} />
    </I18nMessages>
  );
}

/**
 * The not-found boundary of the site's pages (`app/[site]/not-found.tsx`): Next renders it with
 * every page (it is in each page's payload), so it reads nothing of the request, or no page could
 * be cached (page.tsx). It shows the 404 page in the default frame, with the site's start link and
 * title from the frame content. A document request for a missing page never gets here: the proxy
 * sends it to the unmatched route (RequestNotFound below, with a gone listing's ways on); this is
 * what a navigation in the browser to a page that has gone since shows.
 */
export function SiteNotFound() {
  return (
    <SiteFrame layout={pageLayout("default")}>
      <FrameNotFoundPage />
    </SiteFrame>
  );
}

/**
 * The 404 page of a page that does not exist, for the unmatched route (global-not-found.tsx):
 * inside the default site frame, rendered on the server inside the root layout (so `lang`, header
 * and footer are in the HTML); Next answers with status 404 and adds the noindex robots tag itself.
 * A gone listing gets its own template, with its ways on.
 */
export async function RequestNotFound() {
  const site = await currentSite();
  const listing = site ? await notFoundListing(site) : null;
  return (
    <SiteFrame layout={pageLayout("default")}>
      {listing ?? <NotFoundPage startHref={site ? startPath(site) : "/"} />}
    </SiteFrame>
  );
}

/** The 404 page's metadata: a gone listing's own title, or the site's "page not found" title. */
export async function notFoundMetadataFor(site: SiteConfig): Promise<Metadata> {
  // A gone listing keeps its own title ("Projektet finns inte längre här"); any other page the 404 title.
  const listing = await notFoundListingModel(site);
  return listing
    ? { title: listing.model.title, description: listing.model.description || undefined }
    : notFoundMetadata(site);
}
