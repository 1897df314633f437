import type { TemplateProps } from "../template-props";
import { EditorialPage, newestFirst } from "./editorial-page";

/** Template "CorporateStartPage": the group's start page (corporate layout). */
export function CorporateStartPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CorporateAboutPage": about the group: history, organisation, management. */
export function CorporateAboutPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CorporateContactPage": head office, press and investor contacts. */
export function CorporateContactPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CorporateNewsPage": the group's news and press releases, newest first. */
export function CorporateNewsPage(props: TemplateProps) {
  return <EditorialPage {...props} blocks={newestFirst(props.model.blocks)} />;
}

/** Template "InvestorRelationsStartPage": key figures, latest reports and the financial calendar. */
export function InvestorRelationsStartPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "ReportListPage": downloadable annual and interim reports. */
export function ReportListPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}
