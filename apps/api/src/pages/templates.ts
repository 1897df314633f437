import type { TemplateName } from "@housing/contracts";

/**
 * Template names of the catalogue pages (spec section 2, page templates), from the one list of
 * template names (@housing/contracts' TemplateName). The site shell's template-names test checks
 * that the front end registers a template for each.
 */
export const CATALOGUE_TEMPLATES = {
  stage: "StagePage",
  object: "ObjectPage",
  area: "AreaPage",
  areas: "AreasPage",
  premisesObject: "PremisesObjectPage",
  premisesStart: "PremisesStartPage",
  seoCounty: "SeoCountyPage",
  seoMunicipality: "SeoMunicipalityPage",
  rentalProject: "RentalProjectPage",
  rentalStart: "RentalStartPage",
  referenceProjects: "ReferenceProjectsPage",
  referenceProjectsSecondBrand: "ReferenceProjectsSecondBrandPage",
  succession: "SuccessionPage",
  successionStage: "SuccessionStagePage",
  soldOut: "SoldOutPage",
  externalObjects: "ExternalObjectsPage",
  notFoundObject: "NotFoundObjectPage",
  notFoundPremises: "NotFoundPremisesPage",
  notFoundStage: "NotFoundStagePage",
} as const satisfies Readonly<Record<string, TemplateName>>;
export type CatalogueTemplateName = (typeof CATALOGUE_TEMPLATES)[keyof typeof CATALOGUE_TEMPLATES];
