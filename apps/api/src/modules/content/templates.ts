import type { TemplateName } from "@housing/contracts";

/*
 * The API's template names (spec section 2, page templates), typed by the one list of template
 * names (@housing/contracts' TemplateName). The site shell's template-names test checks that the
 * front end registers a template for each; the editorial pages' names are in the seed's page rows.
 */

/** The start page's template: its current projects and counties come from the catalogue. */
export const START_PAGE_TEMPLATE = "StartPage" satisfies TemplateName;

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
  showingQr: "ShowingQrPage",
  showingForm: "ShowingFormPage",
  orderForm: "OrderFormPage",
} as const satisfies Readonly<Record<string, TemplateName>>;
export type CatalogueTemplateName = (typeof CATALOGUE_TEMPLATES)[keyof typeof CATALOGUE_TEMPLATES];
