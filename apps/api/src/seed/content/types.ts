import type { SiteKey } from "@housing/site-config";

/** Simple content pages every site has (templateName ArticlePage). */
export const ARTICLE_KEYS = [
  "about",
  "sustainability",
  "offer",
  "offerDetail",
  "customerService",
  "faq",
  "career",
  "careerJobs",
  "cookies",
  "privacyPolicy",
] as const;
export type ArticleKey = (typeof ARTICLE_KEYS)[number];

/** Articles whose path is not a route of site-config, so the seed names it per language. */
export type SluggedArticleKey = Exclude<ArticleKey, "career" | "careerJobs" | "cookies" | "privacyPolicy">;

export interface ArticleCopy {
  /** The short name in navigation, footer and sub-menus. */
  label: string;
  title: string;
  description: string;
  heading: string;
  paragraphs: string[];
  /** The line under the page's teaser on the start page. */
  teaser: string;
}

/** `{brand}` in any text is replaced by the site's name. */
export interface LocaleCopy {
  /** Paths below the site's prefix, with leading and trailing slash. */
  slugs: Record<SluggedArticleKey, string>;
  articles: Record<ArticleKey, ArticleCopy>;
  footerHeadings: { company: string; explore: string; help: string };
  teaserGridHeading: string;
  /** A short label for the careers home in the career navigation. */
  careerNavigationLabel: string;
  unknownTemplatePage: { title: string; description: string };
}

export interface StartPageCopy {
  title: string;
  description: string;
  hero: { heading: string; text: string; ctaLabel: string };
  facts: { heading: string; items: { value: string; label: string }[] };
  text: { heading: string; paragraphs: string[] };
  /**
   * Content the CMS shares with one other site of the family only; the API must leave
   * it out on this site (spec section 6: blocks can be limited per site).
   */
  otherSiteText: { site: SiteKey; heading: string; paragraphs: string[] };
}
