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
            <ButtonLink
              key={action}
              href={errands}
              onClick={(event) => {
                event.preventDefault();
                leaveThen(onClose, () => window.location.assign(errands));
              }}
            >
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

/**
 * Closes the modal, then goes: the modal takes its hash back with history.back(), which would undo
 * a navigation started before it lands. Its popstate (or, for a hash it only replaced, a short
 * wait) says when.
 */
function leaveThen(close: () => void, go: () => void) {
  let hasGone = false;
  const once = () => {
    if (hasGone) return;
    hasGone = true;
    window.removeEventListener("popstate", once);
    go();
  };
  window.addEventListener("popstate", once);
  close();
  window.setTimeout(once, 400);
}
