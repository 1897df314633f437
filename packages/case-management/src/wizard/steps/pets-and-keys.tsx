"use client";
import { useI18n } from "@housing/i18n/react";
import { TextField } from "@housing/ui";
import { setPets } from "../../form/transitions";
import { RadioGroup, type StepViewProps, useFieldError } from "../fields";

/** Finland, a resident's apartment: may the master key be used, and are there pets (which, then required). */
export function PetsAndKeysStep({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  if (form.kind !== "finnish") return null;
  const yesNo = [
    { value: "true", label: t("case-management.wizard.field.yes") },
    { value: "false", label: t("case-management.wizard.field.no") },
  ];
  return (
    <>
      <RadioGroup
        legend={t("case-management.wizard.field.keys")}
        name="case-keys"
        value={form.keys}
        options={yesNo}
        error={errorOf("keys")}
        onChange={(value) => onChange({ ...form, keys: value as "true" | "false" })}
      />
      <RadioGroup
        legend={t("case-management.wizard.field.pets")}
        name="case-pets"
        value={form.pets}
        options={yesNo}
        error={errorOf("pets")}
        onChange={(value) => onChange(setPets(form, value as "true" | "false"))}
      />
      {form.pets === "true" ? (
        <TextField
          label={t("case-management.wizard.field.petsDetail")}
          value={form.petsDetail}
          isRequired
          error={errorOf("petsDetail")}
          onChange={(event) => onChange({ ...form, petsDetail: event.target.value })}
        />
      ) : null}
    </>
  );
}
