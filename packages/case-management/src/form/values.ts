import type { CaseArea, ProblemKind } from "./constants";

/** A residence the wizard found or the user's agreement (spec section 3, selectedApartment). */
export interface SelectedApartment {
  id: string;
  address: string;
  propertyId: string;
  governmentObjectId: string;
  objectTypeId: string;
  rentalBuilding: boolean;
}

/** The wizard's form values of spec section 3 (Sweden, Norway). */
export interface WizardFormValues {
  kind: "wizard";
  contact: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    other: boolean;
    otherFirstName: string;
    otherLastName: string;
    otherEmail: string;
    otherPhone: string;
    boardEmail: string;
  };
  compound: { compoundName: string; compoundNumber: string; isMember: boolean };
  address: {
    type: CaseArea | null;
    searchString: string;
    selectedApartment: SelectedApartment | null;
    fullBuilding: boolean;
    address: string;
    zipCode: string;
    city: string;
    object: string;
  };
  problemArea: string;
  problemAreaName: string;
  problemAreaDetails: string;
  problemAreaDetailsName: string;
  publicAreaProblem: string;
  /** Not in section 3's list: what the area and the detail are (for section 4's FAQ and appliance rules). */
  problemAreaKind: ProblemKind | null;
  problemAreaDetailsKind: ProblemKind | null;
  /** Not in section 3's list: the appliance chosen on the appliance step (the request's assetTypeId). */
  assetTypeId: string;
  description: string;
  files: UploadedFile[];
  acceptTerms: boolean;
  sendCopy: boolean;
}

/** The Finnish form of spec section 3. */
export interface FinnishFormValues {
  kind: "finnish";
  acceptedTerms: boolean;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  otherContact: boolean;
  otherFirstName: string;
  otherLastName: string;
  otherEmail: string;
  otherPhoneNumber: string;
  caseArea: CaseArea | null;
  searchString: string;
  object: string;
  address: string;
  postalCode: string;
  city: string;
  selectedApartmentId: string;
  selectedPropertyId: string;
  selectedRoom: string;
  selectedRoomDetail: string;
  description: string;
  files: UploadedFile[];
  keys: "" | "true" | "false";
  pets: "" | "true" | "false";
  petsDetail: string;
}

export type CaseFormValues = WizardFormValues | FinnishFormValues;

/** Spec section 3: an uploaded file as the browser describes it. */
export interface UploadedFile {
  name: string;
  type: string;
  size: number;
}

/** The contact details the wizard starts with (the logged-in user's). */
export interface ContactPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  boardEmail?: string;
}

export function emptyWizardForm(prefill: ContactPrefill = {}): WizardFormValues {
  return {
    kind: "wizard",
    contact: {
      firstName: prefill.firstName ?? "",
      lastName: prefill.lastName ?? "",
      email: prefill.email ?? "",
      phone: prefill.phone ?? "",
      other: false,
      otherFirstName: "",
      otherLastName: "",
      otherEmail: "",
      otherPhone: "",
      boardEmail: prefill.boardEmail ?? "",
    },
    compound: { compoundName: "", compoundNumber: "", isMember: false },
    address: {
      type: null,
      searchString: "",
      selectedApartment: null,
      fullBuilding: false,
      address: "",
      zipCode: "",
      city: "",
      object: "",
    },
    problemArea: "",
    problemAreaName: "",
    problemAreaDetails: "",
    problemAreaDetailsName: "",
    publicAreaProblem: "",
    problemAreaKind: null,
    problemAreaDetailsKind: null,
    assetTypeId: "",
    description: "",
    files: [],
    acceptTerms: false,
    // Spec section 3: sendCopy is ticked by default.
    sendCopy: true,
  };
}

export function emptyFinnishForm(prefill: ContactPrefill = {}): FinnishFormValues {
  return {
    kind: "finnish",
    acceptedTerms: false,
    firstName: prefill.firstName ?? "",
    lastName: prefill.lastName ?? "",
    phoneNumber: prefill.phone ?? "",
    email: prefill.email ?? "",
    otherContact: false,
    otherFirstName: "",
    otherLastName: "",
    otherEmail: "",
    otherPhoneNumber: "",
    caseArea: null,
    searchString: "",
    object: "",
    address: "",
    postalCode: "",
    city: "",
    selectedApartmentId: "",
    selectedPropertyId: "",
    selectedRoom: "",
    selectedRoomDetail: "",
    description: "",
    files: [],
    keys: "",
    pets: "",
    petsDetail: "",
  };
}
