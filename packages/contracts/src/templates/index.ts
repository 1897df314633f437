export {
  isTemplateName,
  NOINDEX_TEMPLATE_NAMES,
  TEMPLATE_DEFINITIONS,
  TEMPLATE_NAMES,
  type TemplateName,
  type TemplateNameDefinition,
} from "./names";
