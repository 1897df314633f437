import type { TemplateMap } from "../template-props";
import { ObjectPage } from "./object-page";
import { ExternalObjectsPage, NotFoundListingPage } from "./other-pages";
import { PremisesObjectPage, RentalProjectPage, RentalStartPage } from "./listing-pages";
import { AreaPage, AreasPage } from "./place-pages";
import { ReferenceProjectsPage, ReferenceProjectsSecondBrandPage, SoldOutPage } from "./stage-list-pages";
import { StagePage } from "./stage-page";
import { SuccessionStagePage } from "./succession-pages";

/**
 * Templates whose pages show catalogue data (stage, object, area, premises,
 * rental, a municipality's resale homes, sold-out, external objects,
 * not-found object/premises/stage), by template name. The API's
 * src/pages/templates.ts lists these names and also "SeoCountyPage",
 * "SeoMunicipalityPage", "PremisesStartPage" and "SuccessionPage": those are
 * the interactive searches of @housing/search, registered by the site shell.
 * The not-found variants are answered with noindex by the API;
 * ExternalObjectsPage is noindex here too (a list for partner portals).
 */
export const catalogueTemplates: TemplateMap = {
  StagePage: { component: StagePage },
  ObjectPage: { component: ObjectPage },
  AreaPage: { component: AreaPage },
  AreasPage: { component: AreasPage },
  PremisesObjectPage: { component: PremisesObjectPage },
  RentalStartPage: { component: RentalStartPage },
  RentalProjectPage: { component: RentalProjectPage },
  ReferenceProjectsPage: { component: ReferenceProjectsPage },
  ReferenceProjectsSecondBrandPage: { component: ReferenceProjectsSecondBrandPage },
  SoldOutPage: { component: SoldOutPage },
  SuccessionStagePage: { component: SuccessionStagePage },
  ExternalObjectsPage: { component: ExternalObjectsPage, isNoIndex: true },
  NotFoundStagePage: { component: NotFoundListingPage, isNoIndex: true },
  NotFoundObjectPage: { component: NotFoundListingPage, isNoIndex: true },
  NotFoundPremisesPage: { component: NotFoundListingPage, isNoIndex: true },
};

export { Gallery } from "./gallery";
export { InterestForm, type InterestFormProps } from "./interest-form";
export { InterestSubmitProvider, type InterestSubmitter } from "./interest-submit";
