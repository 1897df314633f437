import * as v from "valibot";
import { SitePathSchema } from "@housing/contracts";

export const MAX_PAGE_PATH_LENGTH = 2000;

/**
 * The lookup key of a page path: one slash between segments, a trailing slash, lower case.
 * The seed stores pages under this key, so the route and the data agree on it.
 */
export function pagePathKey(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, "/");
  return (collapsed.endsWith("/") ? collapsed : `${collapsed}/`).toLowerCase();
}

/**
 * A page path as it arrives in the URL before /GetViewModel: still percent-encoded.
 * Checked before and after decoding, so neither an encoded nor a decoded ".." gets through.
 */
export const EncodedPagePathSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_PAGE_PATH_LENGTH, `Must be at most ${MAX_PAGE_PATH_LENGTH} characters`),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    try {
      return decodeURIComponent(dataset.value);
    } catch {
      addIssue({ message: "Malformed percent-encoding" });
      return NEVER;
    }
  }),
  v.check((path) => !path.includes(".."), 'Must not contain ".."'),
  SitePathSchema,
  v.transform(pagePathKey),
);

/** The path part of `{page path}/GetViewModel`, as the route validates it. */
export const PagePathParamsSchema = v.object({ path: EncodedPagePathSchema });
