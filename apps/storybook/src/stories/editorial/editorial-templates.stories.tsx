import type { Meta, StoryObj } from "@storybook/react-vite";
import { editorialTemplates } from "@housing/content-pages";
import { editorialModels } from "@housing/content-pages/fixtures";
import { siteForLocale } from "./site-for-locale";

/** One story per editorial template, rendered from its example view model. */
const meta = { title: "Templates/Editorial" } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function templateStory(name: string): Story {
  const Template = editorialTemplates[name]!.component;
  return {
    name: name.replace(/Page$/, "").replace(/([a-z])([A-Z])/g, "$1 $2"),
    render: (_args, context) => (
      <Template model={editorialModels[name]!} site={siteForLocale(context.globals.locale)} />
    ),
  };
}

export const NewsRoom = templateStory("NewsRoomPage");
export const PressRelease = templateStory("PressReleasePage");
export const InspirationStart = templateStory("InspirationStartPage");
export const InspirationCategory = templateStory("InspirationCategoryPage");
export const InspirationArticle = templateStory("InspirationArticlePage");
export const Inspiration = templateStory("InspirationPage");
export const SustainabilityStart = templateStory("SustainabilityStartPage");
export const SustainabilityCategory = templateStory("SustainabilityCategoryPage");
export const Faq = templateStory("FaqPage");
export const Career = templateStory("CareerPage");
export const CareerJobs = templateStory("CareerJobsPage");
export const BlogList = templateStory("BlogListPage");
export const BlogItem = templateStory("BlogItemPage");
export const Campaign = templateStory("CampaignPage");
export const Testimonial = templateStory("TestimonialPage");
export const InvestorRelationsStart = templateStory("InvestorRelationsStartPage");
export const CustomerService = templateStory("CustomerServicePage");
export const ManagementServices = templateStory("ManagementServicesPage");
export const ModalContact = templateStory("ModalContactPage");
export const ReportList = templateStory("ReportListPage");
export const ResidenceNews = templateStory("ResidenceNewsPage");
export const ImageFile = templateStory("ImageFilePage");
export const Sandbox = templateStory("SandboxPage");
export const CorporateAbout = templateStory("CorporateAboutPage");
export const CorporateContact = templateStory("CorporateContactPage");
export const CorporateNews = templateStory("CorporateNewsPage");
export const CorporateStart = templateStory("CorporateStartPage");
