"use client";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import styles from "../showings.module.css";

/**
 * "Do you want to cancel the showing {when}?" with yes and no: the booking link's page and my
 * pages ask the same before a booking is cancelled. `id` names the question for the group.
 */
export function CancelQuestion({
  id,
  when,
  isBusy,
  onYes,
  onNo,
}: {
  id: string;
  when: string;
  isBusy: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.stack} role="group" aria-labelledby={id}>
      <p id={id}>{t("showings.visit.cancelConfirm", { when })}</p>
      <div className={styles.actions}>
        <Button type="button" onClick={() => !isBusy && onYes()} aria-disabled={isBusy || undefined}>
          {t("showings.visit.cancelYes")}
        </Button>
        <Button type="button" variant="secondary" onClick={onNo}>
          {t("showings.visit.cancelNo")}
        </Button>
      </div>
    </div>
  );
}
