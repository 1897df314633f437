import {
  NO_MANAGEMENT_PLACEHOLDERS,
  SPECIAL_OBJECT_TYPE_ID as CONTRACTS_SPECIAL_OBJECT_TYPE_ID,
} from "@housing/contracts/cases";
import type { Country } from "@housing/site-config";

/** Spec section 9: the area codes of the fault report request. */
export const AREA_CODES = { apartment: "899310001", public: "899310002" } as const;
export type CaseArea = keyof typeof AREA_CODES;

/**
 * Spec section 9: "two fixed identifiers for a no-management placeholder object and property
 * (differ for Norway), one fixed Swedish object-type id: values not shown". The contracts hold
 * them, so the wizard, the API and its seed recognise the same values.
 */
export const NO_MANAGEMENT_PLACEHOLDER: Record<"se" | "no", { objectId: string; propertyId: string }> =
  NO_MANAGEMENT_PLACEHOLDERS;

/** The placeholder object and property of a no-management board member's report in a country. */
export function noManagementPlaceholder(country: Country) {
  return country === "no" ? NO_MANAGEMENT_PLACEHOLDER.no : NO_MANAGEMENT_PLACEHOLDER.se;
}

/** Spec section 4: the special Swedish object type whose reports never show the FAQ (the contracts'). */
export const SPECIAL_OBJECT_TYPE_ID = CONTRACTS_SPECIAL_OBJECT_TYPE_ID;

/** Spec section 3: the placeholder 'other address' option, a residence that is not in the list. */
export const OTHER_ADDRESS_ID = "other-address";

/** The problems that lead to the FAQ whatever their articles (spec section 4). */
export const PROBLEM_KINDS = ["elevator", "appliances", "wetRoomAppliances"] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** Spec section 9: the address search waits 300 ms after the last keystroke. */
export const ADDRESS_SEARCH_DEBOUNCE_MS = 300;
