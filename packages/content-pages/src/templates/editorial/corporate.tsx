import { createTranslator } from "@housing/i18n";
import { Button, Container } from "@housing/ui";
import type { TemplateProps } from "../template-props";
import { EditorialPage, newestFirst } from "./editorial-page";
import styles from "./editorial.module.css";

/** Template "CorporateStartPage": the group's start page (corporate layout). */
export function CorporateStartPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="CorporateStartPage" />;
}

/** Template "CorporateAboutPage": about the group: history, organisation, management. */
export function CorporateAboutPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="CorporateAboutPage" />;
}

/** Template "CorporateContactPage": head office, press and investor contacts. */
export function CorporateContactPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="CorporateContactPage" />;
}

/** Template "CorporateNewsPage": the group's news and press releases, newest first. */
export function CorporateNewsPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="CorporateNewsPage" blocks={newestFirst(props.model.blocks)} />;
}

/** Template "InvestorRelationsStartPage": key figures, latest reports and the financial calendar. */
export function InvestorRelationsStartPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="InvestorRelationsStartPage" />;
}

/** Template "ReportListPage": downloadable annual and interim reports. */
export function ReportListPage(props: TemplateProps) {
  return <EditorialPage {...props} templateName="ReportListPage" />;
}

/** The page's own path, so the search form submits to the page it is on. */
function ownPath(canonical: string): string {
  try {
    return new URL(canonical).pathname;
  } catch {
    return canonical.startsWith("/") ? canonical : "";
  }
}

/**
 * Template "CorporateSearchPage": search among the group's pages, press
 * releases and reports. The form sends `s` by GET to this page itself (spec
 * section 2: the site search hands over with query s). The results list comes
 * with the corporate search API; until then the page shows the form and a line
 * that explains what it searches.
 */
export function CorporateSearchPage(props: TemplateProps) {
  const { t } = createTranslator(props.site.locale);
  const inputId = "corporate-search-s";
  return (
    <EditorialPage {...props} templateName="CorporateSearchPage">
      <Container>
        <form role="search" method="get" action={ownPath(props.model.canonical)} className={styles.searchForm}>
          <div className={styles.searchField}>
            <label htmlFor={inputId} className={styles.searchLabel}>
              {t("content-pages.search.label")}
            </label>
            <input id={inputId} name="s" type="search" maxLength={250} className={styles.searchInput} />
          </div>
          <Button type="submit">{t("content-pages.search.submit")}</Button>
        </form>
        <p className={styles.explanation}>{t("content-pages.search.explanation")}</p>
      </Container>
    </EditorialPage>
  );
}
