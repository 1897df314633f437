import type { TemplateProps } from "../template-props";
import { EditorialPage } from "./editorial-page";

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

/** Template "CustomerServicePage": how to reach customer service, opening hours and common errands. */
export function CustomerServicePage(props: TemplateProps) {
  return <EditorialPage {...props} />;
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
