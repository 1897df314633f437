import {
  type AnyEnumeration,
  type EnumId,
  type EnumKey,
  Concept,
  DisposalForm,
  InhabitDateChoice,
  OutdoorArea,
  OutdoorDirection,
  Parking,
  PlotKind,
  ResidenceType,
  ContractingType,
  Lifecycle,
  PaymentStatus,
  ProjectType,
  SearchCategory,
  StaffRole,
  ConstructionPhase,
  DocumentStatus,
  ObjectStatus,
  PremiseStatus,
  PremiseType,
  ProjectStatus,
  RentalStatus,
  StageStatus,
} from "@housing/contracts/catalogue";

/*
 * The residence catalogue's enumerations (spec section 3), one import for routes, seed and
 * tests. Each is an `Enumeration`: `ids.forSale` (key -> id), `keyOf(id)` (id -> key),
 * `meaningOf(id)`, `isId(value)`, `keys` and `allIds`.
 */
export { defineEnum, type AnyEnumeration, type EnumId, type EnumKey, type EnumMember, type Enumeration } from "@housing/contracts/catalogue";
export { Concept, DisposalForm, InhabitDateChoice, OutdoorArea, OutdoorDirection, Parking, PlotKind, ResidenceType };
export { ContractingType, Lifecycle, PaymentStatus, ProjectType, SearchCategory, StaffRole };
export { ConstructionPhase, DocumentStatus, ObjectStatus, PremiseStatus, PremiseType, ProjectStatus, RentalStatus, StageStatus };

export type ObjectStatusId = EnumId<typeof ObjectStatus>;
export type ObjectStatusKey = EnumKey<typeof ObjectStatus>;
export type StageStatusId = EnumId<typeof StageStatus>;
export type StageStatusKey = EnumKey<typeof StageStatus>;
export type ResidenceTypeId = EnumId<typeof ResidenceType>;
export type DisposalFormId = EnumId<typeof DisposalForm>;
export type ConceptId = EnumId<typeof Concept>;
export type OutdoorAreaId = EnumId<typeof OutdoorArea>;
export type OutdoorDirectionCode = EnumId<typeof OutdoorDirection>;
export type ParkingId = EnumId<typeof Parking>;
export type StaffRoleCode = EnumId<typeof StaffRole>;
export type SearchCategoryName = EnumId<typeof SearchCategory>;

/** Spec section 9: the home search shows objects for sale, reserved or pre-selling, nothing else. */
export const STATUSES_SEARCHED = [
  ObjectStatus.ids.forSale,
  ObjectStatus.ids.reserved,
  ObjectStatus.ids.preSelling,
] as const satisfies readonly ObjectStatusId[];

const searchedStatuses = new Set<string>(STATUSES_SEARCHED);

/** True for a status the home search shows; GUIDs match whatever their letter case. */
export function isSearchedStatus(id: string): boolean {
  const key = ObjectStatus.keyOf(id);
  return key !== undefined && searchedStatuses.has(ObjectStatus.ids[key]);
}

/** Every enumeration, for checks that must cover them all (unique ids, documentation). */
export const ENUMERATIONS: readonly AnyEnumeration[] = [
  ObjectStatus,
  StageStatus,
  ProjectStatus,
  ConstructionPhase,
  RentalStatus,
  PremiseStatus,
  PremiseType,
  DocumentStatus,
  ResidenceType,
  DisposalForm,
  Parking,
  Concept,
  OutdoorArea,
  OutdoorDirection,
  PlotKind,
  InhabitDateChoice,
  Lifecycle,
  StaffRole,
  ProjectType,
  ContractingType,
  SearchCategory,
  PaymentStatus,
];
