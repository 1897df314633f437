"use client";
import { useI18n } from "@housing/i18n/react";
import { RadioGroup, type StepViewProps, useFieldError } from "../fields";
import type { RoomsQuery } from "../wizard-data";

/** The appliance or elevator (the request's assetTypeId), asked when the step was made required (spec section 4). */
export function AppliancesStep({ state, errors, onChange, assets }: StepViewProps & { assets: RoomsQuery }) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  if (form.kind !== "wizard") return null;
  return (
    <RadioGroup
      legend={t("case-management.wizard.field.appliance")}
      name="case-appliance"
      value={form.assetTypeId}
      options={(assets.data ?? []).map((asset) => ({ value: asset.id, label: asset.name }))}
      error={errorOf("assetTypeId")}
      onChange={(assetTypeId) => onChange({ ...form, assetTypeId })}
    />
  );
}
