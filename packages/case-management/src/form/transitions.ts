import type { Country } from "@housing/site-config";
import type { CaseType } from "../engine/types";
import {
  type CaseArea,
  noManagementPlaceholder,
  OTHER_ADDRESS_ID,
  PROBLEM_KINDS,
  type ProblemKind,
  SPECIAL_OBJECT_TYPE_ID,
} from "./constants";
import type { FinnishFormValues, SelectedApartment, WizardFormValues } from "./values";

/*
 * The form transitions of spec section 4, pure: each takes the form and what the user did and
 * returns the next form (the same object when nothing changes).
 */

/** A room, room detail, common-area problem or asset as the API lists it (spec section 3, Room/asset). */
export interface ProblemOption {
  id: string;
  name: string;
  /** Ids of the FAQ articles about it. */
  faq?: readonly string[];
  /** Set on the items section 4 sends to the FAQ whatever their articles. */
  kind?: ProblemKind | null;
}

/** Changing the report type (own apartment or a public space) resets the room and its detail. */
export function chooseReportType(form: WizardFormValues, type: CaseArea): WizardFormValues {
  if (form.address.type === type) return form;
  return {
    ...form,
    address: { ...form.address, type },
    problemArea: "",
    problemAreaName: "",
    problemAreaDetails: "",
    problemAreaDetailsName: "",
    publicAreaProblem: "",
    problemAreaKind: null,
    problemAreaDetailsKind: null,
    assetTypeId: "",
  };
}

/** The Finnish form's report type: the room and its detail are reset. */
export function chooseFinnishCaseArea(form: FinnishFormValues, caseArea: CaseArea): FinnishFormValues {
  if (form.caseArea === caseArea) return form;
  return { ...form, caseArea, selectedRoom: "", selectedRoomDetail: "" };
}

/** Changing the problem area clears its details (and what the details decided). */
export function chooseProblemArea(form: WizardFormValues, option: ProblemOption): WizardFormValues {
  if (form.problemArea === option.id) return form;
  return {
    ...form,
    problemArea: option.id,
    problemAreaName: option.name,
    publicAreaProblem: form.address.type === "public" ? option.id : "",
    problemAreaDetails: "",
    problemAreaDetailsName: "",
    problemAreaKind: option.kind ?? null,
    problemAreaDetailsKind: null,
    assetTypeId: "",
  };
}

/** Choosing a detail: its kind, when it has one, decides the FAQ and the appliance step. */
export function chooseProblemAreaDetails(form: WizardFormValues, option: ProblemOption): WizardFormValues {
  return {
    ...form,
    problemAreaDetails: option.id,
    problemAreaDetailsName: option.name,
    problemAreaDetailsKind: option.kind ?? null,
    assetTypeId: form.problemAreaDetails === option.id ? form.assetTypeId : "",
  };
}

/** The Finnish form's room: changing it clears the room detail. */
export function chooseFinnishRoom(form: FinnishFormValues, roomId: string): FinnishFormValues {
  if (form.selectedRoom === roomId) return form;
  return { ...form, selectedRoom: roomId, selectedRoomDetail: "" };
}

export interface FaqQuestion {
  area: CaseArea | null;
  option: ProblemOption;
  residence: Pick<SelectedApartment, "objectTypeId" | "rentalBuilding"> | null;
}

/**
 * Spec section 4: elevator, appliances or wet-room appliances lead to the FAQ, and for an
 * apartment any item with FAQ entries; never for a rental building or the special object type.
 */
export function shouldShowFaq({ area, option, residence }: FaqQuestion): boolean {
  if (residence?.rentalBuilding) return false;
  if (residence?.objectTypeId === SPECIAL_OBJECT_TYPE_ID) return false;
  if (option.kind && PROBLEM_KINDS.includes(option.kind)) return true;
  return area === "apartment" && (option.faq?.length ?? 0) > 0;
}

