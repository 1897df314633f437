import * as v from "valibot";
import { ImageSchema, LinkSchema, SiteKeySchema } from "./common";

/**
 * Content blocks of a page. Each block may be limited to some sites (spec
 * section 6: content blocks can be limited per site); the API leaves out
 * blocks that are not for the requesting site.
 */
const blockBase = {
  id: v.string(),
  sites: v.optional(v.array(SiteKeySchema)),
};

export const HeroBlockSchema = v.object({
  ...blockBase,
  type: v.literal("hero"),
  heading: v.string(),
  text: v.string(),
  image: v.optional(ImageSchema),
  cta: v.optional(LinkSchema),
});

export const TextBlockSchema = v.object({
  ...blockBase,
  type: v.literal("text"),
  heading: v.optional(v.string()),
  /** Paragraphs of plain text; the CMS's rich text is out of scope for the reference API. */
  paragraphs: v.array(v.string()),
});

export const TeaserGridBlockSchema = v.object({
  ...blockBase,
  type: v.literal("teaserGrid"),
  heading: v.string(),
  teasers: v.array(
    v.object({
      heading: v.string(),
      text: v.string(),
      link: LinkSchema,
      image: v.optional(ImageSchema),
    }),
  ),
});

export const FactsBlockSchema = v.object({
  ...blockBase,
  type: v.literal("facts"),
  heading: v.string(),
  facts: v.array(v.object({ value: v.string(), label: v.string() })),
});

/** A calendar day, yyyy-MM-dd; the front end shows it in the site's date format (spec section 9). */
export const BlockDaySchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "Must be a calendar day yyyy-MM-dd"),
);

/** Publication date (and optional author and category) of a press release, blog post or news item. */
export const ArticleMetaBlockSchema = v.object({
  ...blockBase,
  type: v.literal("articleMeta"),
  published: BlockDaySchema,
  updated: v.optional(BlockDaySchema),
  author: v.optional(v.string()),
  category: v.optional(v.string()),
});

export const ImageBlockSchema = v.object({
  ...blockBase,
  type: v.literal("image"),
  image: ImageSchema,
  caption: v.optional(v.string()),
  /** Photographer or rights holder, shown after the caption. */
  credit: v.optional(v.string()),
});

/** A quote or customer testimonial. */
export const QuoteBlockSchema = v.object({
  ...blockBase,
  type: v.literal("quote"),
  quote: v.pipe(v.string(), v.minLength(1)),
  author: v.string(),
  /** Who the author is ("Bought a home in Kv. Lärkan, 2024"). */
  role: v.optional(v.string()),
  image: v.optional(ImageSchema),
});

/** Questions and answers (FAQ), each answer a list of paragraphs. */
export const AccordionBlockSchema = v.object({
  ...blockBase,
  type: v.literal("accordion"),
  heading: v.optional(v.string()),
  items: v.pipe(
    v.array(v.object({ question: v.pipe(v.string(), v.minLength(1)), answer: v.array(v.string()) })),
    v.minLength(1),
  ),
});

export const ArticleListItemSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  date: BlockDaySchema,
  excerpt: v.string(),
  href: v.pipe(v.string(), v.minLength(1)),
  image: v.optional(ImageSchema),
  category: v.optional(v.string()),
});

/** A list of news, press releases, blog posts or articles; `sort: "newest"` orders by date, newest first. */
export const ArticleListBlockSchema = v.object({
  ...blockBase,
  type: v.literal("articleList"),
  heading: v.optional(v.string()),
  sort: v.optional(v.picklist(["newest", "asGiven"])),
  items: v.array(ArticleListItemSchema),
  more: v.optional(LinkSchema),
});

export const JobPostingSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  location: v.string(),
  /** Last day to apply. */
  deadline: BlockDaySchema,
  href: v.pipe(v.string(), v.minLength(1)),
  employment: v.optional(v.string()),
});

export const JobListBlockSchema = v.object({
  ...blockBase,
  type: v.literal("jobList"),
  heading: v.optional(v.string()),
  jobs: v.array(JobPostingSchema),
});

export const ContactCardSchema = v.object({
  name: v.pipe(v.string(), v.minLength(1)),
  role: v.string(),
  phone: v.optional(v.string()),
  email: v.optional(v.pipe(v.string(), v.email())),
  image: v.optional(ImageSchema),
});

export const ContactCardsBlockSchema = v.object({
  ...blockBase,
  type: v.literal("contactCards"),
  heading: v.optional(v.string()),
  contacts: v.pipe(v.array(ContactCardSchema), v.minLength(1)),
});

