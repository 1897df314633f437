/**
 * Template names of the catalogue pages (spec section 2, page templates). The front end's
 * registry knows the same names (@housing/content-pages' catalogueTemplates and @housing/search's
 * searchTemplates).
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
} as const;
export type CatalogueTemplateName = (typeof CATALOGUE_TEMPLATES)[keyof typeof CATALOGUE_TEMPLATES];
