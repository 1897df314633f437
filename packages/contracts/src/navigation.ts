import * as v from "valibot";
import { FooterSchema, NavigationItemSchema } from "./layout";

/**
 * GET /api/system/navigation/get (and /en on the English sub-site, spec section 7): the frame an
 * error page needs when the page's own view model failed (spec section 4: 404 and 500 templates
 * are shown after fetching navigation). The plain path answers for the site of the x-site-key
 * header; /en always answers for the English sub-site.
 */
export const SystemNavigationSchema = v.object({
  siteVersion: v.string(),
  mainNavigation: v.array(NavigationItemSchema),
  careerNavigation: v.array(NavigationItemSchema),
  footer: FooterSchema,
});
export type SystemNavigation = v.InferOutput<typeof SystemNavigationSchema>;
