import type { SearchFilter } from "@housing/contracts";
import { Concept, DisposalForm, OutdoorArea, ResidenceType, StageStatus, type Enumeration } from "../../catalogue/enums";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyEnum = Enumeration<any>;

/** Which enumeration each filter list draws from; spec section 3 calls the stage status "project status". */
const FILTER_ENUMS = {
  concepts: Concept,
  projectStatus: StageStatus,
  disposalForm: DisposalForm,
  outdoorArea: OutdoorArea,
  residenceType: ResidenceType,
} as const satisfies Record<string, AnyEnum>;

export type EnumFilterKey = keyof typeof FILTER_ENUMS;
export const ENUM_FILTER_KEYS = Object.keys(FILTER_ENUMS) as EnumFilterKey[];

/** Field errors for GUIDs no value of the list's enumeration has; the schema only checks the GUID shape. */
export function unknownValueErrors(
  values: readonly string[],
  enumeration: AnyEnum,
  prefix: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  values.forEach((value, index) => {
    if (enumeration.keyOf(value) === undefined) errors[`${prefix}.${index}`] = [`Unknown ${enumeration.name} value`];
  });
  return errors;
}

export function filterEnumErrors(filter: SearchFilter, prefix: string): Record<string, string[]> {
  return Object.assign(
    {},
    ...ENUM_FILTER_KEYS.map((key) => unknownValueErrors(filter[key], FILTER_ENUMS[key], `${prefix}.${key}`)),
  ) as Record<string, string[]>;
}

/** Lower-cases GUIDs so a .NET-style upper-case id still matches the stored lower-case one. */
export function normalisedIds(values: readonly string[]): string[] {
  return values.map((value) => value.toLowerCase());
}

/** The filter value "all" of DisposalForm means any form (spec section 3), so it filters nothing. */
export function disposalFormIds(values: readonly string[]): string[] {
  const ids = normalisedIds(values);
  return ids.includes(DisposalForm.ids.all) ? [] : ids;
}

export function catalogueValue(enumeration: AnyEnum, id: string): { id: string; name: string } {
  return { id, name: enumeration.meaningOf(id) ?? id };
}