/** The FAQ article ids to load for a choice, or none when the FAQ is skipped. */
export function faqIdsFor(question: FaqQuestion): readonly string[] {
  return shouldShowFaq(question) ? (question.option.faq ?? []) : [];
}

/** What the chosen problem is: the detail's kind, else the area's (an elevator is a common area). */
export function problemKindOf(form: WizardFormValues): ProblemKind | null {
  return form.problemAreaDetailsKind ?? form.problemAreaKind;
}

/** Spec section 2: the appliance step is for elevators and appliances (wet-room ones included). */
export function isElevatorOrAppliances(form: WizardFormValues): boolean {
  return problemKindOf(form) !== null;
}

/** The 'other address' placeholder: a residence not in the list (spec section 3). */
export function otherAddressOption(): SelectedApartment {
  return {
    id: OTHER_ADDRESS_ID,
    address: "",
    propertyId: "",
    governmentObjectId: "",
    objectTypeId: "",
    rentalBuilding: false,
  };
}

export function isOtherAddress(apartment: Pick<SelectedApartment, "id"> | null): boolean {
  return apartment?.id === OTHER_ADDRESS_ID;
}

/** Spec section 4: a residence not in the list reveals the manual address fields, then required. */
export function needsManualAddress(form: WizardFormValues, caseType: CaseType): boolean {
  return caseType === "boardMemberNoManagement" || isOtherAddress(form.address.selectedApartment);
}

export function needsFinnishManualAddress(form: FinnishFormValues): boolean {
  return form.selectedApartmentId === OTHER_ADDRESS_ID;
}

/** Choosing a residence; the placeholder empties the manual fields so they are typed afresh. */
export function chooseResidence(form: WizardFormValues, apartment: SelectedApartment): WizardFormValues {
  const address = { ...form.address, selectedApartment: apartment };
  if (isOtherAddress(apartment) && !isOtherAddress(form.address.selectedApartment)) {
    Object.assign(address, { address: "", zipCode: "", city: "" });
  }
  return { ...form, address };
}

/** Ticking other contact reveals its fields; the wizard keeps them when unticked, unsent. */
export function setOtherContact(form: WizardFormValues, other: boolean): WizardFormValues {
  return { ...form, contact: { ...form.contact, other } };
}

/** Spec section 4 (Finland): unticking other contact resets its fields. */
export function setFinnishOtherContact(form: FinnishFormValues, otherContact: boolean): FinnishFormValues {
  if (otherContact) return { ...form, otherContact };
  return { ...form, otherContact, otherFirstName: "", otherLastName: "", otherEmail: "", otherPhoneNumber: "" };
}

/** Finland: answering no to pets clears their detail. */
export function setPets(form: FinnishFormValues, pets: "true" | "false"): FinnishFormValues {
  return { ...form, pets, petsDetail: pets === "true" ? form.petsDetail : "" };
}

/** Spec section 6: residents and no-management board members see their names read-only. */
export function hasReadOnlyNames(caseType: CaseType): boolean {
  return caseType === "resident" || caseType === "boardMemberNoManagement";
}

/**
 * The no-management board member reports for no listed residence: the request carries the
 * placeholder object and property (Norway's own), the typed estate address going with it.
 */
export function noManagementResidence(country: Country): SelectedApartment {
  const placeholder = noManagementPlaceholder(country);
  return {
    id: placeholder.objectId,
    address: "",
    propertyId: placeholder.propertyId,
    governmentObjectId: "",
    objectTypeId: "",
    rentalBuilding: false,
  };
}

/** Spec section 4: the board e-mail is patched when it differs from the association account's. */
export function boardEmailNeedsPatch(form: WizardFormValues, accountEmail: string | null): boolean {
  const typed = form.contact.boardEmail.trim();
  return typed !== "" && typed.toLowerCase() !== (accountEmail ?? "").trim().toLowerCase();
}
