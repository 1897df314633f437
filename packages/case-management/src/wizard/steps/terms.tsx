"use client";
import { useI18n } from "@housing/i18n/react";
import { Checkbox } from "@housing/ui";
import { type StepViewProps, useFieldError } from "../fields";

/** The terms: what a fault report is for, ticked before going on (spec section 5: terms must be accepted). */
export function TermsStep({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  const isChecked = form.kind === "wizard" ? form.acceptTerms : form.acceptedTerms;
  return (
    <>
      <p>{t("case-management.wizard.terms.text")}</p>
      <Checkbox
        label={t("case-management.wizard.terms.accept")}
        checked={isChecked}
        isRequired
        error={errorOf(form.kind === "wizard" ? "acceptTerms" : "acceptedTerms")}
        onChange={(event) =>
          onChange(
            form.kind === "wizard"
              ? { ...form, acceptTerms: event.target.checked }
              : { ...form, acceptedTerms: event.target.checked },
          )
        }
      />
    </>
  );
}
