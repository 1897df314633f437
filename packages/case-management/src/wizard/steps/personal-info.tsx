"use client";
import { useI18n } from "@housing/i18n/react";
import { Checkbox, TextField } from "@housing/ui";
import { hasReadOnlyNames, setFinnishOtherContact, setOtherContact } from "../../form/transitions";
import type { FinnishFormValues, WizardFormValues } from "../../form/values";
import { type StepViewProps, useFieldError } from "../fields";

type Field = { path: string; label: string; value: string; type?: "email" | "tel"; readOnly?: boolean };

/**
 * Contact details (spec sections 4 to 6): names read-only for residents and board members
 * without management; the board e-mail for board members (patched on submit when it differs);
 * another contact person's four fields when ticked (Finland: unticking empties them); a copy
 * by e-mail, ticked by default.
 */
export function PersonalInfoStep({ state, errors, onChange }: StepViewProps) {
  const { t } = useI18n();
  const errorOf = useFieldError(errors);
  const form = state.formData;
  const readOnly = hasReadOnlyNames(state.type);
  const label = (name: string) => t(`case-management.wizard.field.${name}` as "case-management.wizard.field.email");

  const renderField = (field: Field, set: (value: string) => void) => (
    <TextField
      key={field.path}
      label={field.label}
      type={field.type}
      value={field.value}
      readOnly={field.readOnly}
      isRequired={!field.readOnly && !field.path.endsWith("boardEmail")}
      autoComplete={field.path.includes("other") ? "off" : undefined}
      error={errorOf(field.path)}
      onChange={(event) => set(event.target.value)}
    />
  );

  if (form.kind === "wizard") {
    const contact = form.contact;
    const setContact = (patch: Partial<WizardFormValues["contact"]>) =>
      onChange({ ...form, contact: { ...contact, ...patch } });
    const own: [keyof WizardFormValues["contact"], Field][] = [
      ["firstName", { path: "contact.firstName", label: label("firstName"), value: contact.firstName, readOnly }],
      ["lastName", { path: "contact.lastName", label: label("lastName"), value: contact.lastName, readOnly }],
      ["email", { path: "contact.email", label: label("email"), value: contact.email, type: "email" }],
      ["phone", { path: "contact.phone", label: label("phone"), value: contact.phone, type: "tel" }],
    ];
    if (state.type !== "resident") {
      own.push([
        "boardEmail",
        { path: "contact.boardEmail", label: label("boardEmail"), value: contact.boardEmail, type: "email" },
      ]);
    }
    const other: [keyof WizardFormValues["contact"], Field][] = [
      [
        "otherFirstName",
        { path: "contact.otherFirstName", label: label("otherFirstName"), value: contact.otherFirstName },
      ],
      ["otherLastName", { path: "contact.otherLastName", label: label("otherLastName"), value: contact.otherLastName }],
      [
        "otherEmail",
        { path: "contact.otherEmail", label: label("otherEmail"), value: contact.otherEmail, type: "email" },
      ],
      [
        "otherPhone",
        { path: "contact.otherPhone", label: label("otherPhone"), value: contact.otherPhone, type: "tel" },
      ],
    ];
    return (
      <>
        {own.map(([name, field]) => renderField(field, (value) => setContact({ [name]: value })))}
        <Checkbox
          label={label("other")}
          checked={contact.other}
          onChange={(event) => onChange(setOtherContact(form, event.target.checked))}
        />
        {contact.other
          ? other.map(([name, field]) => renderField(field, (value) => setContact({ [name]: value })))
          : null}
        <Checkbox
          label={label("sendCopy")}
          checked={form.sendCopy}
          onChange={(event) => onChange({ ...form, sendCopy: event.target.checked })}
        />
      </>
    );
  }

  const set = (patch: Partial<FinnishFormValues>) => onChange({ ...form, ...patch });
  const own: [keyof FinnishFormValues, Field][] = [
    ["firstName", { path: "firstName", label: label("firstName"), value: form.firstName, readOnly }],
    ["lastName", { path: "lastName", label: label("lastName"), value: form.lastName, readOnly }],
    ["email", { path: "email", label: label("email"), value: form.email, type: "email" }],
    ["phoneNumber", { path: "phoneNumber", label: label("phone"), value: form.phoneNumber, type: "tel" }],
  ];
  const other: [keyof FinnishFormValues, Field][] = [
    ["otherFirstName", { path: "otherFirstName", label: label("otherFirstName"), value: form.otherFirstName }],
    ["otherLastName", { path: "otherLastName", label: label("otherLastName"), value: form.otherLastName }],
    ["otherEmail", { path: "otherEmail", label: label("otherEmail"), value: form.otherEmail, type: "email" }],
    [
      "otherPhoneNumber",
      { path: "otherPhoneNumber", label: label("otherPhone"), value: form.otherPhoneNumber, type: "tel" },
    ],
  ];
  return (
    <>
      {own.map(([name, field]) => renderField(field, (value) => set({ [name]: value })))}
      <Checkbox
        label={label("other")}
        checked={form.otherContact}
        onChange={(event) => onChange(setFinnishOtherContact(form, event.target.checked))}
      />
      {form.otherContact ? other.map(([name, field]) => renderField(field, (value) => set({ [name]: value }))) : null}
    </>
  );
}
