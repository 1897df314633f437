"use client";
import { useI18n } from "@housing/i18n/react";
import { detailIdOf, PATHS, withDetail } from "../form-access";
import { RadioGroup, type StepViewProps, useFieldError } from "../fields";
import type { RoomsQuery } from "../wizard-data";
import styles from "../wizard.module.css";

/** What the problem is about: the room's assets (Finland's SelectRoomDetail); the choice decides the FAQ (spec section 4). */
export function ProblemAreaDetailsStep({ state, errors, onChange, details }: StepViewProps & { details: RoomsQuery }) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  if (details.isPending && details.fetchStatus !== "idle")
    return <p role="status">{t("case-management.wizard.loading")}</p>;
  if (details.isError)
    return (
      <p className={styles.error} role="alert">
        {t("case-management.list.roomDetailsFailed")}
      </p>
    );
  const options = details.data ?? [];
  if (options.length === 0) return <p role="status">{t("case-management.list.noOptions")}</p>;
  return (
    <RadioGroup
      legend={t("case-management.wizard.field.roomDetail")}
      name="case-room-detail"
      value={detailIdOf(form)}
      options={options.map((detail) => ({ value: detail.id, label: detail.name }))}
      error={errorOf(PATHS[form.kind].detail)}
      onChange={(id) => {
        const detail = options.find((candidate) => candidate.id === id)!;
        onChange(withDetail(form, detail));
      }}
    />
  );
}
