import type { ContentBlock, Image, TemplateName } from "@housing/contracts";

/** The editorial and corporate templates the seed fills (spec section 2, "Page templates"). */
export const EDITORIAL_TEMPLATES = [
  "NewsRoomPage",
  "PressReleasePage",
  "InspirationStartPage",
  "InspirationCategoryPage",
  "InspirationArticlePage",
  "InspirationPage",
  "SustainabilityStartPage",
  "SustainabilityCategoryPage",
  "FaqPage",
  "CareerPage",
  "CareerJobsPage",
  "BlogListPage",
  "BlogItemPage",
  "CampaignPage",
  "TestimonialPage",
  "InvestorRelationsStartPage",
  "CustomerServicePage",
  "ManagementServicesPage",
  "ModalContactPage",
  "ReportListPage",
  "ResidenceNewsPage",
  "ImageFilePage",
  "SandboxPage",
  "CorporateAboutPage",
  "CorporateContactPage",
  "CorporateNewsPage",
  "CorporateSearchPage",
  "CorporateStartPage",
  "SearchPage",
  "TextSearchPage",
] as const satisfies readonly TemplateName[];
export type EditorialTemplate = (typeof EDITORIAL_TEMPLATES)[number];

/**
 * Where a page lives: a path below the site's prefix, a localized route of
 * site-config, or the path of one of the simple articles, whose ArticlePage it
 * replaces with the richer template.
 */
export type EditorialLocation =
  | { slug: string }
  | { route: "career" | "careerJobs" | "corporateSearch" | "homeSearch" | "textSearch" }
  | { article: "faq" | "customerService" | "sustainability" };

/** One editorial page in one language; `{brand}` anywhere is replaced by the site's name. */
export interface EditorialPageCopy {
  template: EditorialTemplate;
  at: EditorialLocation;
  title: string;
  description: string;
  blocks: ContentBlock[];
  images?: Image[];
}
