import type { Meta, StoryObj } from "@storybook/react-vite";
import { catalogueTemplates } from "@housing/content-pages";
import { getSite, type SiteCode } from "@housing/site-config";
import { catalogueModel, finnishObjectData, objectData } from "@housing/content-pages/fixtures";

/*
 * Every catalogue template with sample data. The interest form needs the app's submitter
 * (InterestSubmitProvider); without it, sending shows the form's failure state. The SEO place,
 * premises start and succession list pages are the search package's templates.
 */
const meta = { title: "Catalogue templates" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function story(templateName: string, code: SiteCode = "se", model = catalogueModel(templateName)): Story {
  const Template = catalogueTemplates[templateName]!.component;
  return {
    name: code === "se" ? templateName : `${templateName} (${code})`,
    render: () => <Template model={model} site={getSite(code)} />,
  };
}

export const Stage = story("StagePage");
export const Object_ = story("ObjectPage");
export const ObjectNorwayBookedReadsSold = story("ObjectPage", "no", catalogueModel("ObjectPage", objectData));
/** A home for sale in a stage with an online booking flow: the "Boka" panel beside the facts. */
export const ObjectBookableOnline = story(
  "ObjectPage",
  "se",
  catalogueModel("ObjectPage", { ...objectData, object: { ...objectData.object, status: "forSale" }, bookingFlow: 8 }),
);
export const ObjectFinlandDebtFreePrice = story("ObjectPage", "fi", catalogueModel("ObjectPage", finnishObjectData));
export const Area = story("AreaPage");
export const Areas = story("AreasPage");
export const PremisesObject = story("PremisesObjectPage");
export const RentalStart = story("RentalStartPage");
export const RentalProject = story("RentalProjectPage");
export const ReferenceProjects = story("ReferenceProjectsPage");
export const ReferenceProjectsSecondBrand = story("ReferenceProjectsSecondBrandPage", "senior");
export const SoldOut = story("SoldOutPage");
export const SuccessionStage = story("SuccessionStagePage");
export const ExternalObjects = story("ExternalObjectsPage");
export const NotFoundStage = story("NotFoundStagePage");
export const NotFoundObject = story("NotFoundObjectPage");
export const NotFoundPremises = story("NotFoundPremisesPage");
