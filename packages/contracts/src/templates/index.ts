export {
  GONE_LISTING_TEMPLATE_NAMES,
  isTemplateName,
  NOINDEX_TEMPLATE_NAMES,
  TEMPLATE_DEFINITIONS,
  TEMPLATE_NAMES,
  type TemplateName,
  type TemplateNameDefinition,
} from "./names";
