import {
  COUNTRY_SITES,
  DEFAULT_HOSTS,
  sites,
  sitesOfApp,
  startPath,
  type Locale,
  type SiteCode,
  type SiteConfig,
  type SiteKey,
} from "@housing/site-config";
import type { CrisisBanner, Footer, FooterColumn, LanguageEntry, Link, NavigationItem } from "@housing/contracts";
import type { crisisBanners } from "../../core/db/schema";
import { catalogueListLinks } from "./catalogue-pages";
import { editorialLinks } from "./editorial-pages";
import type { EditorialTemplate } from "./editorial-types";
import { stableUuid } from "./ids";
import { SEED_UPDATED_AT } from "./page-row";
import { articleLink, articleLinks, copyFor } from "./site-copy";
import type { ArticleKey } from "./types";

/** Top-level items of the main navigation and their children. */
const MAIN_NAVIGATION: readonly { key: ArticleKey; children: readonly ArticleKey[] }[] = [
  { key: "offer", children: ["offerDetail"] },
  { key: "about", children: ["sustainability"] },
  { key: "customerService", children: ["faq"] },
  { key: "career", children: ["careerJobs"] },
];

/** Editorial pages listed under a top-level item, after its articles, where the site has them. */
const MAIN_NAVIGATION_EDITORIAL: Partial<Record<ArticleKey, readonly EditorialTemplate[]>> = {
  about: ["NewsRoomPage", "CorporateStartPage"],
};

/**
 * The ways into the catalogue on a site with a home search: the search, then its sister lists
 * (areas, premises, succession, rental, reference projects, sold out) where the site has them.
 * Empty on the English sub-site and the contractor site, which have no home search.
 */
function searchLinksOf(site: SiteConfig): { search: Link; areas: Link | null; others: Link[] } | null {
  if (!site.features.isSearchEnabled) return null;
  const [search] = editorialLinks(site, ["SearchPage"]);
  if (!search) return null;
  const lists = catalogueListLinks(site);
  return {
    search,
    areas: lists.find(({ key }) => key === "areas")?.link ?? null,
    others: lists.filter(({ key }) => key !== "areas").map(({ link }) => link),
  };
}

/**
 * The main navigation. On a site with a home search it starts with the search (its lists as
 * children) and the areas: the header's quick links are the first items (spec section 2: two
 * when search is enabled), so "Sök bostad" and "Våra områden" are one click away on every page,
 * as on other Nordic property sites.
 */
export function mainNavigationOf(site: SiteConfig): NavigationItem[] {
  const searchLinks = searchLinksOf(site);
  const searchItems: NavigationItem[] = [];
  if (searchLinks) {
    const { search, areas, others } = searchLinks;
    searchItems.push(others.length > 0 ? { ...search, children: others } : search);
    if (areas) searchItems.push(areas);
  }
  return [...searchItems, ...articleNavigationOf(site)];
}

function articleNavigationOf(site: SiteConfig): NavigationItem[] {
  return MAIN_NAVIGATION.flatMap(({ key, children }) => {
    const link = articleLink(site, key);
    if (!link) return [];
    const childLinks = [...articleLinks(site, children), ...editorialLinks(site, MAIN_NAVIGATION_EDITORIAL[key] ?? [])];
    return [childLinks.length > 0 ? { ...link, children: childLinks } : link];
  });
}

/** Empty where the site has no career route. */
export function careerNavigationOf(site: SiteConfig): NavigationItem[] {
  const home = articleLink(site, "career", copyFor(site).careerNavigationLabel);
  if (!home) return [];
  return [home, ...articleLinks(site, ["careerJobs", "about"])];
}

const FOOTER_COLUMNS: Record<FooterColumn["kind"], readonly ArticleKey[]> = {
  company: ["about", "career", "careerJobs"],
  explore: ["offer", "offerDetail", "sustainability"],
  help: ["customerService", "faq", "cookies", "privacyPolicy"],
};

/** Social accounts per site; the brands share the family's LinkedIn and YouTube. */
const SOCIAL: Record<SiteKey, Footer["social"]> = {
  Jmse: [
    { network: "facebook", href: "https://www.facebook.com/fjallvikbostad" },
    { network: "instagram", href: "https://www.instagram.com/fjallvikbostad" },
    { network: "linkedin", href: "https://www.linkedin.com/company/fjallvik" },
    { network: "youtube", href: "https://www.youtube.com/@fjallvik" },
  ],
  JmseEn: [
    { network: "linkedin", href: "https://www.linkedin.com/company/fjallvik" },
    { network: "youtube", href: "https://www.youtube.com/@fjallvik" },
  ],
  Seniorgarden: [
    { network: "facebook", href: "https://www.facebook.com/fjallvikseniorgarden" },
    { network: "instagram", href: "https://www.instagram.com/fjallvikseniorgarden" },
  ],
  Boratt: [
    { network: "facebook", href: "https://www.facebook.com/fjallvikboratt" },
    { network: "instagram", href: "https://www.instagram.com/fjallvikboratt" },
  ],
  Jmno: [
    { network: "facebook", href: "https://www.facebook.com/fjallvikbolig" },
    { network: "instagram", href: "https://www.instagram.com/fjallvikbolig" },
    { network: "linkedin", href: "https://www.linkedin.com/company/fjallvik" },
  ],
  Jmoy: [
    { network: "facebook", href: "https://www.facebook.com/fjallvikkoti" },
    { network: "instagram", href: "https://www.instagram.com/fjallvikkoti" },
    { network: "linkedin", href: "https://www.linkedin.com/company/fjallvik" },
  ],
  Entreprenad: [
    { network: "linkedin", href: "https://www.linkedin.com/company/fjallvik-entreprenad" },
    { network: "youtube", href: "https://www.youtube.com/@fjallvik" },
  ],
};

