/*
 * The residence catalogue's enumerations (spec section 3). Their ids are opaque GUIDs (or the
 * numbers and names the spec gives); the API stores and filters by them, and the front end
 * needs the same table to offer filter options, read facet counts and label values.
 */
export { defineEnum, type AnyEnumeration, type EnumId, type EnumKey, type EnumMember, type Enumeration } from "./define";
export { Concept, DisposalForm, InhabitDateChoice, OutdoorArea, OutdoorDirection, Parking, PlotKind, ResidenceType } from "./homes";
export { ContractingType, Lifecycle, PaymentStatus, ProjectType, SearchCategory, StaffRole } from "./projects";
export {
  ConstructionPhase,
  DocumentStatus,
  ObjectStatus,
  PremiseStatus,
  PremiseType,
  ProjectStatus,
  RentalStatus,
  StageStatus,
} from "./statuses";
