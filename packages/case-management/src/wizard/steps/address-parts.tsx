"use client";
import { useI18n } from "@housing/i18n/react";
import { TextField } from "@housing/ui";
import type { CaseArea } from "../../form/constants";
import type { CaseFormValues } from "../../form/values";
import { areaOf, PATHS, withArea } from "../form-access";
import { RadioGroup, type StepViewProps, useFieldError } from "../fields";

/** The report's subject (spec section 2): the own apartment or the common areas. */
export function AreaChoice({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  return (
    <RadioGroup
      legend={t("case-management.wizard.field.area")}
      name="case-area"
      value={areaOf(form) ?? ""}
      options={[
        { value: "apartment", label: t("case-management.wizard.field.area.apartment") },
        { value: "public", label: t("case-management.wizard.field.area.public") },
      ]}
      error={errorOf(PATHS[form.kind].area)}
      onChange={(value) => onChange(withArea(form, value as CaseArea))}
    />
  );
}

/** The address typed by hand (a residence not in the list, or the no-management estate): required (spec section 4). */
export function ManualAddress({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  const fields =
    form.kind === "wizard"
      ? ([
          ["address", "address.address", form.address.address],
          ["zipCode", "address.zipCode", form.address.zipCode],
          ["city", "address.city", form.address.city],
        ] as const)
      : ([
          ["address", "address", form.address],
          ["postalCode", "postalCode", form.postalCode],
          ["city", "city", form.city],
        ] as const);
  const set = (name: string, value: string): CaseFormValues =>
    form.kind === "wizard" ? { ...form, address: { ...form.address, [name]: value } } : { ...form, [name]: value };
  return (
    <>
      {fields.map(([name, path, value]) => (
        <TextField
          key={name}
          label={t(`case-management.wizard.field.${name === "postalCode" ? "zipCode" : name}`)}
          value={value}
          isRequired
          inputMode={name === "address" || name === "city" ? undefined : "numeric"}
          autoComplete={name === "address" ? "street-address" : name === "city" ? "address-level2" : "postal-code"}
          error={errorOf(path)}
          onChange={(event) => onChange(set(name, event.target.value))}
        />
      ))}
    </>
  );
}

/** The residence's error, whichever of its paths validate.ts named. */
export function residenceError(errors: StepViewProps["errors"], kind: CaseFormValues["kind"]) {
  if (kind === "finnish") return errors.selectedApartmentId ?? errors.selectedPropertyId;
  return errors["address.selectedApartment"] ?? errors["address.selectedApartment.id"];
}
