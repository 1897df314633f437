import { describe, expect, it } from "vitest";
import { apply, start, withFinnishForm, withWizardForm } from "../engine/test-helpers";
import type { ViewName } from "../engine/types";
import { OTHER_ADDRESS_ID } from "./constants";
import { otherAddressOption } from "./transitions";
import { hasErrors, stepErrors } from "./validate";
import { emptyWizardForm, type FinnishFormValues, type WizardFormValues } from "./values";

/* Every case-form rule of spec section 5, by step, with the error key its message is shown for. */

const contact = {
  ...emptyWizardForm().contact,
  firstName: "Anna",
  lastName: "Berg",
  email: "anna@example.se",
  phone: "070-123 45 67",
};
const apartment = {
  id: "object-1",
  address: "Storgatan 1",
  propertyId: "p-1",
  governmentObjectId: "1",
  objectTypeId: "t",
  rentalBuilding: false,
};

type WizardPatch = (form: WizardFormValues) => WizardFormValues;
const withContact =
  (patch: Partial<WizardFormValues["contact"]>): WizardPatch =>
  (form) => ({ ...form, contact: { ...contact, ...patch } });
const withAddress =
  (patch: Partial<WizardFormValues["address"]>): WizardPatch =>
  (form) => ({ ...form, address: { ...form.address, ...patch } });
const withCompound =
  (patch: Partial<WizardFormValues["compound"]>): WizardPatch =>
  (form) => ({
    ...form,
    compound: { compoundName: "Brf Fjällvik", compoundNumber: "769600-1234", isMember: true, ...patch },
  });

interface WizardRow {
  name: string;
  country?: "se" | "no";
  caseType?: "resident" | "boardMember" | "boardMemberNoManagement";
  step: ViewName;
  patch: WizardPatch;
  errors: Record<string, string>;
}

