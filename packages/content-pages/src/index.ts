import { catalogueTemplates as catalogue } from "./manifest/catalogue";
import { editorialTemplates as editorial } from "./manifest/editorial";
import type { TemplateMap } from "./templates/template-props";

export { ContentBlocks, contentBlocks } from "./blocks/content-blocks";
export { StartPage } from "./templates/start-page";
export { ArticlePage } from "./templates/article-page";
export { NotFoundPage, ServerErrorPage } from "./templates/error-pages";
export { NotFoundListingPage } from "./templates/catalogue/other-pages";
export type {
  PageLocation,
  TemplateDefinition,
  TemplateLoadArgs,
  TemplateMap,
  TemplateProps,
} from "./templates/template-props";

// The template maps by name, as the manifest registers them (Storybook renders each).
export const catalogueTemplates: TemplateMap = catalogue;
export const editorialTemplates: TemplateMap = editorial;
export {
  BlogItemPage,
  BlogListPage,
  NewsRoomPage,
  PressReleasePage,
  ResidenceNewsPage,
} from "./templates/editorial/news";
export {
  CampaignPage,
  InspirationArticlePage,
  InspirationCategoryPage,
  InspirationPage,
  InspirationStartPage,
  SustainabilityCategoryPage,
  SustainabilityStartPage,
  TestimonialPage,
} from "./templates/editorial/inspiration";
export {
  CareerJobsPage,
  CareerPage,
  CustomerServicePage,
  FaqPage,
  ManagementServicesPage,
  ModalContactPage,
} from "./templates/editorial/service";
export {
  CorporateAboutPage,
  CorporateContactPage,
  CorporateNewsPage,
  CorporateStartPage,
  InvestorRelationsStartPage,
  ReportListPage,
} from "./templates/editorial/corporate";
export { ImageFilePage, SandboxPage } from "./templates/editorial/media";
