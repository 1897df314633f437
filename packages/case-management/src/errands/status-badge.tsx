import { CASE_STATUS_COLOURS, caseStatusOf, type CaseStatusColour } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { MessageId } from "@housing/i18n";
import styles from "./errands.module.css";

/** An errand's status: its name on the colour of its group (spec section 4); an unknown GUID reads "unknown" in gray. */
export function StatusBadge({ statusId }: { statusId: string }) {
  const { t } = useI18n();
  const status = caseStatusOf(statusId);
  const colour: CaseStatusColour = status ? CASE_STATUS_COLOURS[status.group] : "gray";
  return (
    <span className={`${styles.badge} ${styles[colour]}`} data-colour={colour}>
      {t(`case-management.errands.status.${status?.key ?? "unknown"}` as MessageId)}
    </span>
  );
}