const rows: WizardRow[] = [
  { name: "terms not accepted", step: "Terms", patch: (f) => f, errors: { acceptTerms: "acceptTerms" } },
  { name: "terms accepted", step: "Terms", patch: (f) => ({ ...f, acceptTerms: true }), errors: {} },
  { name: "contact complete", step: "PersonalInfo", patch: withContact({}), errors: {} },
  {
    name: "contact empty",
    step: "PersonalInfo",
    patch: (f) => f,
    errors: {
      "contact.firstName": "required",
      "contact.lastName": "required",
      "contact.email": "required",
      "contact.phone": "required",
    },
  },
  {
    name: "name with a digit",
    step: "PersonalInfo",
    patch: withContact({ firstName: "Anna2" }),
    errors: { "contact.firstName": "invalidInput" },
  },
  ...["//", "www.", "<", ">", "@", "?", "="].map((fragment) => ({
    name: `last name with ${fragment}`,
    step: "PersonalInfo" as const,
    patch: withContact({ lastName: `Berg${fragment}` }),
    errors: { "contact.lastName": "invalidInput" },
  })),
  {
    name: "name over 50",
    step: "PersonalInfo",
    patch: withContact({ firstName: "A".repeat(51) }),
    errors: { "contact.firstName": "inputToLong" },
  },
  {
    name: "e-mail invalid",
    step: "PersonalInfo",
    patch: withContact({ email: "anna@example" }),
    errors: { "contact.email": "email" },
  },
  {
    name: "phone with letters",
    step: "PersonalInfo",
    patch: withContact({ phone: "070-ABC" }),
    errors: { "contact.phone": "phoneNumber" },
  },
  {
    name: "phone of 6",
    step: "PersonalInfo",
    patch: withContact({ phone: "123456" }),
    errors: { "contact.phone": "phoneNumber" },
  },
  {
    name: "phone of 21",
    step: "PersonalInfo",
    patch: withContact({ phone: "1".repeat(21) }),
    errors: { "contact.phone": "phoneNumber" },
  },
  { name: "phone with plus of 7", step: "PersonalInfo", patch: withContact({ phone: "+46 701" }), errors: {} },
  {
    name: "board e-mail invalid (board member)",
    caseType: "boardMember",
    step: "PersonalInfo",
    patch: withContact({ boardEmail: "styrelsen@" }),
    errors: { "contact.boardEmail": "email" },
  },
  {
    name: "board e-mail empty (optional)",
    caseType: "boardMember",
    step: "PersonalInfo",
    patch: withContact({ boardEmail: "" }),
    errors: {},
  },
  {
    name: "other contact ticked and empty",
    step: "PersonalInfo",
    patch: withContact({ other: true }),
    errors: {
      "contact.otherFirstName": "required",
      "contact.otherLastName": "required",
      "contact.otherEmail": "required",
      "contact.otherPhone": "required",
    },
  },
  {
    name: "other contact with a short phone",
    step: "PersonalInfo",
    patch: withContact({
      other: true,
      otherFirstName: "Olle",
      otherLastName: "Berg",
      otherEmail: "olle@example.se",
      otherPhone: "12345",
    }),
    errors: { "contact.otherPhone": "phoneNumber" },
  },
  {
    name: "other contact unticked with bad fields",
    step: "PersonalInfo",
    patch: withContact({ other: false, otherEmail: "x" }),
    errors: {},
  },
  {
    name: "residence step empty",
    step: "SelectResidence",
    patch: (f) => f,
    errors: { "address.type": "selectOption", "address.selectedApartment": "selectAddress" },
  },
  {
    name: "residence chosen",
    step: "SelectResidence",
    patch: withAddress({ type: "apartment", selectedApartment: apartment }),
    errors: {},
  },
  {
    name: "other address without the manual fields",
    step: "SelectResidence",
    patch: withAddress({ type: "apartment", selectedApartment: otherAddressOption() }),
    errors: { "address.address": "required", "address.zipCode": "required", "address.city": "required" },
  },
  {
    name: "other address with a postal code with letters",
    step: "SelectResidence",
    patch: withAddress({
      type: "apartment",
      selectedApartment: otherAddressOption(),
      address: "Ny väg 1",
      zipCode: "12A45",
      city: "Umeå",
    }),
    errors: { "address.zipCode": "numeric" },
  },
  {
    name: "board member searched residence missing",
    caseType: "boardMember",
    step: "SearchResidence",
    patch: withAddress({ type: "public" }),
    errors: { "address.selectedApartment": "selectAddress" },
  },
  {
    name: "estate address empty",
    caseType: "boardMemberNoManagement",
    step: "EstateAddress",
    patch: (f) => f,
    errors: {
      "address.type": "selectOption",
      "address.address": "required",
      "address.zipCode": "required",
      "address.city": "required",
    },
  },
  {
    name: "estate address complete",
    caseType: "boardMemberNoManagement",
    step: "EstateAddress",
    patch: withAddress({ type: "public", address: "Brf-gatan 3", zipCode: "123 45", city: "Luleå" }),
    errors: {},
  },
  {
    name: "compound empty",
    caseType: "boardMemberNoManagement",
    step: "Compound",
    patch: (f) => f,
    errors: {
      "compound.compoundName": "required",
      "compound.compoundNumber": "required",
      "compound.isMember": "isMember",
    },
  },
  {
    name: "compound complete (Sweden)",
    caseType: "boardMemberNoManagement",
    step: "Compound",
    patch: withCompound({}),
    errors: {},
  },
  {
    name: "Norwegian compound number not 9 digits",
    country: "no",
    caseType: "boardMemberNoManagement",
    step: "Compound",
    patch: withCompound({ compoundNumber: "98765432" }),
    errors: { "compound.compoundNumber": "compoundNumber" },
  },
  {
    name: "Norwegian compound number of 9 digits",
    country: "no",
    caseType: "boardMemberNoManagement",
    step: "Compound",
    patch: withCompound({ compoundNumber: "987654321" }),
    errors: {},
  },
  {
    name: "isMember not ticked",
    caseType: "boardMemberNoManagement",
    step: "Compound",
    patch: withCompound({ isMember: false }),
    errors: { "compound.isMember": "isMember" },
  },
  { name: "problem area missing", step: "ProblemArea", patch: (f) => f, errors: { problemArea: "selectOption" } },
  {
    name: "problem area detail missing",
    step: "ProblemAreaDetails",
    patch: (f) => f,
    errors: { problemAreaDetails: "selectOption" },
  },
  { name: "appliance step optional: nothing to choose", step: "Appliances", patch: (f) => f, errors: {} },
  { name: "description missing", step: "Description", patch: (f) => f, errors: { description: "descriptionRequired" } },
  {
    name: "description blank",
    step: "Description",
    patch: (f) => ({ ...f, description: "   " }),
    errors: { description: "descriptionRequired" },
  },
  {
    name: "description of 5000",
    step: "Description",
    patch: (f) => ({ ...f, description: "x".repeat(5000) }),
    errors: {},
  },
  {
    name: "description of 5001",
    step: "Description",
    patch: (f) => ({ ...f, description: "x".repeat(5001) }),
    errors: { description: "inputToLong" },
  },
  { name: "summary", step: "Summary", patch: (f) => f, errors: {} },
];

