import * as v from "valibot";
import { SitePathSchema } from "./common";

/** One page a site serves: its path, the template it renders and whether the CMS keeps it out of search. */
export const SitemapEntrySchema = v.object({
  path: SitePathSchema,
  templateName: v.pipe(v.string(), v.minLength(1)),
  noIndex: v.boolean(),
  /** ISO 8601 time of the last change, when known. */
  lastModified: v.nullable(v.string()),
});
export type SitemapEntry = v.InferOutput<typeof SitemapEntrySchema>;

/** Every page of a site, for its sitemap.xml: content pages and the catalogue's stages, homes, areas and premises. */
export const SitemapSchema = v.object({ entries: v.array(SitemapEntrySchema) });
export type Sitemap = v.InferOutput<typeof SitemapSchema>;
