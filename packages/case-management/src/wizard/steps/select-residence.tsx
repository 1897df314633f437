"use client";
import { useI18n } from "@housing/i18n/react";
import type { Agreement } from "@housing/contracts/cases";
import { OTHER_ADDRESS_ID } from "../../form/constants";
import { otherAddressOption } from "../../form/transitions";
import { agreementResidence, residenceIdOf, withResidence } from "../form-access";
import { RadioGroup, type StepViewProps } from "../fields";
import { AreaChoice, ManualAddress, residenceError } from "./address-parts";

/**
 * A resident's residence among their agreements, or 'the address is not in the list' with the
 * manual fields it reveals (spec sections 3 and 4). Failed agreements leave only the manual entry
 * (spec section 8).
 */
export function SelectResidenceStep(props: StepViewProps & { agreements: readonly Agreement[] }) {
  const { t } = useI18n();
  const { state, errors, onChange, agreements } = props;
  const form = state.formData;
  const chosen = residenceIdOf(form);
  const error = residenceError(errors, form.kind);
  const choose = (id: string) => {
    const agreement = agreements.find((candidate) => candidate.id === id);
    onChange(withResidence(form, agreement ? agreementResidence(agreement) : otherAddressOption()));
  };
  return (
    <>
      <AreaChoice {...props} />
      <RadioGroup
        legend={t("case-management.wizard.field.residence")}
        name="case-residence"
        value={chosen}
        options={[
          ...agreements.map((agreement) => ({ value: agreement.id, label: agreement.address })),
          { value: OTHER_ADDRESS_ID, label: t("case-management.wizard.field.otherAddress") },
        ]}
        error={error ? t(`case-management.error.${error}`) : undefined}
        onChange={choose}
      />
      {chosen === OTHER_ADDRESS_ID ? <ManualAddress {...props} /> : null}
    </>
  );
}
