import type { SearchTemplateDefinition } from "../template-props";

/** The premises search's and succession list's templates (PremisesStartPage, SuccessionPage once they replace the static lists). */
export const listingTemplates: Readonly<Record<string, SearchTemplateDefinition>> = {};
