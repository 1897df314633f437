import type { StageFormPageData } from "@housing/contracts";
import type { TemplateProps } from "@housing/contracts/manifest";
import { createTranslator } from "@housing/i18n";
import { Heading } from "@housing/ui";
import { LazyDoorScreen, LazyOrderForm, LazyVisitPage } from "../lazy";
import { showingsMessages } from "../messages";
import styles from "../showings.module.css";

/*
 * The stage's form pages (StageFormPageData): the door's QR screen and the visitor's form page
 * (blank layout, by their paths `qr/` and `visning/`), and the prospectus order form (the default
 * layout). All three are noindex by their names (TEMPLATE_DEFINITIONS). The server renders the
 * heading; the showing's state is read per request in the browser.
 */

function stageOf(props: TemplateProps): StageFormPageData["stage"] | null {
  const data = props.model.data;
  return data?.kind === "stageForm" ? data.stage : null;
}

function translator(props: TemplateProps) {
  return createTranslator(props.site.locale, { messages: [showingsMessages] }).t;
}

/** A page without its stage (a wiring error of the API's): the page's title, nothing to act on. */
function NoStage({ title }: { title: string }) {
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
    </div>
  );
}

/** Template "ShowingQrPage": the screen at the door, `?view=attendance` adds who booked and who came. */
export function ShowingQrPage(props: TemplateProps) {
  const stage = stageOf(props);
  if (!stage) return <NoStage title={props.model.title} />;
  const t = translator(props);
  const showAttendance = new URLSearchParams(props.location?.query ?? "").get("view") === "attendance";
  return (
    <div className={`${styles.page} ${styles.door}`}>
      <Heading level={1}>{t("showings.qr.heading", { stage: stage.name })}</Heading>
      <LazyDoorScreen site={props.site} stage={stage} showAttendance={showAttendance} />
    </div>
  );
}

/** Template "ShowingFormPage": the visitor's page from the door's QR code or the booking e-mail's link. */
export function ShowingFormPage(props: TemplateProps) {
  const stage = stageOf(props);
  if (!stage) return <NoStage title={props.model.title} />;
  const t = translator(props);
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("showings.visit.heading", { stage: stage.name })}</Heading>
      <LazyVisitPage site={props.site} stage={stage} query={props.location?.query ?? ""} />
    </div>
  );
}

/** Template "OrderFormPage": order the stage's sales prospectus. */
export function OrderFormPage(props: TemplateProps) {
  const stage = stageOf(props);
  if (!stage) return <NoStage title={props.model.title} />;
  const t = translator(props);
  return (
    <div className={styles.page}>
      <Heading level={1}>{t("showings.order.heading", { stage: stage.name })}</Heading>
      <p>{stage.address}</p>
      <LazyOrderForm site={props.site} stage={stage} />
    </div>
  );
}
