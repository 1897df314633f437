export { ContentBlocks } from "./blocks/content-blocks";
export { StartPage, type StartPageProps } from "./templates/start-page";
export { ArticlePage } from "./templates/article-page";
export { NotFoundPage, ServerErrorPage } from "./templates/error-pages";
export { catalogueTemplates } from "./templates/catalogue";
export { NotFoundListingPage } from "./templates/catalogue/other-pages";
export { editorialTemplates } from "./templates/editorial";
export type {
  PageLocation,
  TemplateDefinition,
  TemplateLoadArgs,
  TemplateMap,
  TemplateProps,
} from "./templates/template-props";
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
export { EDITORIAL_TEMPLATE_NAMES } from "./templates/editorial";
