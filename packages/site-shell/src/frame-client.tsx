"use client";
import NextImage from "next/image";
import NextLink from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useContext, type ReactNode } from "react";
import type {
  CrisisBanner as CrisisBannerContent,
  Footer as FooterContent,
  LanguageEntry,
  NavigationItem,
} from "@housing/contracts";
import type { FilledSlots } from "@housing/contracts/manifest";
import { CrisisBanner, Footer, Header, type CountrySiteLink } from "@housing/header-frame";
import type { SiteConfig } from "@housing/site-config";
import { ImageProvider, LinkProvider, type ImageComponent, type LinkComponent } from "@housing/ui";
import { MAIN_CONTENT_ID } from "./frame-ids";
import type { HeaderVariant, PageLayout } from "./layout-for";
import styles from "./frame.module.css";

/**
 * Internal links navigate client-side through Next's Link, prefetched on
 * intent (pointer over, focus, touch) rather than when they scroll into view:
 * every page is rendered per request, so a viewport prefetch of each header,
 * teaser and footer link would cost the visitor's phone main-thread time during
 * load (Lighthouse TBT) and the server a request per link, mostly for pages
 * nobody opens.
 */
const IntentPrefetchLink: LinkComponent = ({ onMouseEnter, onFocus, onTouchStart, ...props }) => {
  const router = useRouter();
  const prefetch = () => router.prefetch(props.href);
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
    />
  );
};

export function AppLinkProvider({ children }: { children: ReactNode }) {
  return <LinkProvider component={IntentPrefetchLink}>{children}</LinkProvider>;
}

/**
 * Images go through next/image: responsive srcset from the sizes in next-config.js, AVIF/WebP, lazy by
 * default. A priority image (the page's LCP) is preloaded in the head and fetched with high priority
 * (Next 16's `preload` replaces the deprecated `priority` and sets no fetch priority by itself).
 */
const NextImageComponent: ImageComponent = ({ priority = false, ...props }) =>
  priority ? <NextImage {...props} preload fetchPriority="high" /> : <NextImage {...props} />;

export function AppImageProvider({ children }: { children: ReactNode }) {
  return <ImageProvider component={NextImageComponent}>{children}</ImageProvider>;
}

/** The site's frame content, loaded once by the root layout and shared by every page's frame. */
export interface FrameContent {
  site: SiteConfig;
  siteName: string;
  startHref: string;
  navigation: NavigationItem[];
  languages: LanguageEntry[];
  crisisBanner: CrisisBannerContent | null;
  footer: FooterContent;
  companyName: string;
  organisationNumber: string;
  countrySites: CountrySiteLink[];
  year: number;
  /** The frame's filled slots (frame-manifests.ts): the header's account place, the overlays. */
  slots: FilledSlots;
}

const FrameContext = createContext<FrameContent | null>(null);

export function FrameContentProvider({ value, children }: { value: FrameContent; children: ReactNode }) {
  return <FrameContext.Provider value={value}>{children}</FrameContext.Provider>;
}

export function useFrameContent(): FrameContent {
  const content = useContext(FrameContext);
  if (!content) throw new Error("SiteFrame needs the FrameContentProvider of the site layout above it");
  return content;
}

export interface SiteFrameProps {
  layout: PageLayout;
  /** Spec section 2: the jubilee styling (see jubilee.ts). */
  isJubilee?: boolean;
  children: ReactNode;
}

/**
 * The frame around a page, chosen by its layout (layout-for.ts): header
 * type, footer or not, crisis banner. The root layout cannot see the path or
 * the template, so every page (and the 404 and 500 pages) renders its own frame.
 */
export function SiteFrame({ layout, isJubilee = false, children }: SiteFrameProps) {
  const content = useFrameContent();
  return (
    <div
      className={styles.frame}
      data-layout={layout.kind}
      data-click-to-buy={layout.clickToBuyVariant}
      data-jubilee={isJubilee ? "true" : undefined}
    >
      {layout.hasCrisisBanner && content.crisisBanner ? (
        <FrameCrisisBanner banner={content.crisisBanner} startHref={content.startHref} />
      ) : null}
      {layout.header ? <FrameHeader variant={layout.header} content={content} /> : null}
      {/* Every layout, with or without a header: a modal opened from anywhere (the fault report). */}
      {content.slots["frame.overlay"]}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {layout.hasFooter ? (
        <Footer
          content={content.footer}
          siteName={content.siteName}
          companyName={content.companyName}
          organisationNumber={content.organisationNumber}
          year={content.year}
          countrySites={content.countrySites}
        />
      ) : null}
      {/* Local and dev only (frame-manifests.ts): the AI question chat's launcher, last in the tab order. */}
      {content.slots["frame.chat"]}
    </div>
  );
}

/**
 * The header of the layout's type, told which page is current, with the frame's slots: its
 * account place (auth-bankid's) reads the logged-in user in the browser, so public pages stay
 * the same for everyone; notifications and logout come with the features that own them.
 */
function FrameHeader({ variant, content }: { variant: HeaderVariant; content: FrameContent }) {
  const pathname = usePathname();
  return (
    <Header
      variant={variant}
      site={content.site}
      siteName={content.siteName}
      startHref={content.startHref}
      navigation={content.navigation}
      languages={content.languages}
      currentPath={pathname}
      slots={content.slots}
    />
  );
}

/** Spec section 2: the crisis banner shows on the start page, or everywhere when global. */
function FrameCrisisBanner({ banner, startHref }: { banner: CrisisBannerContent; startHref: string }) {
  const pathname = usePathname();
  const isStartPage = withSlash(pathname) === withSlash(startHref);
  if (!banner.isGlobal && !isStartPage) return null;
  return <CrisisBanner banner={banner} />;
}

function withSlash(path: string): string {
  return path.endsWith("/") ? path : `${path}/`;
}