export const DownloadFileSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1)),
  date: BlockDaySchema,
  /** Size in bytes. */
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  href: v.pipe(v.string(), v.minLength(1)),
  /** File type shown to the visitor, e.g. "PDF". */
  format: v.pipe(v.string(), v.minLength(1), v.maxLength(10)),
});

/** Downloadable files, e.g. annual and interim reports. */
export const FileListBlockSchema = v.object({
  ...blockBase,
  type: v.literal("fileList"),
  heading: v.optional(v.string()),
  files: v.array(DownloadFileSchema),
});

/** A campaign banner; `period` is when the offer applies (both days included). */
export const CampaignBlockSchema = v.object({
  ...blockBase,
  type: v.literal("campaign"),
  heading: v.pipe(v.string(), v.minLength(1)),
  text: v.string(),
  cta: LinkSchema,
  period: v.pipe(
    v.object({ start: BlockDaySchema, end: BlockDaySchema }),
    v.check((period) => period.start <= period.end, "The period must not end before it starts"),
  ),
  image: v.optional(ImageSchema),
});

/** A third-party video; it only loads after third-party consent (spec section 2, cookie settings). */
export const VideoBlockSchema = v.object({
  ...blockBase,
  type: v.literal("video"),
  heading: v.optional(v.string()),
  title: v.pipe(v.string(), v.minLength(1)),
  provider: v.picklist(["youtube", "vimeo"]),
  /** The video's public page, linked from the placeholder. */
  url: v.pipe(v.string(), v.url()),
  /** The player address loaded once consent is given. */
  embedUrl: v.pipe(v.string(), v.url()),
});

export const LinkListBlockSchema = v.object({
  ...blockBase,
  type: v.literal("linkList"),
  heading: v.optional(v.string()),
  links: v.pipe(v.array(LinkSchema), v.minLength(1)),
});

/** Investor-relations key figures with the period they cover. */
export const KeyFiguresBlockSchema = v.object({
  ...blockBase,
  type: v.literal("keyFigures"),
  heading: v.pipe(v.string(), v.minLength(1)),
  /** The period the figures cover, e.g. "Jan–Sep 2025". */
  period: v.string(),
  figures: v.pipe(
    v.array(v.object({ label: v.string(), value: v.string(), change: v.optional(v.string()) })),
    v.minLength(1),
  ),
  note: v.optional(v.string()),
});

export const ContentBlockSchema = v.variant("type", [
  HeroBlockSchema,
  TextBlockSchema,
  TeaserGridBlockSchema,
  FactsBlockSchema,
  ArticleMetaBlockSchema,
  ImageBlockSchema,
  QuoteBlockSchema,
  AccordionBlockSchema,
  ArticleListBlockSchema,
  JobListBlockSchema,
  ContactCardsBlockSchema,
  FileListBlockSchema,
  CampaignBlockSchema,
  VideoBlockSchema,
  LinkListBlockSchema,
  KeyFiguresBlockSchema,
]);
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;
export type ContentBlockInput = v.InferInput<typeof ContentBlockSchema>;
export type ContentBlockType = ContentBlock["type"];
export type HeroBlock = v.InferOutput<typeof HeroBlockSchema>;
export type TextBlock = v.InferOutput<typeof TextBlockSchema>;
export type TeaserGridBlock = v.InferOutput<typeof TeaserGridBlockSchema>;
export type FactsBlock = v.InferOutput<typeof FactsBlockSchema>;
export type ArticleMetaBlock = v.InferOutput<typeof ArticleMetaBlockSchema>;
export type ImageBlock = v.InferOutput<typeof ImageBlockSchema>;
export type QuoteBlock = v.InferOutput<typeof QuoteBlockSchema>;
export type AccordionBlock = v.InferOutput<typeof AccordionBlockSchema>;
export type ArticleListItem = v.InferOutput<typeof ArticleListItemSchema>;
export type ArticleListBlock = v.InferOutput<typeof ArticleListBlockSchema>;
export type JobPosting = v.InferOutput<typeof JobPostingSchema>;
export type JobListBlock = v.InferOutput<typeof JobListBlockSchema>;
export type ContactCard = v.InferOutput<typeof ContactCardSchema>;
export type ContactCardsBlock = v.InferOutput<typeof ContactCardsBlockSchema>;
export type DownloadableFile = v.InferOutput<typeof DownloadFileSchema>;
export type FileListBlock = v.InferOutput<typeof FileListBlockSchema>;
export type CampaignBlock = v.InferOutput<typeof CampaignBlockSchema>;
export type VideoBlock = v.InferOutput<typeof VideoBlockSchema>;
export type LinkListBlock = v.InferOutput<typeof LinkListBlockSchema>;
export type KeyFiguresBlock = v.InferOutput<typeof KeyFiguresBlockSchema>;
