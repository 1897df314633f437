import type { TemplateDefinition, TemplateName } from "@housing/contracts/manifest";
import {
  CorporateAboutPage,
  CorporateContactPage,
  CorporateNewsPage,
  CorporateStartPage,
  InvestorRelationsStartPage,
  ReportListPage,
} from "../templates/editorial/corporate";
import {
  CampaignPage,
  InspirationArticlePage,
  InspirationCategoryPage,
  InspirationPage,
  InspirationStartPage,
  SustainabilityCategoryPage,
  SustainabilityStartPage,
  TestimonialPage,
} from "../templates/editorial/inspiration";
import { ImageFilePage, SandboxPage } from "../templates/editorial/media";
import {
  BlogItemPage,
  BlogListPage,
  NewsRoomPage,
  PressReleasePage,
  ResidenceNewsPage,
} from "../templates/editorial/news";
import {
  CareerJobsPage,
  CareerPage,
  CustomerServicePage,
  FaqPage,
  ManagementServicesPage,
  ModalContactPage,
} from "../templates/editorial/service";
import { contentTemplate } from "./template";

/**
 * Editorial and corporate templates (news room, press release, inspiration, sustainability, FAQ,
 * career, blog, campaign, corporate pages, ...). Corporate pages, the investor pages among them,
 * take the corporate layout; the developers' sandbox the plain one (spec section 2).
 */
export const editorialTemplates = {
  NewsRoomPage: contentTemplate(NewsRoomPage),
  PressReleasePage: contentTemplate(PressReleasePage),
  InspirationStartPage: contentTemplate(InspirationStartPage),
  InspirationCategoryPage: contentTemplate(InspirationCategoryPage),
  InspirationArticlePage: contentTemplate(InspirationArticlePage),
  InspirationPage: contentTemplate(InspirationPage),
  SustainabilityStartPage: contentTemplate(SustainabilityStartPage),
  SustainabilityCategoryPage: contentTemplate(SustainabilityCategoryPage),
  FaqPage: contentTemplate(FaqPage),
  CareerPage: contentTemplate(CareerPage),
  CareerJobsPage: contentTemplate(CareerJobsPage),
  BlogListPage: contentTemplate(BlogListPage),
  BlogItemPage: contentTemplate(BlogItemPage),
  CampaignPage: contentTemplate(CampaignPage),
  TestimonialPage: contentTemplate(TestimonialPage),
  InvestorRelationsStartPage: contentTemplate(InvestorRelationsStartPage, { layout: "corporate" }),
  CustomerServicePage: contentTemplate(CustomerServicePage),
  ManagementServicesPage: contentTemplate(ManagementServicesPage),
  ModalContactPage: contentTemplate(ModalContactPage),
  ReportListPage: contentTemplate(ReportListPage, { layout: "corporate" }),
  ResidenceNewsPage: contentTemplate(ResidenceNewsPage),
  ImageFilePage: contentTemplate(ImageFilePage),
  SandboxPage: contentTemplate(SandboxPage, { layout: "plain" }),
  CorporateAboutPage: contentTemplate(CorporateAboutPage, { layout: "corporate" }),
  CorporateContactPage: contentTemplate(CorporateContactPage, { layout: "corporate" }),
  CorporateNewsPage: contentTemplate(CorporateNewsPage, { layout: "corporate" }),
  CorporateStartPage: contentTemplate(CorporateStartPage, { layout: "corporate" }),
} as const satisfies { readonly [Name in TemplateName]?: TemplateDefinition };
