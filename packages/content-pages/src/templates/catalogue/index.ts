import type { TemplateMap } from "../template-props";
import { ObjectPage } from "./object-page";
import { ExternalObjectsPage, NotFoundListingPage } from "./other-pages";
import { PremisesObjectPage, PremisesStartPage, RentalProjectPage, RentalStartPage } from "./listing-pages";
import { AreaPage, AreasPage, SeoPlacePage } from "./place-pages";
import { ReferenceProjectsPage, ReferenceProjectsSecondBrandPage, SoldOutPage } from "./stage-list-pages";
import { StagePage } from "./stage-page";
import { SuccessionPage, SuccessionStagePage } from "./succession-pages";

/**
 * Templates whose pages show catalogue data (stage, object, area, premises,
 * rental, succession, SEO county and municipality, sold-out, external
 * objects, not-found object/premises/stage), by template name. The API's
 * src/pages/templates.ts lists the same names. The not-found variants are
 * answered with noindex by the API; ExternalObjectsPage is noindex here too
 * (a list for partner portals).
 */
export const catalogueTemplates: TemplateMap = {
  StagePage: { component: StagePage },
  ObjectPage: { component: ObjectPage },
  AreaPage: { component: AreaPage },
  AreasPage: { component: AreasPage },
  SeoCountyPage: { component: SeoPlacePage },
  SeoMunicipalityPage: { component: SeoPlacePage },
  PremisesStartPage: { component: PremisesStartPage },
  PremisesObjectPage: { component: PremisesObjectPage },
  RentalStartPage: { component: RentalStartPage },
  RentalProjectPage: { component: RentalProjectPage },
  ReferenceProjectsPage: { component: ReferenceProjectsPage },
  ReferenceProjectsSecondBrandPage: { component: ReferenceProjectsSecondBrandPage },
  SoldOutPage: { component: SoldOutPage },
  SuccessionPage: { component: SuccessionPage },
  SuccessionStagePage: { component: SuccessionStagePage },
  ExternalObjectsPage: { component: ExternalObjectsPage, isNoIndex: true },
  NotFoundStagePage: { component: NotFoundListingPage, isNoIndex: true },
  NotFoundObjectPage: { component: NotFoundListingPage, isNoIndex: true },
  NotFoundPremisesPage: { component: NotFoundListingPage, isNoIndex: true },
};

export { Gallery } from "./gallery";
export { InterestForm, type InterestFormProps } from "./interest-form";
export { InterestSubmitProvider, type InterestSubmitter } from "./interest-submit";
