import * as v from "valibot";
import {
  PageQuerySchema,
  PageViewModelSchema,
  SiteLayoutSchema,
  SitemapSchema,
  SystemNavigationSchema,
} from "@housing/contracts";
import { MAX_PAGE_PATH_LENGTH } from "./page-path";
import type { OperationSpec } from "../../core/openapi/operation";

const viewModel = {
  method: "get",
  tag: "Content",
  hasSiteKeyHeader: true,
  query: PageQuerySchema,
  responses: {
    200: {
      description: "The page's view model; `templateName` picks the front end's template.",
      schema: PageViewModelSchema,
    },
    404: { description: "No page at this path on this site: the front end renders its 404 template." },
  },
} as const;

/** Page view models, the site frame and the sitemap. */
export const contentOperations: OperationSpec[] = [
  {
    ...viewModel,
    path: "/GetViewModel",
    operationId: "getStartPageViewModel",
    summary: "View model of the site's start page",
    description:
      "The query string of the page is forwarded as it is (at most 50 keys; a repeated key is a list). " +
      "The English sub-site's start page is `/en/GetViewModel`.",
  },
  {
    ...viewModel,
    path: "/{pagePath}/GetViewModel",
    operationId: "getPageViewModel",
    summary: "View model of a page",
    description:
      "`pagePath` is the page's site path without its leading slash and may contain slashes " +
      "(`om-oss/hallbarhet`). Matching ignores case, a missing trailing slash and repeated slashes; " +
      'a path with "..", whitespace or broken percent-encoding is a 400 on `params.path`.',
    params: v.object({ pagePath: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_PAGE_PATH_LENGTH)) }),
  },
  {
    method: "get",
    path: "/api/content/layout",
    operationId: "getSiteLayout",
    tag: "Content",
    summary: "Navigation, footer, language list and crisis banner of a site",
    hasSiteKeyHeader: true,
    responses: { 200: { description: "The site's frame content.", schema: SiteLayoutSchema } },
  },
  {
    method: "get",
    path: "/api/content/sitemap",
    operationId: "getSitemap",
    tag: "Content",
    summary: "Every page of a site, for its sitemap.xml",
    description:
      "Content pages with their template and noindex flag, and the catalogue's stages, homes, areas, premises and " +
      "rental projects where the site has those lists. Paths are site paths; the front end adds its host.",
    hasSiteKeyHeader: true,
    responses: { 200: { description: "The site's pages.", schema: SitemapSchema } },
  },
  {
    method: "get",
    path: "/api/system/navigation/get",
    operationId: "getSystemNavigation",
    tag: "Content",
    summary: "Navigation and footer for an error page",
    description:
      "Spec section 4: the 404 and 500 templates are shown after fetching navigation, because the page's own " +
      "view model failed. Answers for the site of the x-site-key header.",
    hasSiteKeyHeader: true,
    responses: { 200: { description: "The site's navigation and footer.", schema: SystemNavigationSchema } },
  },
  {
    method: "get",
    path: "/api/system/navigation/get/en",
    operationId: "getEnglishSystemNavigation",
    tag: "Content",
    summary: "Navigation and footer for an error page of the English sub-site",
    description: "Spec section 7: the English sub-site asks at /en; no x-site-key header is needed.",
    responses: {
      200: { description: "The English sub-site's navigation and footer.", schema: SystemNavigationSchema },
    },
  },
];
