import { caseManagementHref } from "@housing/contracts/cases";
import { createTranslator } from "@housing/i18n";
import { ButtonLink, Container } from "@housing/ui";
import { contentPagesMessages } from "../../messages";
import type { TemplateProps } from "../template-props";
import { EditorialPage } from "./editorial-page";
import styles from "./editorial.module.css";

/** Template "FaqPage": questions and answers as an accordion of native <details>. */
export function FaqPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CareerPage": the standard career page (working here, values, benefits). */
export function CareerPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/** Template "CareerJobsPage": the available jobs with location and closing date. */
export function CareerJobsPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/**
 * Template "CustomerServicePage": how to reach customer service, opening hours and common errands.
 * On a site with a login it starts the fault report (spec section 2): the case-management hashes
 * open the login for a visitor and the wizard for someone logged in, as a resident or as a board.
 */
export function CustomerServicePage(props: TemplateProps) {
  if (!props.site.features.hasLogin) return <EditorialPage {...props} />;
  const { t } = createTranslator(props.site.locale, { messages: [contentPagesMessages] });
  return (
    <EditorialPage {...props}>
      <Container>
        <section aria-labelledby="fault-report" className={styles.faultReport}>
          <h2 id="fault-report">{t("content-pages.faultReport.heading")}</h2>
          <p>{t("content-pages.faultReport.lead")}</p>
          <div className={styles.faultReportActions}>
            <ButtonLink href={caseManagementHref(false)}>{t("content-pages.faultReport.resident")}</ButtonLink>
            <ButtonLink href={caseManagementHref(true)} variant="secondary">
              {t("content-pages.faultReport.board")}
            </ButtonLink>
          </div>
        </section>
      </Container>
    </EditorialPage>
  );
}

/** Template "ManagementServicesPage": property management services for housing associations. */
export function ManagementServicesPage(props: TemplateProps) {
  return <EditorialPage {...props} />;
}

/**
 * Template "ModalContactPage": a short contact page that the site also opens in
 * the modal overlay; opened as a page of its own it renders in a narrow column.
 */
export function ModalContactPage(props: TemplateProps) {
  return <EditorialPage {...props} isNarrow />;
}
