import type { TemplateMap } from "../template-props";
import {
  CorporateAboutPage,
  CorporateContactPage,
  CorporateNewsPage,
  CorporateStartPage,
  InvestorRelationsStartPage,
  ReportListPage,
} from "./corporate";
import {
  CampaignPage,
  InspirationArticlePage,
  InspirationCategoryPage,
  InspirationPage,
  InspirationStartPage,
  SustainabilityCategoryPage,
  SustainabilityStartPage,
  TestimonialPage,
} from "./inspiration";
import { ImageFilePage, SandboxPage } from "./media";
import { BlogItemPage, BlogListPage, NewsRoomPage, PressReleasePage, ResidenceNewsPage } from "./news";
import {
  CareerJobsPage,
  CareerPage,
  CustomerServicePage,
  FaqPage,
  ManagementServicesPage,
  ModalContactPage,
} from "./service";

/**
 * Editorial and corporate templates (news room, press release, inspiration,
 * sustainability, FAQ, career, blog, campaign, corporate pages, …), by
 * template name. ArticlePage, StartPage and the 404/500 templates are
 * registered by the site shell itself.
 */
export const editorialTemplates: TemplateMap = {
  NewsRoomPage: { component: NewsRoomPage },
  PressReleasePage: { component: PressReleasePage },
  InspirationStartPage: { component: InspirationStartPage },
  InspirationCategoryPage: { component: InspirationCategoryPage },
  InspirationArticlePage: { component: InspirationArticlePage },
  InspirationPage: { component: InspirationPage },
  SustainabilityStartPage: { component: SustainabilityStartPage },
  SustainabilityCategoryPage: { component: SustainabilityCategoryPage },
  FaqPage: { component: FaqPage },
  CareerPage: { component: CareerPage },
  CareerJobsPage: { component: CareerJobsPage },
  BlogListPage: { component: BlogListPage },
  BlogItemPage: { component: BlogItemPage },
  CampaignPage: { component: CampaignPage },
  TestimonialPage: { component: TestimonialPage },
  InvestorRelationsStartPage: { component: InvestorRelationsStartPage },
  CustomerServicePage: { component: CustomerServicePage },
  ManagementServicesPage: { component: ManagementServicesPage },
  ModalContactPage: { component: ModalContactPage },
  ReportListPage: { component: ReportListPage },
  ResidenceNewsPage: { component: ResidenceNewsPage },
  ImageFilePage: { component: ImageFilePage },
  SandboxPage: { component: SandboxPage, isNoIndex: true },
  CorporateAboutPage: { component: CorporateAboutPage },
  CorporateContactPage: { component: CorporateContactPage },
  CorporateNewsPage: { component: CorporateNewsPage },
  CorporateStartPage: { component: CorporateStartPage },
};

/** The editorial template names, for seed and end-to-end tables. */
export const EDITORIAL_TEMPLATE_NAMES = Object.keys(editorialTemplates);
