import * as v from "valibot";
import { FIELD_LIMITS, textSchema } from "@housing/contracts/forms";

/*
 * The case form's own field rules (spec section 5) beside the shared ones of
 * @housing/contracts/forms, and the error keys the case form raises.
 */

/** Every error key of the case form's schemas and file rules, each with a message `case-management.error.<key>`. */
export const CASE_ERROR_KEYS = [
  "required",
  "invalidInput",
  "inputToLong",
  "email",
  "phoneNumber",
  "numeric",
  "acceptTerms",
  "selectOption",
  "selectAddress",
  "compoundNumber",
  "isMember",
  "descriptionRequired",
] as const;
export type CaseErrorKey = (typeof CASE_ERROR_KEYS)[number];

/** A choice among listed options: 'Vänligen markera ett alternativ för att gå vidare.' */
export const ChosenSchema = v.pipe(
  v.string("selectOption"),
  v.check((value) => value.trim() !== "", "selectOption"),
);

/** A residence or address chosen from the list: 'Vänligen välj en adress …' */
export const ChosenAddressSchema = v.pipe(
  v.string("selectAddress"),
  v.check((value) => value.trim() !== "", "selectAddress"),
);

/** Spec section 5: compound number required; Finland and Norway exactly 9 numeric characters. */
export function compoundNumberSchema(country: "se" | "no" | "fi") {
  if (country === "se") return textSchema(FIELD_LIMITS.name);
  return v.pipe(
    v.string("required"),
    v.check((value) => value.trim() !== "", "required"),
    v.check((value) => /^\d{9}$/.test(value.trim()), "compoundNumber"),
  );
}

/** Spec section 5: the description is required (Finland: the generic 'required' text), at most 5000. */
export function descriptionSchema(country: "se" | "no" | "fi") {
  const missing = country === "fi" ? "required" : "descriptionRequired";
  return v.pipe(
    v.string(missing),
    v.check((value) => value.trim() !== "", missing),
    v.check((value) => value.trim().length <= FIELD_LIMITS.description, "inputToLong"),
  );
}

/** Spec section 5: isMember must be ticked. */
export const IsMemberSchema = v.literal(true, "isMember");

/** Finland: the pet detail, required when there are pets. */
export const PetsDetailSchema = textSchema(FIELD_LIMITS.message);
