import * as v from "valibot";
import { ImageSchema, LinkSchema } from "./common";
import { ContentBlockSchema } from "./content";
import { CataloguePageDataSchema } from "./pages/catalogue";

/**
 * GET {page path}/GetViewModel (spec section 7). The fields the spec names
 * (siteVersion, objectId, canonical, title, description, showPlotType,
 * showSemiDetachedHouseType, subMenu, images) plus the template name that
 * picks the React template, and the template's content.
 */
export const PageViewModelSchema = v.object({
  templateName: v.pipe(v.string(), v.minLength(1)),
  /** Changes when the site is deployed; a page model with a different one reloads the page (spec section 4). */
  siteVersion: v.string(),
  pageId: v.string(),
  objectId: v.nullable(v.string()),
  canonical: v.string(),
  title: v.string(),
  description: v.string(),
  /** The CMS may ask for noindex on any page; the front end adds it for the page kinds of section 2 regardless. */
  noIndex: v.boolean(),
  showPlotType: v.boolean(),
  showSemiDetachedHouseType: v.boolean(),
  subMenu: v.array(LinkSchema),
  images: v.array(ImageSchema),
  blocks: v.array(ContentBlockSchema),
  /** Catalogue templates only (stage, object, area, premises, rental, succession, SEO, not-found): the listing data. */
  data: v.optional(CataloguePageDataSchema),
});
export type PageViewModel = v.InferOutput<typeof PageViewModelSchema>;

const QueryValueSchema = v.pipe(v.string(), v.maxLength(2000));

/** The page query string the front end forwards: at most 50 keys; a repeated key arrives as a list. */
export const PageQuerySchema = v.pipe(
  v.record(
    v.pipe(v.string(), v.maxLength(100)),
    v.union([QueryValueSchema, v.pipe(v.array(QueryValueSchema), v.maxLength(20))]),
  ),
  v.check((query) => Object.keys(query).length <= 50, "Too many query parameters"),
);
