import { routePath, type SiteConfig } from "@housing/site-config";
import type { Link } from "@housing/contracts";
import { englishCopy } from "./copy-en";
import { finnishCopy } from "./copy-fi";
import { norwegianCopy } from "./copy-nb";
import { contractorCopy, swedishCopy } from "./copy-sv";
import { ARTICLE_KEYS, type ArticleCopy, type ArticleKey, type LocaleCopy } from "./types";

export function copyFor(site: SiteConfig): LocaleCopy {
  if (site.brand === "contractor") return contractorCopy;
  switch (site.locale) {
    case "sv":
      return swedishCopy;
    case "en":
      return englishCopy;
    case "nb":
      return norwegianCopy;
    case "fi":
      return finnishCopy;
  }
}

/** Puts the site's name where the copy says `{brand}`. */
export function fill(text: string, site: SiteConfig): string {
  return text.replaceAll("{brand}", site.siteName);
}

export function articleCopy(site: SiteConfig, key: ArticleKey): ArticleCopy {
  const copy = copyFor(site).articles[key];
  return {
    ...copy,
    title: fill(copy.title, site),
    description: fill(copy.description, site),
    heading: fill(copy.heading, site),
    paragraphs: copy.paragraphs.map((paragraph) => fill(paragraph, site)),
  };
}

/**
 * The public path of an article on a site. Career, jobs, cookies and privacy live at the
 * site's localized routes (site-config); null where the site has no such route.
 */
export function articlePath(site: SiteConfig, key: ArticleKey): string | null {
  switch (key) {
    case "career":
    case "careerJobs":
    case "cookies":
    case "privacyPolicy":
      return routePath(site, key);
    default:
      return `${site.pathPrefix}${copyFor(site).slugs[key]}`;
  }
}

/** The articles a site has, in a fixed order. */
export function articlesOf(site: SiteConfig): ArticleKey[] {
  return ARTICLE_KEYS.filter((key) => articlePath(site, key) !== null);
}

/** A link to an article of the site, or null where the site lacks it (so no link is dead). */
export function articleLink(site: SiteConfig, key: ArticleKey, label?: string): Link | null {
  const href = articlePath(site, key);
  return href ? { label: label ?? copyFor(site).articles[key].label, href } : null;
}

export function articleLinks(site: SiteConfig, keys: readonly ArticleKey[]): Link[] {
  return keys.map((key) => articleLink(site, key)).filter((link): link is Link => link !== null);
}
