"use client";
import { useI18n } from "@housing/i18n/react";
import { TextField } from "@housing/ui";
import { OTHER_ADDRESS_ID } from "../../form/constants";
import { otherAddressOption } from "../../form/transitions";
import type { SelectedApartment } from "../../form/values";
import { areaOf, residenceIdOf, withResidence } from "../form-access";
import { RadioGroup, type StepViewProps } from "../fields";
import { useAddressSearch } from "../wizard-data";
import { AreaChoice, ManualAddress, residenceError } from "./address-parts";
import styles from "../wizard.module.css";

/**
 * A board member's address search (spec sections 4 and 9): apartments or, for a common area,
 * buildings, asked 300 ms after the last keystroke; 'Inga resultat' when nothing matches; the
 * 'other address' option reveals the manual fields.
 */
export function SearchResidenceStep(props: StepViewProps) {
  const { t } = useI18n();
  const { state, site, errors, onChange } = props;
  const form = state.formData;
  const text = form.kind === "wizard" ? form.address.searchString : form.searchString;
  const search = useAddressSearch(areaOf(form), text, site);
  const chosen = residenceIdOf(form);
  const chosenResidence = form.kind === "wizard" ? form.address.selectedApartment : null;
  // The chosen hit stays listed while a new search runs, so the choice is never out of sight.
  const hits: SelectedApartment[] = search.data ?? [];
  const listed =
    chosenResidence && chosenResidence.id !== OTHER_ADDRESS_ID && !hits.some((hit) => hit.id === chosenResidence.id)
      ? [chosenResidence, ...hits]
      : hits;
  const error = residenceError(errors, form.kind);
  const setText = (value: string) =>
    onChange(
      form.kind === "wizard"
        ? { ...form, address: { ...form.address, searchString: value } }
        : { ...form, searchString: value },
    );
  const choose = (id: string) => {
    const hit = listed.find((candidate) => candidate.id === id);
    onChange(withResidence(form, hit ?? otherAddressOption()));
  };
  return (
    <>
      <AreaChoice {...props} />
      <TextField
        type="search"
        label={t("case-management.wizard.field.search")}
        value={text}
        disabled={areaOf(form) === null}
        onChange={(event) => setText(event.target.value)}
      />
      <p role="status" className={styles.status}>
        {search.isFetching
          ? t("case-management.wizard.loading")
          : search.isSuccess && hits.length === 0
            ? t("case-management.search.noResults")
            : ""}
      </p>
      <RadioGroup
        legend={t("case-management.wizard.field.residence")}
        name="case-search-residence"
        value={chosen}
        options={[
          ...listed.map((hit) => ({ value: hit.id, label: hit.address })),
          { value: OTHER_ADDRESS_ID, label: t("case-management.wizard.field.otherAddress") },
        ]}
        error={error ? t(`case-management.error.${error}`) : undefined}
        onChange={choose}
      />
      {chosen === OTHER_ADDRESS_ID ? <ManualAddress {...props} /> : null}
    </>
  );
}
