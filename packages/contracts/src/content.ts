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

export const ContentBlockSchema = v.variant("type", [HeroBlockSchema, TextBlockSchema, TeaserGridBlockSchema, FactsBlockSchema]);
export type ContentBlock = v.InferOutput<typeof ContentBlockSchema>;
export type HeroBlock = v.InferOutput<typeof HeroBlockSchema>;
export type TextBlock = v.InferOutput<typeof TextBlockSchema>;
export type TeaserGridBlock = v.InferOutput<typeof TeaserGridBlockSchema>;
export type FactsBlock = v.InferOutput<typeof FactsBlockSchema>;
