import "server-only";
import "@housing/ui/styles.css";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { CookieConsent } from "@housing/consent";
import { createTranslator } from "@housing/i18n";
import { I18nProvider } from "@housing/i18n/react";
import { apiBaseUrl, routePath, startPath, type AppName, type SiteConfig } from "@housing/site-config";
import { SkipLink } from "@housing/ui";
import { countrySiteLinks, withCountryHosts } from "./country-links";
import { loadSiteLayout } from "./data";
import { parseSiteSegment, siteForSegment } from "./paths";
import { publicOrigins, serverEnv, tagManagerId } from "./env";
import { AppImageProvider, AppLinkProvider, FrameContentProvider, type FrameContent } from "./frame-client";
import { MAIN_CONTENT_ID } from "./frame-ids";
import { InlinedStylesheetMarks } from "./inlined-css";
import { NONCE_HEADER } from "./response-headers";
import { TAG_MANAGER_ORIGIN } from "../security-headers.js";
import { PageBehaviours } from "./page-behaviours";
import { SiteProviders } from "./providers";
import { frameSlots } from "./frame-manifests";
import { FRAME_MESSAGES, getMessagesText } from "./frame-messages";
import { SiteSwitcher } from "./site-switcher";
import { siteSwitcherLinks } from "./site-switcher-links";
import { WhenIdle } from "./when-idle";

export { MAIN_CONTENT_ID };

export interface SiteLayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

/** The site a rewritten request belongs to; anything else is a wiring error in the app. */
export async function requireSite(app: AppName, params: Promise<{ site: string }>): Promise<SiteConfig> {
  const { site: segment } = await params;
  const site = siteForSegment(app, segment);
  // A path the proxy leaves alone (a file name such as /favicon.ico) lands here: not a page.
  if (!site) notFound();
  return site;
}

/**
 * The root layout of every brand app: html with the site's language and brand
 * theme, the providers, and the frame content (navigation, footer, crisis
 * banner) loaded once. The frame itself is rendered by each page (SiteFrame),
 * because its shape depends on the page's path and template (layout-for.ts),
 * which a root layout cannot see. When the content cannot be loaded, the frame
 * still renders (brand name and footer legal line) so error pages stay usable.
 * Of the request it reads only the nonce the proxy made (response-headers.ts) for the scripts it
 * writes itself; that makes every page render per request (ARCHITECTURE.md, "Security headers"),
 * from cached API data. What depends on the visitor still renders in the browser (page.tsx).
 */
export function createSiteLayout(app: AppName) {
  async function SiteLayout({ children, params }: SiteLayoutProps) {
    const site = await requireSite(app, params);
    const layout = await loadSiteLayout(site.code).catch(() => null);
    // Not cookies(): reading the request would render every page per request. The proxy tells
    // from the cookie whether the brand's faces are cached and says so in the segment (paths.ts).
    const { fontsCached } = parseSiteSegment((await params).site);
    const { t } = createTranslator(site.locale);
    const env = serverEnv();
    const nonce = await requestNonce();
    const tagManager = allowsTagManager(nonce, await headers()) ? tagManagerId() : undefined;
    // The browser calls the same API host as the server (quick search, consent events, web vitals).
    const browserApiUrl = apiBaseUrl(env);
    const frame: FrameContent = {
      site,
      siteName: site.siteName,
      startHref: startPath(site),
      navigation: layout?.mainNavigation ?? [],
      languages: withCountryHosts(layout?.languages ?? [], env.HOUSING_ENV, publicOrigins()),
      crisisBanner: layout?.crisisBanner ?? null,
      footer: layout?.footer ?? { columns: [], social: [] },
      companyName: site.companyName,
      organisationNumber: site.organisationNumber,
      year: new Date().getFullYear(),
      countrySites: countrySiteLinks(env.HOUSING_ENV, publicOrigins()),
      slots: frameSlots(site, env.HOUSING_ENV),
    };
    return (
      // data-fonts: the brand's faces are in this browser's cache, so the theme uses them (brand-fonts.tsx).
      <html lang={site.languageTag} data-brand={site.brand} data-fonts={fontsCached ? "" : undefined}>
        <body>
          <InlinedStylesheetMarks nonce={nonce} />
          <I18nProvider
            locale={site.locale}
            messages={getMessagesText(site.locale, FRAME_MESSAGES)}
            timeZone={site.timeZone}
          >
            <SiteProviders baseUrl={browserApiUrl} siteKey={site.key}>
              <AppLinkProvider>
                <AppImageProvider>
                  <SkipLink targetId={MAIN_CONTENT_ID} label={t("ui.skipToContent")} />
                  <FrameContentProvider value={frame}>{children}</FrameContentProvider>
                  <PageBehaviours homeSearchPath={routePath(site, "homeSearch")} />
                  <SiteSwitcher links={siteSwitcherLinks(env)} currentCode={site.code} />
                  {/* The prompt is due 2 s after load; until the page is idle nothing of it is needed. */}
                  <WhenIdle>
                    <CookieConsent siteId={site.siteId} tagManagerId={tagManager} nonce={nonce} />
                  </WhenIdle>
                </AppImageProvider>
              </AppLinkProvider>
            </SiteProviders>
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

/** The nonce of this request's Content-Security-Policy (the proxy sets it: response-headers.ts). */
export async function requestNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

/**
 * Whether this document's policy lets the tag manager load: only when it is configured and the
 * visitor had consented when the page was requested. Consent given on this page starts it from the
 * next page load, which is requested with the consent cookie (ARCHITECTURE.md, "Security headers").
 */
function allowsTagManager(nonce: string | undefined, requestHeaders: Headers): boolean {
  return nonce !== undefined && (requestHeaders.get("content-security-policy") ?? "").includes(TAG_MANAGER_ORIGIN);
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };
