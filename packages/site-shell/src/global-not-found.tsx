import "server-only";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { sitesOfApp, type AppName, type SiteConfig } from "@housing/site-config";
import { createSiteLayout } from "./layout";
import { notFoundMetadataFor, RequestNotFound } from "./not-found";
import { siteForSegment } from "./paths";
import { SITE_HEADER } from "./proxy";

/**
 * The 404 page of a page that does not exist (`app/global-not-found.tsx` of each app): the proxy
 * sends such a request to Next's unmatched route (missing-page.ts), which Next renders on the
 * server with status 404, so the root layout (lang, brand, providers) and the same not-found page
 * as a `notFound()` inside the frame are in the HTML, with or without JavaScript.
 */
export function createGlobalNotFound(app: AppName) {
  const { SiteLayout } = createSiteLayout(app);

  async function siteOfRequest(): Promise<SiteConfig> {
    const site = siteForSegment(app, (await headers()).get(SITE_HEADER) ?? "");
    // Reached without the proxy (a direct request for the route): the app's main site.
    return site ?? sitesOfApp(app)[0]!;
  }

  async function GlobalNotFound() {
    const site = await siteOfRequest();
    return (
      <SiteLayout params={Promise.resolve({ site: site.code })}>
        <RequestNotFound />
      </SiteLayout>
    );
  }

  async function generateMetadata(): Promise<Metadata> {
    const site = await siteOfRequest();
    const metadata = await notFoundMetadataFor(site);
    // The layout's title template does not apply here: the page names the site itself.
    const title = typeof metadata.title === "string" ? `${metadata.title} | ${site.siteName}` : site.siteName;
    // Next adds the noindex robots tag to the unmatched route itself.
    return { ...metadata, title };
  }

  return { GlobalNotFound, generateMetadata };
}
