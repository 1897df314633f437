export {
  templateRegistry,
  resolveTemplate,
  isNoIndexPage,
  NOINDEX_TEMPLATE_NAMES,
  UnknownTemplateError,
  type TemplateEntry,
} from "./registry";
export { pagePathFromSegments, siteForSegment } from "./paths";
export { toQueryString } from "./search-params";
