import type { Agreement } from "@housing/contracts/cases";
import type { CaseArea } from "../form/constants";
import {
  chooseFinnishCaseArea,
  chooseFinnishRoom,
  chooseProblemArea,
  chooseProblemAreaDetails,
  chooseReportType,
  chooseResidence,
  otherAddressOption,
} from "../form/transitions";
import type { CaseFormValues, SelectedApartment } from "../form/values";
import type { RoomOption } from "./wizard-data";

/*
 * The two forms (the wizard's and the Finnish one) name the same choices differently; the step
 * views that both sequences share read and change them through these, and the transitions of
 * form/ keep their rules (a new report type resets the room, a new room its detail).
 */

export function areaOf(form: CaseFormValues): CaseArea | null {
  return form.kind === "wizard" ? form.address.type : form.caseArea;
}

export function withArea(form: CaseFormValues, area: CaseArea): CaseFormValues {
  return form.kind === "wizard" ? chooseReportType(form, area) : chooseFinnishCaseArea(form, area);
}

/** The residence chosen (an agreement, a search hit or the 'other address' placeholder), by id. */
export function residenceIdOf(form: CaseFormValues): string {
  return form.kind === "wizard" ? (form.address.selectedApartment?.id ?? "") : form.selectedApartmentId;
}

export function residenceOf(form: CaseFormValues): { id: string; propertyId: string } {
  if (form.kind === "wizard") {
    const apartment = form.address.selectedApartment;
    return { id: apartment?.id ?? "", propertyId: apartment?.propertyId ?? "" };
  }
  return { id: form.selectedApartmentId, propertyId: form.selectedPropertyId };
}

export function withResidence(form: CaseFormValues, residence: SelectedApartment): CaseFormValues {
  if (form.kind === "wizard") return chooseResidence(form, residence);
  const isOther = residence.id === otherAddressOption().id;
  if (isOther && form.selectedApartmentId === residence.id) return form;
  // A listed residence keeps its address for the summary (sent only when typed by hand); the
  // placeholder empties the fields so they are typed afresh.
  return {
    ...form,
    selectedApartmentId: residence.id,
    selectedPropertyId: residence.propertyId,
    object: residence.governmentObjectId,
    address: isOther ? "" : residence.address,
    postalCode: "",
    city: "",
  };
}

export function agreementResidence(agreement: Agreement): SelectedApartment {
  return {
    id: agreement.id,
    address: agreement.address,
    propertyId: agreement.propertyId,
    governmentObjectId: agreement.governmentObjectId,
    objectTypeId: agreement.objectTypeId,
    rentalBuilding: agreement.rentalBuilding,
  };
}

export function roomIdOf(form: CaseFormValues): string {
  return form.kind === "wizard" ? form.problemArea : form.selectedRoom;
}

export function withRoom(form: CaseFormValues, room: RoomOption): CaseFormValues {
  return form.kind === "wizard" ? chooseProblemArea(form, room) : chooseFinnishRoom(form, room.id);
}

export function detailIdOf(form: CaseFormValues): string {
  return form.kind === "wizard" ? form.problemAreaDetails : form.selectedRoomDetail;
}

/** The detail chosen; in the wizard's form an asset of the room is also the request's assetTypeId. */
export function withDetail(form: CaseFormValues, detail: RoomOption): CaseFormValues {
  if (form.kind === "finnish") return { ...form, selectedRoomDetail: detail.id };
  const next = chooseProblemAreaDetails(form, detail);
  return { ...next, assetTypeId: detail.id === form.problemArea ? "" : detail.id };
}

/** The path validate.ts names a field by, in either form. */
export const PATHS = {
  wizard: {
    area: "address.type",
    residence: "address.selectedApartment",
    room: "problemArea",
    detail: "problemAreaDetails",
  },
  finnish: { area: "caseArea", residence: "selectedApartmentId", room: "selectedRoom", detail: "selectedRoomDetail" },
} as const;