describe("the wizard form's step rules (Sweden, Norway)", () => {
  it.each(rows)("$step: $name", ({ country = "se", caseType = "resident", step, patch, errors }) => {
    const state = withWizardForm(start({ country, caseType }), patch);
    const found = stepErrors(state, step);
    expect(found.fields).toEqual(errors);
    expect(hasErrors(found)).toBe(Object.keys(errors).length > 0);
  });

  it("the appliance step, once required, needs a choice", () => {
    const state = apply(start({ country: "se", caseType: "boardMember" }), {
      type: "requireStep",
      viewName: "Appliances",
    });
    expect(stepErrors(state, "Appliances").fields).toEqual({ assetTypeId: "selectOption" });
  });

  it("checks the current step when no step is named", () => {
    expect(stepErrors(start({ country: "se", caseType: "resident" })).fields).toEqual({ acceptTerms: "acceptTerms" });
  });

  it("checks the files on the description step", () => {
    const state = withWizardForm(start({ country: "se", caseType: "resident" }), (form) => ({
      ...form,
      description: "Kranen droppar",
      files: [{ name: "kran.gif", type: "image/gif", size: 10 }],
    }));
    const found = stepErrors(state, "Description");
    expect(found.files).toEqual([{ key: "wrongType", name: "kran.gif" }]);
    expect(hasErrors(found)).toBe(true);
  });
});

type FinnishPatch = Partial<FinnishFormValues>;
const finnishRows: {
  name: string;
  caseType?: "resident" | "boardMember";
  step: ViewName;
  patch: FinnishPatch;
  errors: Record<string, string>;
}[] = [
  { name: "terms not accepted", step: "Terms", patch: {}, errors: { acceptedTerms: "acceptTerms" } },
  {
    name: "contact empty",
    step: "PersonalInfo",
    patch: {},
    errors: { firstName: "required", lastName: "required", phoneNumber: "required", email: "required" },
  },
  {
    name: "other contact ticked and empty",
    step: "PersonalInfo",
    patch: {
      firstName: "Matti",
      lastName: "Virtanen",
      phoneNumber: "040 123 4567",
      email: "matti@example.fi",
      otherContact: true,
    },
    errors: {
      otherFirstName: "required",
      otherLastName: "required",
      otherEmail: "required",
      otherPhoneNumber: "required",
    },
  },
  {
    name: "residence empty",
    step: "SelectResidence",
    patch: {},
    errors: { caseArea: "selectOption", selectedApartmentId: "selectAddress" },
  },
  {
    name: "public space without a property",
    step: "SelectResidence",
    patch: { caseArea: "public" },
    errors: { selectedPropertyId: "selectAddress" },
  },
  {
    name: "board member's other address without fields",
    caseType: "boardMember",
    step: "SearchResidence",
    patch: { caseArea: "apartment", selectedApartmentId: OTHER_ADDRESS_ID },
    errors: { address: "required", postalCode: "required", city: "required" },
  },
  {
    name: "pets and keys unanswered",
    step: "PetsAndKeys",
    patch: {},
    errors: { keys: "selectOption", pets: "selectOption" },
  },
  {
    name: "pets yes without detail",
    step: "PetsAndKeys",
    patch: { keys: "true", pets: "true" },
    errors: { petsDetail: "required" },
  },
  {
    name: "pets yes with detail",
    step: "PetsAndKeys",
    patch: { keys: "false", pets: "true", petsDetail: "Kissa" },
    errors: {},
  },
  { name: "pets no", step: "PetsAndKeys", patch: { keys: "false", pets: "false" }, errors: {} },
  { name: "room not chosen", step: "SelectRoom", patch: {}, errors: { selectedRoom: "selectOption" } },
  { name: "public room not chosen", step: "SelectPublicRoom", patch: {}, errors: { selectedRoom: "selectOption" } },
  {
    name: "room detail not chosen",
    step: "SelectRoomDetail",
    patch: {},
    errors: { selectedRoomDetail: "selectOption" },
  },
  {
    name: "description missing: the generic required text",
    step: "Description",
    patch: {},
    errors: { description: "required" },
  },
];

describe("the Finnish form's step rules", () => {
  it.each(finnishRows)("$step: $name", ({ caseType = "resident", step, patch, errors }) => {
    const state = withFinnishForm(start({ country: "fi", caseType }), (form) => ({ ...form, ...patch }));
    expect(stepErrors(state, step).fields).toEqual(errors);
  });
});
