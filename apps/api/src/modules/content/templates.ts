/*
 * The API's one list of template names (spec section 2, page templates). When @housing/contracts
 * gets its TemplateName union, this file is the one to type with it. The front end's registry
 * knows the same names (@housing/content-pages' catalogueTemplates and @housing/search's
 * searchTemplates); the editorial pages' names are in the seed, which writes those rows.
 */

/** The start page's template: its current projects and counties come from the catalogue. */
export const START_PAGE_TEMPLATE = "StartPage";

/** Template names of the catalogue pages, resolved from the catalogue rather than page rows. */
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
