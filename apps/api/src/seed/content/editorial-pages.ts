import { SITE_CODES, getSite, routePath, type SiteCode, type SiteConfig } from "@housing/site-config";
import type { ContentBlock, Link } from "@housing/contracts";
import { englishEditorialCopy } from "./editorial-copy-en";
import { finnishEditorialCopy } from "./editorial-copy-fi";
import { norwegianEditorialCopy } from "./editorial-copy-nb";
import { swedishEditorialCopy } from "./editorial-copy-sv";
import type { EditorialLocation, EditorialPageCopy, EditorialTemplate } from "./editorial-types";
import { pageRow, type PageRow } from "./page-row";
import { articlePath, fill } from "./site-copy";

const ALL: readonly SiteCode[] = SITE_CODES;
/** The brands that sell homes to consumers (not the English corporate sub-site, not the contractor). */
const CONSUMER: readonly SiteCode[] = ["se", "senior", "boratt", "no", "fi"];
const GROUP: readonly SiteCode[] = ["se", "se-en"];

/**
 * Which sites have which editorial template. Our decisions where the spec is silent:
 * - News room (with its press releases and press images) and the developer sandbox: every site.
 * - Inspiration, blog, campaign, testimonials, project news, contact modal, FAQ and
 *   customer service: the consumer brands; the English sub-site only carries corporate
 *   information (spec section 2) and the contractor has no consumers.
 * - Sustainability: the three country sites and English, as group-wide information.
 * - Career with its job list: the three country sites and the contractor, who hire builders.
 * - Management services: the borätt brand, whose associations need it, and the Swedish main site.
 * - Corporate pages and investor relations: the Swedish main site and English (the corporate
 *   layout); corporate search wherever site-config has its route (Swedish, English, contractor).
 */
export const EDITORIAL_SITES: Readonly<Record<EditorialTemplate, readonly SiteCode[]>> = {
  NewsRoomPage: ALL,
  PressReleasePage: ALL,
  ImageFilePage: ALL,
  SandboxPage: ALL,
  InspirationStartPage: CONSUMER,
  InspirationCategoryPage: CONSUMER,
  InspirationArticlePage: CONSUMER,
  InspirationPage: CONSUMER,
  BlogListPage: CONSUMER,
  BlogItemPage: CONSUMER,
  CampaignPage: ["se", "senior", "boratt"],
  TestimonialPage: CONSUMER,
  ResidenceNewsPage: CONSUMER,
  ModalContactPage: CONSUMER,
  FaqPage: CONSUMER,
  CustomerServicePage: CONSUMER,
  SustainabilityStartPage: ["se", "se-en", "no", "fi"],
  SustainabilityCategoryPage: ["se", "se-en", "no", "fi"],
  CareerPage: ["se", "no", "fi", "contractor"],
  CareerJobsPage: ["se", "no", "fi", "contractor"],
  ManagementServicesPage: ["se", "boratt"],
  InvestorRelationsStartPage: GROUP,
  ReportListPage: GROUP,
  CorporateStartPage: GROUP,
  CorporateAboutPage: GROUP,
  CorporateContactPage: GROUP,
  CorporateNewsPage: GROUP,
  CorporateSearchPage: ["se", "se-en", "contractor"],
  // The searches live where site-config gives them a route: home search on the consumer brands,
  // text search there and on the English sub-site (the contractor's only search is corporate).
  SearchPage: CONSUMER,
  TextSearchPage: [...CONSUMER, "se-en"],
};

function copyOf(site: SiteConfig): readonly EditorialPageCopy[] {
  switch (site.locale) {
    case "sv":
      return swedishEditorialCopy;
    case "en":
      return englishEditorialCopy;
    case "nb":
      return norwegianEditorialCopy;
    case "fi":
      return finnishEditorialCopy;
  }
}

function pathOf(site: SiteConfig, at: EditorialLocation): string | null {
  if ("slug" in at) return `${site.pathPrefix}${at.slug}`;
  if ("route" in at) return routePath(site, at.route);
  return articlePath(site, at.article);
}

/** `{brand}` in any string of the blocks becomes the site's name. */
function fillBlocks(blocks: ContentBlock[], site: SiteConfig): ContentBlock[] {
  return JSON.parse(fill(JSON.stringify(blocks), site)) as ContentBlock[];
}

/** A seeded editorial page: which site, where and with which template. */
export interface EditorialPageEntry {
  site: SiteCode;
  path: string;
  templateName: EditorialTemplate;
  title: string;
}

function entriesOf(site: SiteConfig): { entry: EditorialPageEntry; copy: EditorialPageCopy }[] {
  return copyOf(site).flatMap((copy) => {
    if (!EDITORIAL_SITES[copy.template].includes(site.code)) return [];
    const path = pathOf(site, copy.at);
    if (!path) return [];
    return [{ entry: { site: site.code, path, templateName: copy.template, title: fill(copy.title, site) }, copy }];
  });
}

/** Every seeded editorial page of every site: the table API tests and end-to-end specs check against. */
export function editorialPageTable(): EditorialPageEntry[] {
  return SITE_CODES.flatMap((code) => entriesOf(getSite(code)).map(({ entry }) => entry));
}

/** Content pages of the editorial and corporate templates for one site. */
export function editorialPagesOf(site: SiteConfig): PageRow[] {
  return entriesOf(site).map(({ entry, copy }) =>
    pageRow(site, entry.path, {
      templateName: entry.templateName,
      title: entry.title,
      description: fill(copy.description, site),
      // The sandbox is for developers only; the front end marks the template noindex as well.
      noIndex: copy.template === "SandboxPage",
      objectId: null,
      showPlotType: false,
      showSemiDetachedHouseType: false,
      subMenu: [],
      images: (copy.images ?? []).map((image) => ({ ...image, alt: fill(image.alt, site) })),
      blocks: fillBlocks(copy.blocks, site),
    }),
  );
}

/** Links to the first page of each template the site has, titled as the page; none where it lacks one. */
export function editorialLinks(site: SiteConfig, templates: readonly EditorialTemplate[]): Link[] {
  const entries = entriesOf(site).map(({ entry }) => entry);
  return templates.flatMap((template) => {
    const entry = entries.find((candidate) => candidate.templateName === template);
    return entry ? [{ label: entry.title, href: entry.path }] : [];
  });
}
