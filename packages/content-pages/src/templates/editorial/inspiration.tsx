import type { TemplateProps } from "../template-props";
import { EditorialPage } from "./editorial-page";

/** Template "InspirationStartPage": the inspiration section's start, with its categories and latest articles. */
export function InspirationStartPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "InspirationCategoryPage": the articles of one inspiration category (interior, garden, ...). */
export function InspirationCategoryPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "InspirationArticlePage": one inspiration article. */
export function InspirationArticlePage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "InspirationPage": a free-form inspiration page (a guide or a theme). */
export function InspirationPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "SustainabilityStartPage": the sustainability section's start, with its areas and key figures. */
export function SustainabilityStartPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "SustainabilityCategoryPage": one sustainability area (climate, materials, social). */
export function SustainabilityCategoryPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CampaignPage": a time-limited offer with its campaign banner and terms. */
export function CampaignPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "TestimonialPage": customers telling about their move and their home. */
export function TestimonialPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}
