import * as v from "valibot";
import { SITE_KEYS } from "@housing/site-config";

/** Header that tells the reference API which site a content request is for. */
export const SITE_KEY_HEADER = "x-site-key";

export const SiteKeySchema = v.picklist(SITE_KEYS);

/** A path on a site: leading slash, no scheme, no "..", at most 2,000 characters. */
export const SitePathSchema = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.regex(/^\/(?!.*\.\.)[^\s?#]*$/, "Must be a site path starting with /"),
);

export const LinkSchema = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  href: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
});
export type Link = v.InferOutput<typeof LinkSchema>;

export const ImageSchema = v.object({
  url: v.string(),
  alt: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type Image = v.InferOutput<typeof ImageSchema>;

/**
 * The body of every error the reference API sends. `fieldErrors` maps a dotted
 * field path to its messages (a 400 for bad input, spec "Bad input").
 */
export const ApiErrorBodySchema = v.object({
  status: v.number(),
  error: v.string(),
  message: v.string(),
  fieldErrors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;
