"use client";
import { useI18n } from "@housing/i18n/react";
import { PATHS, roomIdOf, withRoom } from "../form-access";
import { RadioGroup, type StepViewProps, useFieldError } from "../fields";
import type { RoomsQuery } from "../wizard-data";
import styles from "../wizard.module.css";

/**
 * Where the problem is: the apartment's rooms or the property's common areas (the Swedish and
 * Norwegian problem area, Finland's SelectRoom and SelectPublicRoom). A failed list shows spec
 * section 8's text; an empty one 'no options'.
 */
export function ProblemAreaStep({ state, errors, onChange, rooms }: StepViewProps & { rooms: RoomsQuery }) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  if (rooms.isPending && rooms.fetchStatus !== "idle")
    return <p role="status">{t("case-management.wizard.loading")}</p>;
  if (rooms.isError)
    return (
      <p className={styles.error} role="alert">
        {t("case-management.list.roomsFailed")}
      </p>
    );
  const options = rooms.data ?? [];
  if (options.length === 0) return <p role="status">{t("case-management.list.noOptions")}</p>;
  return (
    <RadioGroup
      legend={t("case-management.wizard.field.room")}
      name="case-room"
      value={roomIdOf(form)}
      options={options.map((room) => ({ value: room.id, label: room.name }))}
      error={errorOf(PATHS[form.kind].room)}
      onChange={(id) => {
        const room = options.find((candidate) => candidate.id === id)!;
        onChange(withRoom(form, room));
      }}
    />
  );
}
