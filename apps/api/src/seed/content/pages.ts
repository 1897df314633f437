import { startPath, type SiteConfig } from "@housing/site-config";
import type { ContentBlock } from "@housing/contracts";
import { pagePathKey } from "../../modules/content/page-path";
import { pageRow, type PageRow } from "./page-row";
import { accountPagesOf } from "./account-pages";
import { bookingPagesOf } from "./booking-pages";
import { cataloguePagesOf } from "./catalogue-pages";
import { editorialPagesOf } from "./editorial-pages";
import { articleCopy, articleLink, articleLinks, articlePath, articlesOf, copyFor, fill } from "./site-copy";
import { startPages } from "./start-pages";
import type { ArticleKey } from "./types";

/** A page with a template no front end knows: the front end answers it with its 500 template. */
export const UNKNOWN_TEMPLATE_PATH = "/_dev/unknown-template/";
export const UNKNOWN_TEMPLATE_NAME = "LegacyWidgetPage";

/** Articles grouped as the sub-menu of each page shows them. */
const SUB_MENU: Record<ArticleKey, readonly ArticleKey[]> = {
  about: ["about", "sustainability", "career"],
  sustainability: ["about", "sustainability", "career"],
  offer: ["offer", "offerDetail"],
  offerDetail: ["offer", "offerDetail"],
  customerService: ["customerService", "faq", "cookies", "privacyPolicy"],
  faq: ["customerService", "faq", "cookies", "privacyPolicy"],
  cookies: ["customerService", "faq", "cookies", "privacyPolicy"],
  privacyPolicy: ["customerService", "faq", "cookies", "privacyPolicy"],
  career: ["career", "careerJobs"],
  careerJobs: ["career", "careerJobs"],
};

const START_TEASERS: readonly ArticleKey[] = ["about", "customerService", "career"];

function startPage(site: SiteConfig): PageRow {
  const copy = startPages[site.key];
  const locale = copyFor(site);
  const cta = articleLink(site, "offer", copy.hero.ctaLabel);
  const blocks: ContentBlock[] = [
    { id: "start-hero", type: "hero", heading: copy.hero.heading, text: copy.hero.text, ...(cta ? { cta } : {}) },
    {
      id: "start-teasers",
      type: "teaserGrid",
      heading: locale.teaserGridHeading,
      teasers: START_TEASERS.flatMap((key) => {
        const link = articleLink(site, key);
        return link ? [{ heading: link.label, text: locale.articles[key].teaser, link }] : [];
      }),
    },
    { id: "start-facts", type: "facts", heading: copy.facts.heading, facts: copy.facts.items },
    { id: "start-text", type: "text", sites: [site.key], heading: copy.text.heading, paragraphs: copy.text.paragraphs },
    {
      id: "start-shared-text",
      type: "text",
      sites: [copy.otherSiteText.site],
      heading: copy.otherSiteText.heading,
      paragraphs: copy.otherSiteText.paragraphs,
    },
  ];
  return pageRow(site, startPath(site), {
    templateName: "StartPage",
    title: copy.title,
    description: copy.description,
    noIndex: false,
    objectId: null,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks,
  });
}

function articlePage(site: SiteConfig, key: ArticleKey, path: string): PageRow {
  const copy = articleCopy(site, key);
  return pageRow(site, path, {
    templateName: "ArticlePage",
    title: copy.title,
    description: copy.description,
    noIndex: false,
    objectId: null,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: articleLinks(site, SUB_MENU[key]),
    images: [],
    blocks: [{ id: `${key}-text`, type: "text", heading: copy.heading, paragraphs: copy.paragraphs }],
  });
}

function unknownTemplatePage(site: SiteConfig): PageRow {
  const copy = copyFor(site).unknownTemplatePage;
  return pageRow(site, `${site.pathPrefix}${UNKNOWN_TEMPLATE_PATH}`, {
    templateName: UNKNOWN_TEMPLATE_NAME,
    title: fill(copy.title, site),
    description: fill(copy.description, site),
    noIndex: true,
    objectId: null,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
  });
}

export function pagesOf(site: SiteConfig): PageRow[] {
  const editorial = editorialPagesOf(site);
  // Where an editorial template (FAQ, career, customer service, sustainability) has the
  // article's path on this site, it replaces the plain ArticlePage there.
  const editorialPaths = new Set(editorial.map((page) => page.pathLower));
  const articles = articlesOf(site).flatMap((key) => {
    const path = articlePath(site, key);
    return path && !editorialPaths.has(pagePathKey(path)) ? [articlePage(site, key, path)] : [];
  });
  return [
    startPage(site),
    ...articles,
    ...cataloguePagesOf(site),
    ...editorial,
    ...accountPagesOf(site),
    ...bookingPagesOf(site),
    unknownTemplatePage(site),
  ];
}
