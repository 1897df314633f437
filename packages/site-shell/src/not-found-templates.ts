/**
 * The catalogue's "listing is gone" templates (spec section 2: not-found object/premises/stage).
 * They keep their ways on (the stage, the municipality, the search), but answer 404 like any
 * page that does not exist, so search engines and link checkers see the listing is gone.
 */
export const NOT_FOUND_TEMPLATE_NAMES: ReadonlySet<string> = new Set([
  "NotFoundStagePage",
  "NotFoundObjectPage",
  "NotFoundPremisesPage",
]);
