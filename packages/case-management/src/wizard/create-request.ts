import {
  CASE_AREA_APARTMENT,
  CASE_AREA_PUBLIC,
  NO_MANAGEMENT_PLACEHOLDERS,
  type CreateCaseRequestInput,
} from "@housing/contracts/cases";
import type { SiteConfig } from "@housing/site-config";
import type { WizardState } from "../engine/reducer";
import { isOtherAddress, needsFinnishManualAddress, needsManualAddress } from "../form/transitions";
import type { FinnishFormValues, WizardFormValues } from "../form/values";

/*
 * The fault report request of spec section 3 from the wizard's form. The alternative contact is
 * sent only when ticked, the manual address only when the residence is not listed, the compound
 * and board e-mail only by a board member without management (who reports against the
 * contracts' placeholder object and property, Norway's own), pets and keys only in Finland.
 */

type Request = CreateCaseRequestInput;
const areaCode = (area: "apartment" | "public" | null) => (area === "public" ? CASE_AREA_PUBLIC : CASE_AREA_APARTMENT);
const trimmed = (text: string) => text.trim();

function alternativeContact(isGiven: boolean, first: string, last: string, email: string, phone: string) {
  if (!isGiven) return {};
  return {
    alternativeContactFirstName: trimmed(first),
    alternativeContactLastName: trimmed(last),
    alternativeContactEmail: trimmed(email),
    alternativeContactPhone: trimmed(phone),
  };
}

function wizardRequest(state: WizardState, form: WizardFormValues, siteId: Request["siteId"]): Request {
  const apartment = form.address.selectedApartment;
  const isNoManagement = state.type === "boardMemberNoManagement";
  const placeholder = NO_MANAGEMENT_PLACEHOLDERS[state.country === "no" ? "no" : "se"];
  const isListed = apartment !== null && !isOtherAddress(apartment);
  const propertyId = isNoManagement ? placeholder.propertyId : isListed ? apartment.propertyId : "";
  const objectId = isNoManagement
    ? placeholder.objectId
    : isListed && form.address.type === "apartment"
      ? apartment.id
      : "";
  const request: Request = {
    siteId,
    propertyId,
    area: areaCode(form.address.type),
    roomId: form.problemArea,
    description: form.description.trim(),
    objectId,
    sendCopy: form.sendCopy,
    ...(form.assetTypeId ? { assetTypeId: form.assetTypeId } : {}),
    ...alternativeContact(
      form.contact.other,
      form.contact.otherFirstName,
      form.contact.otherLastName,
      form.contact.otherEmail,
      form.contact.otherPhone,
    ),
  };
  if (needsManualAddress(form, state.type)) {
    Object.assign(request, {
      address: trimmed(form.address.address),
      zipCode: trimmed(form.address.zipCode),
      city: trimmed(form.address.city),
      ...(form.address.object.trim() ? { governmentObjectId: trimmed(form.address.object) } : {}),
    });
  } else if (isListed && apartment.governmentObjectId) {
    request.governmentObjectId = apartment.governmentObjectId;
  }
  if (isNoManagement) {
    Object.assign(request, {
      compoundName: trimmed(form.compound.compoundName),
      compoundNumber: trimmed(form.compound.compoundNumber),
      isMember: form.compound.isMember,
      ...(form.contact.boardEmail.trim() ? { boardEmail: trimmed(form.contact.boardEmail) } : {}),
    });
  }
  return request;
}

function finnishRequest(form: FinnishFormValues, siteId: Request["siteId"]): Request {
  const isListed = form.selectedApartmentId !== "" && !needsFinnishManualAddress(form);
  const request: Request = {
    siteId,
    propertyId: form.selectedPropertyId,
    area: areaCode(form.caseArea),
    roomId: form.selectedRoom,
    // Finland's room detail is an asset of the room.
    ...(form.selectedRoomDetail && form.selectedRoomDetail !== form.selectedRoom
      ? { assetTypeId: form.selectedRoomDetail }
      : {}),
    description: form.description.trim(),
    objectId: isListed && form.caseArea === "apartment" ? form.selectedApartmentId : "",
    ...alternativeContact(
      form.otherContact,
      form.otherFirstName,
      form.otherLastName,
      form.otherEmail,
      form.otherPhoneNumber,
    ),
  };
  if (needsFinnishManualAddress(form)) {
    Object.assign(request, {
      address: trimmed(form.address),
      zipCode: trimmed(form.postalCode),
      city: trimmed(form.city),
    });
  }
  if (form.keys !== "") request.keys = form.keys === "true";
  if (form.pets !== "") {
    request.pets = form.pets === "true";
    if (form.pets === "true") request.petsDetail = trimmed(form.petsDetail);
  }
  return request;
}

export function createCaseRequest(state: WizardState, site: Pick<SiteConfig, "siteId">): Request {
  const siteId = site.siteId;
  const form = state.formData;
  return form.kind === "wizard" ? wizardRequest(state, form, siteId) : finnishRequest(form, siteId);
}
