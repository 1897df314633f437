import type { TemplateMap } from "../template-props";

/**
 * Templates whose pages show catalogue data (stage, object, area, premises,
 * rental, succession, SEO county and municipality, sold-out, external
 * objects, not-found object/premises/stage), by template name.
 */
export const catalogueTemplates: TemplateMap = {};
