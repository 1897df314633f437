import type { TemplateDefinition, TemplateName } from "@housing/contracts/manifest";
import { PremisesObjectPage, RentalProjectPage, RentalStartPage } from "../templates/catalogue/listing-pages";
import { ObjectPage } from "../templates/catalogue/object-page";
import { ExternalObjectsPage, NotFoundListingPage } from "../templates/catalogue/other-pages";
import { AreaPage, AreasPage } from "../templates/catalogue/place-pages";
import {
  ReferenceProjectsPage,
  ReferenceProjectsSecondBrandPage,
  SoldOutPage,
} from "../templates/catalogue/stage-list-pages";
import { StagePage } from "../templates/catalogue/stage-page";
import { SuccessionStagePage } from "../templates/catalogue/succession-pages";
import { contentTemplate } from "./template";

/**
 * Templates whose pages show catalogue data (stage, object, area, premises, rental, a
 * municipality's resale homes, sold-out, external objects, not-found object/premises/stage).
 * The SEO county and municipality pages, the premises start and the succession list are the
 * search package's. The not-found variants answer 404 (spec section 2) and are never indexed;
 * ExternalObjectsPage is a list for partner portals, plain and never indexed.
 */
export const catalogueTemplates = {
  StagePage: contentTemplate(StagePage, { slots: ["stage.explorer", "stage.showings"] }),
  ObjectPage: contentTemplate(ObjectPage, { slots: ["object.explorer", "object.showings"] }),
  AreaPage: contentTemplate(AreaPage),
  AreasPage: contentTemplate(AreasPage),
  PremisesObjectPage: contentTemplate(PremisesObjectPage),
  RentalStartPage: contentTemplate(RentalStartPage),
  RentalProjectPage: contentTemplate(RentalProjectPage),
  ReferenceProjectsPage: contentTemplate(ReferenceProjectsPage),
  ReferenceProjectsSecondBrandPage: contentTemplate(ReferenceProjectsSecondBrandPage),
  SoldOutPage: contentTemplate(SoldOutPage),
  SuccessionStagePage: contentTemplate(SuccessionStagePage),
  ExternalObjectsPage: contentTemplate(ExternalObjectsPage, { layout: "plain", isNoIndex: true }),
  NotFoundStagePage: contentTemplate(NotFoundListingPage, { isNoIndex: true }),
  NotFoundObjectPage: contentTemplate(NotFoundListingPage, { isNoIndex: true }),
  NotFoundPremisesPage: contentTemplate(NotFoundListingPage, { isNoIndex: true }),
} as const satisfies { readonly [Name in TemplateName]?: TemplateDefinition };
