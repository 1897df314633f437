export { templateRegistry, resolveTemplate, isNoIndexPage, UnknownTemplateError, type TemplateEntry } from "./registry";
export { MANIFESTS } from "./manifests";
export { pagePathFromSegments, siteForSegment } from "./paths";
export { toQueryString } from "./search-params";
export {
  layoutFor,
  layoutKindFor,
  pageLayout,
  type HeaderVariant,
  type LayoutKind,
  type LayoutInput,
  type PageLayout,
} from "./layout-for";
export { isJubileePage, JUBILEE_YEAR } from "./jubilee";
export { BLOCK_HASH_DELAY_MS, BLOCK_HASH_OFFSET_PX, isBlockHash } from "./hash-scroll";
