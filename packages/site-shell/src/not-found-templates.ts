import { GONE_LISTING_TEMPLATE_NAMES, isTemplateName } from "@housing/contracts/templates";

/**
 * Whether a view model is of a gone listing (spec section 2: not-found object/premises/stage).
 * Those pages keep their ways on (the stage, the municipality, the search), but answer 404 like
 * any page that does not exist, so search engines and link checkers see the listing is gone.
 * The proxy reads this too, so it depends on the contracts' names only, not on the manifests.
 */
export function isGoneListingTemplate(templateName: string): boolean {
  return isTemplateName(templateName) && GONE_LISTING_TEMPLATE_NAMES.has(templateName);
}