/** Editorial pages at the end of each footer column, where the site has them. */
const FOOTER_EDITORIAL: Record<FooterColumn["kind"], readonly EditorialTemplate[]> = {
  company: ["NewsRoomPage", "InvestorRelationsStartPage"],
  explore: ["InspirationStartPage", "BlogListPage", "TestimonialPage"],
  help: [],
};

function exploreSearchLinks(site: SiteConfig): Link[] {
  const searchLinks = searchLinksOf(site);
  if (!searchLinks) return [];
  const { search, areas, others } = searchLinks;
  return [search, ...(areas ? [areas] : []), ...others];
}

export function footerOf(site: SiteConfig): Footer {
  const headings = copyFor(site).footerHeadings;
  const columns = (Object.keys(FOOTER_COLUMNS) as FooterColumn["kind"][]).map((kind) => ({
    kind,
    heading: headings[kind],
    links: [
      // "Explore" starts with the search and its lists on a site that has them.
      ...(kind === "explore" ? exploreSearchLinks(site) : []),
      ...articleLinks(site, FOOTER_COLUMNS[kind]),
      ...editorialLinks(site, FOOTER_EDITORIAL[kind]),
    ],
  }));
  return { columns, social: SOCIAL[site.key] };
}

/** Language names and country names are written in their own language, as switchers usually are. */
const LANGUAGE_NAMES: Record<Locale, string> = { sv: "Svenska", en: "English", nb: "Norsk", fi: "Suomi" };
const COUNTRY_NAMES: Partial<Record<SiteCode, string>> = { se: "Sverige", no: "Norge", fi: "Suomi" };

/**
 * The language list: first the languages of this host (only where a localized sub-site
 * exists: Svenska and English on the Swedish host), with relative hrefs to their start
 * pages; then the three country sites, with absolute hrefs to their production hosts, as a
 * CMS stores them. A relative href switches language on this host; an absolute one leaves for
 * another country, and the frame puts the environment's host of that country in its place
 * (site-shell, country-links.ts), so a local or test build never links to production.
 */
export function languagesOf(site: SiteConfig): LanguageEntry[] {
  const siblings = sitesOfApp(site.app);
  const languages =
    siblings.length > 1
      ? siblings.map((sibling) => ({
          siteKey: sibling.key,
          label: LANGUAGE_NAMES[sibling.locale],
          href: startPath(sibling),
          lang: sibling.languageTag,
        }))
      : [];
  const countries = COUNTRY_SITES.map((code) => ({
    siteKey: sites[code].key,
    label: COUNTRY_NAMES[code] ?? sites[code].siteName,
    href: `https://${DEFAULT_HOSTS[code][0]}/`,
    lang: sites[code].languageTag,
  }));
  return [...languages, ...countries];
}

type CrisisBannerRow = typeof crisisBanners.$inferInsert;

/**
 * One active info banner on the Swedish site (start page only), plus an inactive
 * emergency banner there that must never be served; on the Norwegian site an active
 * global emergency banner (every page).
 */
export function crisisBannersOf(site: SiteConfig): CrisisBannerRow[] {
  if (site.code === "no") return norwegianBanners(site);
  if (site.code !== "se") return [];
  const readMore = articleLink(site, "customerService", "Läs mer hos kundservice");
  const banner = (name: string, fields: Omit<CrisisBanner, "id">, isActive: boolean): CrisisBannerRow => ({
    id: stableUuid(`crisis-banner:${site.key}:${name}`),
    siteKey: site.key,
    variant: fields.variant,
    heading: fields.heading,
    text: fields.text,
    readMore: fields.readMore ?? null,
    isGlobal: fields.isGlobal,
    isActive,
    updatedAt: SEED_UPDATED_AT,
  });
  return [
    banner(
      "my-pages-maintenance",
      {
        variant: "info",
        heading: "Planerat underhåll av Mina sidor",
        text: "Mina sidor är inte tillgängliga söndag kl. 06–09 medan vi uppdaterar systemet. Felanmälan når du som vanligt via kundservice.",
        ...(readMore ? { readMore } : {}),
        isGlobal: false,
      },
      true,
    ),
    banner(
      "phone-outage",
      {
        variant: "emergency",
        heading: "Störning i vår telefonväxel",
        text: "Vi kan just nu inte ta emot samtal. Vid akuta vattenläckor, stäng huvudkranen och ring jouren.",
        isGlobal: true,
      },
      false,
    ),
  ];
}

function norwegianBanners(site: SiteConfig): CrisisBannerRow[] {
  return [
    {
      id: stableUuid(`crisis-banner:${site.key}:water-outage`),
      siteKey: site.key,
      variant: "emergency",
      heading: "Vannavstengning i Bergen sentrum",
      text: "Bergen kommune stenger vannet i deler av sentrum tirsdag kl. 09–15. Beboere i våre prosjekter der får beskjed på SMS.",
      readMore: null,
      isGlobal: true,
      isActive: true,
      updatedAt: SEED_UPDATED_AT,
    },
  ];
}
