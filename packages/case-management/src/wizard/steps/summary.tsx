"use client";
import { useI18n } from "@housing/i18n/react";
import { Button } from "@housing/ui";
import { summarySections } from "../../engine/view";
import type { ViewName } from "../../engine/types";
import { isOtherAddress } from "../../form/transitions";
import type { StepViewProps } from "../fields";
import styles from "../wizard.module.css";

/** The summary (spec section 2): each filled-in section with an edit button back to its step. */
export function SummaryStep({
  state,
  files,
  names,
  onEdit,
}: Pick<StepViewProps, "state"> & {
  files: readonly File[];
  /** The room and detail chosen, by name (the Finnish form keeps only their ids). */
  names: { room: string; detail: string };
  onEdit: (viewName: ViewName) => void;
}) {
  const { t } = useI18n();
  const form = state.formData;
  const empty = t("case-management.wizard.summary.empty");
  const area = (value: "apartment" | "public" | null) =>
    value ? t(`case-management.wizard.field.area.${value}`) : empty;
  const yesNo = (value: string) =>
    value === "" ? empty : t(value === "true" ? "case-management.wizard.field.yes" : "case-management.wizard.field.no");
  const join = (...parts: string[]) => parts.filter((part) => part.trim() !== "").join(", ") || empty;

  const linesOf = (viewName: ViewName): string[] => {
    if (form.kind === "wizard") {
      const { contact, address, compound } = form;
      const residence =
        address.selectedApartment && !isOtherAddress(address.selectedApartment)
          ? address.selectedApartment.address
          : join(address.address, address.zipCode, address.city);
      switch (viewName) {
        case "PersonalInfo":
          return [
            join(`${contact.firstName} ${contact.lastName}`, contact.email, contact.phone),
            ...(contact.boardEmail ? [contact.boardEmail] : []),
            ...(contact.other
              ? [join(`${contact.otherFirstName} ${contact.otherLastName}`, contact.otherEmail, contact.otherPhone)]
              : []),
          ];
        case "Compound":
          return [join(compound.compoundName, compound.compoundNumber)];
        case "EstateAddress":
          return [area(address.type), join(address.address, address.zipCode, address.city)];
        case "SelectResidence":
        case "SearchResidence":
          return [area(address.type), residence];
        case "ProblemArea":
          return [form.problemAreaName || empty];
        case "ProblemAreaDetails":
          return [form.problemAreaDetailsName || empty];
        case "Description":
          return [form.description, t("case-management.wizard.summary.files", { count: files.length })];
        default:
          return [];
      }
    }
    switch (viewName) {
      case "PersonalInfo":
        return [
          join(`${form.firstName} ${form.lastName}`, form.email, form.phoneNumber),
          ...(form.otherContact
            ? [join(`${form.otherFirstName} ${form.otherLastName}`, form.otherEmail, form.otherPhoneNumber)]
            : []),
        ];
      case "SelectResidence":
      case "SearchResidence":
        return [area(form.caseArea), join(form.address, form.postalCode, form.city)];
      case "PetsAndKeys":
        return [
          `${t("case-management.wizard.field.keys")} ${yesNo(form.keys)}`,
          `${t("case-management.wizard.field.pets")} ${yesNo(form.pets)}`,
          ...(form.pets === "true" ? [form.petsDetail] : []),
        ];
      case "SelectRoom":
      case "SelectPublicRoom":
        return [names.room || empty];
      case "SelectRoomDetail":
        return [names.detail || empty];
      case "Description":
        return [form.description, t("case-management.wizard.summary.files", { count: files.length })];
      default:
        return [];
    }
  };

  return (
    <dl className={styles.summary}>
      {summarySections(state).map(({ viewName, legendTitle }) => (
        <div key={viewName} className={styles.summarySection}>
          <dt>{t(legendTitle)}</dt>
          {linesOf(viewName).map((line, index) => (
            <dd key={index}>{line}</dd>
          ))}
          <dd>
            <Button type="button" variant="secondary" onClick={() => onEdit(viewName)}>
              {t("case-management.button.edit", { section: t(legendTitle) })}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}
