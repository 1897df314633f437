"use client";
import type { ReactNode } from "react";
import type { FieldErrors, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { SHOWING_MAX_PEOPLE } from "@housing/contracts/showings";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Checkbox, Link, Select, TextField } from "@housing/ui";

/** The contact fields the booking, check-in and order forms share (ShowingBookingRequestSchema's names). */
export interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  acceptTerms: boolean;
}

export const EMPTY_CONTACT: ContactValues = { firstName: "", lastName: "", email: "", phone: "", acceptTerms: false };

/** The field keys of spec section 5 these forms show in words; anything else reads as "check what you entered". */
const FIELD_ERROR_KEYS = new Set([
  "required",
  "invalidInput",
  "inputToLong",
  "email",
  "phoneNumber",
  "numeric",
  "acceptTerms",
]);

/** A field's error key as its message. */
export function useFieldErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return (key) => {
    if (!key) return undefined;
    return t(`showings.fieldError.${FIELD_ERROR_KEYS.has(key) ? key : "invalidInput"}` as MessageId);
  };
}

/**
 * First and last name, e-mail, phone, the number of people (when the form has it) and the terms,
 * each labelled, its error tied to it (the ui fields' aria-describedby) and shown on blur and on
 * submit. The caller's form keeps what was typed through any error.
 */
export function ContactFields<Values extends FieldValues>({
  form,
  idPrefix,
  privacyHref,
  hasPeople = false,
  children,
}: {
  form: UseFormReturn<Values>;
  idPrefix: string;
  privacyHref: string | null;
  hasPeople?: boolean;
  /** Fields of the form's own between the contact and the terms (the order form's postal code and message). */
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const errorText = useFieldErrorText();
  const errors = form.formState.errors as FieldErrors<ContactValues & { people: number }>;
  const field = (name: keyof ContactValues | "people") => form.register(name as Path<Values>);
  return (
    <>
      <TextField
        id={`${idPrefix}-firstName`}
        autoComplete="given-name"
        label={t("showings.field.firstName")}
        isRequired
        error={errorText(errors.firstName?.message)}
        {...field("firstName")}
      />
      <TextField
        id={`${idPrefix}-lastName`}
        autoComplete="family-name"
        label={t("showings.field.lastName")}
        isRequired
        error={errorText(errors.lastName?.message)}
        {...field("lastName")}
      />
      <TextField
        id={`${idPrefix}-email`}
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t("showings.field.email")}
        isRequired
        error={errorText(errors.email?.message)}
        {...field("email")}
      />
      <TextField
        id={`${idPrefix}-phone`}
        type="tel"
        autoComplete="tel"
        label={t("showings.field.phone")}
        isRequired
        error={errorText(errors.phone?.message)}
        {...field("phone")}
      />
      {hasPeople ? (
        <Select
          id={`${idPrefix}-people`}
          label={t("showings.field.people")}
          isRequired
          options={PEOPLE_OPTIONS}
          error={errorText(errors.people?.message)}
          {...form.register("people" as Path<Values>, { valueAsNumber: true })}
        />
      ) : null}
      {children}
      <Checkbox
        id={`${idPrefix}-acceptTerms`}
        label={t("showings.field.acceptTerms")}
        isRequired
        error={errorText(errors.acceptTerms?.message)}
        {...field("acceptTerms")}
      />
      {privacyHref ? <Link href={privacyHref}>{t("showings.field.privacy")}</Link> : null}
    </>
  );
}

export const PEOPLE_OPTIONS = Array.from({ length: SHOWING_MAX_PEOPLE }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));
