import type {
  ArticleListItem,
  ContactCard,
  ContentBlock,
  DownloadableFile,
  Image,
  JobPosting,
  Link,
} from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";

/**
 * Small builders for the editorial seed copy, so the copy files read as
 * content rather than as JSON. Every builder takes the block's id first.
 */

/** An illustration drawn as an inline SVG: deterministic and served without the media route. */
export function illustration(alt: string, hue: number, width = 1200, height = 800): Image {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue} 30% 82%)"/>` +
    `<path d="M0 ${height * 0.7} L${width * 0.3} ${height * 0.45} L${width * 0.55} ${height * 0.62} L${width * 0.8} ${height * 0.4} L${width} ${height * 0.55} V${height} H0Z" fill="hsl(${hue} 35% 45%)"/>` +
    `<rect x="${width * 0.38}" y="${height * 0.5}" width="${width * 0.18}" height="${height * 0.3}" fill="hsl(${hue} 20% 96%)"/>` +
    `</svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt, width, height };
}

type Sites = { sites?: SiteKey[] };

export const text = (
  id: string,
  heading: string | undefined,
  paragraphs: string[],
  options: Sites = {},
): ContentBlock => ({
  id,
  type: "text",
  ...(heading ? { heading } : {}),
  paragraphs,
  ...options,
});

export const meta = (id: string, published: string, author?: string, category?: string): ContentBlock => ({
  id,
  type: "articleMeta",
  published,
  ...(author ? { author } : {}),
  ...(category ? { category } : {}),
});

export const image = (id: string, img: Image, caption?: string): ContentBlock => ({
  id,
  type: "image",
  image: img,
  ...(caption ? { caption } : {}),
});

export const quote = (id: string, words: string, author: string, role?: string): ContentBlock => ({
  id,
  type: "quote",
  quote: words,
  author,
  ...(role ? { role } : {}),
});

export const faq = (
  id: string,
  heading: string | undefined,
  items: [question: string, answer: string][],
): ContentBlock => ({
  id,
  type: "accordion",
  ...(heading ? { heading } : {}),
  items: items.map(([question, answer]) => ({ question, answer: [answer] })),
});

export const articles = (
  id: string,
  heading: string | undefined,
  items: ArticleListItem[],
  options: { isNewestFirst?: boolean; more?: Link } = {},
): ContentBlock => ({
  id,
  type: "articleList",
  ...(heading ? { heading } : {}),
  ...(options.isNewestFirst ? { sort: "newest" as const } : {}),
  items,
  ...(options.more ? { more: options.more } : {}),
});

export const jobs = (id: string, heading: string, postings: JobPosting[]): ContentBlock => ({
  id,
  type: "jobList",
  heading,
  jobs: postings,
});

export const contacts = (id: string, heading: string | undefined, people: ContactCard[]): ContentBlock => ({
  id,
  type: "contactCards",
  ...(heading ? { heading } : {}),
  contacts: people,
});

export const files = (id: string, heading: string | undefined, list: DownloadableFile[]): ContentBlock => ({
  id,
  type: "fileList",
  ...(heading ? { heading } : {}),
  files: list,
});

export const campaign = (
  id: string,
  fields: { heading: string; text: string; cta: Link; start: string; end: string; image?: Image },
): ContentBlock => ({
  id,
  type: "campaign",
  heading: fields.heading,
  text: fields.text,
  cta: fields.cta,
  period: { start: fields.start, end: fields.end },
  ...(fields.image ? { image: fields.image } : {}),
});

/** A YouTube video of the family's channel (spec: third-party content waits for consent). */
export const video = (id: string, title: string, videoId: string, heading?: string): ContentBlock => ({
  id,
  type: "video",
  ...(heading ? { heading } : {}),
  title,
  provider: "youtube",
  url: `https://www.youtube.com/watch?v=${videoId}`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}`,
});

export const links = (id: string, heading: string | undefined, list: Link[]): ContentBlock => ({
  id,
  type: "linkList",
  ...(heading ? { heading } : {}),
  links: list,
});

export const keyFigures = (
  id: string,
  heading: string,
  period: string,
  figures: [label: string, value: string, change?: string][],
  note?: string,
): ContentBlock => ({
  id,
  type: "keyFigures",
  heading,
  period,
  figures: figures.map(([label, value, change]) => ({ label, value, ...(change ? { change } : {}) })),
  ...(note ? { note } : {}),
});
