import type { TemplateMap } from "../template-props";

/**
 * Editorial and corporate templates (news room, press release, inspiration,
 * sustainability, FAQ, career, blog, campaign, corporate pages, …), by
 * template name.
 */
export const editorialTemplates: TemplateMap = {};
