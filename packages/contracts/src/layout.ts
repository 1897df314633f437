import * as v from "valibot";
import { LinkSchema, SiteKeySchema } from "./common";

export const NavigationItemSchema = v.object({
  ...LinkSchema.entries,
  children: v.optional(v.array(LinkSchema)),
});
export type NavigationItem = v.InferOutput<typeof NavigationItemSchema>;

export const FooterColumnSchema = v.object({
  kind: v.picklist(["company", "explore", "help"]),
  heading: v.string(),
  links: v.array(LinkSchema),
});
export type FooterColumn = v.InferOutput<typeof FooterColumnSchema>;

export const SOCIAL_NETWORKS = ["facebook", "instagram", "linkedin", "youtube"] as const;
export const FooterSchema = v.object({
  columns: v.array(FooterColumnSchema),
  social: v.array(v.object({ network: v.picklist(SOCIAL_NETWORKS), href: v.string() })),
});
export type Footer = v.InferOutput<typeof FooterSchema>;

export const LanguageEntrySchema = v.object({
  siteKey: SiteKeySchema,
  label: v.string(),
  href: v.string(),
  /** BCP 47 language of the target site, for hreflang and lang attributes. */
  lang: v.string(),
});
export type LanguageEntry = v.InferOutput<typeof LanguageEntrySchema>;

export const CrisisBannerSchema = v.object({
  id: v.string(),
  variant: v.picklist(["emergency", "info"]),
  heading: v.string(),
  text: v.string(),
  readMore: v.optional(LinkSchema),
  /** Shown on every page when true, otherwise on the start page only (spec section 2). */
  isGlobal: v.boolean(),
});
export type CrisisBanner = v.InferOutput<typeof CrisisBannerSchema>;

/** Footer, main and career navigation, language list and crisis banner: loaded as content (spec section 2). */
export const SiteLayoutSchema = v.object({
  siteVersion: v.string(),
  mainNavigation: v.array(NavigationItemSchema),
  careerNavigation: v.array(NavigationItemSchema),
  footer: FooterSchema,
  languages: v.array(LanguageEntrySchema),
  crisisBanner: v.nullable(CrisisBannerSchema),
});
export type SiteLayout = v.InferOutput<typeof SiteLayoutSchema>;
