import "server-only";
import "@housing/ui/styles.css";
import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { ApiProvider } from "@housing/api-client/react";
import { CookieConsent } from "@housing/consent";
import { Footer } from "@housing/header-frame";
import { createTranslator, getMessages } from "@housing/i18n";
import { I18nProvider } from "@housing/i18n/react";
import {
  COUNTRY_SITES,
  apiBaseUrl,
  getSite,
  siteOrigin,
  startPath,
  type AppName,
  type SiteConfig,
} from "@housing/site-config";
import { SkipLink } from "@housing/ui";
import { loadSiteLayout } from "./data";
import { siteForSegment } from "./paths";
import { serverEnv, tagManagerId } from "./env";
import { AppLinkProvider, FrameCrisisBanner, FrameHeader } from "./frame-client";

export const MAIN_CONTENT_ID = "main-content";

export interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

/** The site a rewritten request belongs to; anything else is a wiring error in the app. */
export async function requireSite(app: AppName, params: Promise<{ site: string }>): Promise<SiteConfig> {
  const { site: segment } = await params;
  const site = siteForSegment(app, segment);
  if (!site) throw new Error(`App "${app}" does not serve site "${segment}"`);
  return site;
}

/**
 * The root layout of every brand app: html with the site's language and brand
 * theme, the providers, and the frame (header, footer, crisis banner) with its
 * navigation loaded as content. When the content cannot be loaded, the frame
 * still renders (brand name and footer legal line) so error pages stay usable.
 */
export function createSiteLayout(app: AppName) {
  async function SiteLayout({ children, params }: SiteLayoutProps) {
    const site = await requireSite(app, params);
    const layout = await loadSiteLayout(site.code).catch(() => null);
    const { t } = createTranslator(site.locale);
    const env = serverEnv().HOUSING_ENV;
    // The browser calls the same API host as the server (quick search, consent events, web vitals).
    const browserApiUrl = apiBaseUrl(serverEnv());
    const home = startPath(site);
    return (
      <html lang={site.languageTag} data-brand={site.brand}>
        <body>
          <I18nProvider locale={site.locale} messages={getMessages(site.locale)} timeZone={site.timeZone}>
            <ApiProvider baseUrl={browserApiUrl} siteKey={site.key}>
              <AppLinkProvider>
                <SkipLink targetId={MAIN_CONTENT_ID} label={t("ui.skipToContent")} />
                {layout?.crisisBanner ? <FrameCrisisBanner banner={layout.crisisBanner} startHref={home} /> : null}
                <FrameHeader siteName={site.siteName} startHref={home} navigation={layout?.mainNavigation ?? []} />
                <main id={MAIN_CONTENT_ID} tabIndex={-1}>
                  {children}
                </main>
                <Footer
                  content={layout?.footer ?? { columns: [], social: [] }}
                  siteName={site.siteName}
                  companyName={site.companyName}
                  organisationNumber={site.organisationNumber}
                  year={new Date().getFullYear()}
                  countrySites={COUNTRY_SITES.map((code) => ({
                    country: getSite(code).country,
                    href: `${siteOrigin(code, env)}/`,
                    lang: getSite(code).languageTag,
                  }))}
                />
                <CookieConsent siteId={site.siteId} tagManagerId={tagManagerId()} />
              </AppLinkProvider>
            </ApiProvider>
          </I18nProvider>
        </body>
      </html>
    );
  }

  async function generateMetadata({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> {
    const site = await requireSite(app, params);
    return {
      title: { default: site.siteName, template: `%s | ${site.siteName}` },
      applicationName: site.siteName,
      formatDetection: { telephone: false },
    };
  }

  return { SiteLayout, generateMetadata };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };
