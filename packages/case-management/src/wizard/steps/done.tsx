"use client";
import { useI18n } from "@housing/i18n/react";
import { Button, ButtonLink } from "@housing/ui";
import { routePath, type SiteConfig } from "@housing/site-config";
import type { WizardState } from "../../engine/reducer";
import { completionActions } from "../../engine/view";
import styles from "../wizard.module.css";

/** The completion screen (spec sections 2 and 4): 'submitted', a new report, and 'see errands' or 'close'. */
export function DoneStep({
  state,
  site,
  ticketNumber,
  onNewReport,
  onClose,
}: {
  state: WizardState;
  site: SiteConfig;
  ticketNumber: number | null;
  onNewReport: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const errands = routePath(site, "errands");
  return (
    <>
      <p role="status">
        {t("case-management.done.submitted")}
        {ticketNumber !== null ? ` ${t("case-management.wizard.done.ticket", { ticketNumber })}` : ""}
      </p>
      <div className={styles.actions}>
        {completionActions(state, site.code).map((action) =>
          action === "newReport" ? (
            <Button key={action} type="button" variant="secondary" onClick={onNewReport}>
              {t("case-management.done.newReport")}
            </Button>
          ) : action === "seeErrands" && errands ? (
            <ButtonLink key={action} href={errands} onClick={onClose}>
              {t("case-management.done.seeErrands")}
            </ButtonLink>
          ) : (
            <Button key={action} type="button" onClick={onClose}>
              {t("case-management.done.close")}
            </Button>
          ),
        )}
      </div>
    </>
  );
}
