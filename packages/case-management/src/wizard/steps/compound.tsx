"use client";
import { useI18n } from "@housing/i18n/react";
import { Checkbox, TextField } from "@housing/ui";
import { type StepViewProps, useFieldError } from "../fields";

/** The association of a board member without management (spec section 5: number of 9 digits in Norway). */
export function CompoundStep({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  if (form.kind !== "wizard") return null;
  const compound = form.compound;
  const set = (patch: Partial<typeof compound>) => onChange({ ...form, compound: { ...compound, ...patch } });
  return (
    <>
      <TextField
        label={t("case-management.wizard.field.compoundName")}
        value={compound.compoundName}
        isRequired
        error={errorOf("compound.compoundName")}
        onChange={(event) => set({ compoundName: event.target.value })}
      />
      <TextField
        label={t("case-management.wizard.field.compoundNumber")}
        value={compound.compoundNumber}
        isRequired
        inputMode="numeric"
        error={errorOf("compound.compoundNumber")}
        onChange={(event) => set({ compoundNumber: event.target.value })}
      />
      <Checkbox
        label={t("case-management.wizard.field.isMember")}
        checked={compound.isMember}
        isRequired
        error={errorOf("compound.isMember")}
        onChange={(event) => set({ isMember: event.target.checked })}
      />
    </>
  );
}
