import { describe, expect, it } from "vitest";
import { CreateCaseRequestSchema, NO_MANAGEMENT_PLACEHOLDERS } from "@housing/contracts/cases";
import * as v from "valibot";
import { getSite } from "@housing/site-config";
import { createWizard } from "../engine/reducer";
import { SEQUENCES } from "../engine/sequences";
import type { CaseType, SequenceId } from "../engine/types";
import { otherAddressOption } from "../form/transitions";
import type { FinnishFormValues, WizardFormValues } from "../form/values";
import { createCaseRequest } from "./create-request";

const ROOM = "7c3e9a10-5b2d-4f6e-8a1c-000000000005";
const AGREEMENT = "7c3e9a10-5b2d-4f6e-8a1c-000000000001";
const PROPERTY = "7c3e9a10-5b2d-4f6e-8a1c-000000000002";

function stateWith(sequenceId: SequenceId, caseType: CaseType, country: "se" | "no" | "fi", patch: object) {
  const state = createWizard({ sequence: SEQUENCES[sequenceId], country, caseType });
  return { ...state, formData: { ...state.formData, ...patch } };
}

const wizardBase = (form: Partial<WizardFormValues>) => ({ problemArea: ROOM, description: " Läcker ", ...form });

describe("the fault report request from the wizard's form", () => {
  it("a resident's apartment: the agreement as object, no address, no contact unless ticked", () => {
    const base = createWizard({ sequence: SEQUENCES.residentVariant, country: "se", caseType: "resident" });
    const form = base.formData as WizardFormValues;
    const state = stateWith(
      "residentVariant",
      "resident",
      "se",
      wizardBase({
        address: {
          ...form.address,
          type: "apartment",
          selectedApartment: {
            id: AGREEMENT,
            address: "Storgatan 1",
            propertyId: PROPERTY,
            governmentObjectId: "1101",
            objectTypeId: "",
            rentalBuilding: false,
          },
        },
        contact: { ...form.contact, otherFirstName: "Kvar" },
      }),
    );
    const request = createCaseRequest(state, getSite("se"));
    expect(request).toEqual({
      siteId: getSite("se").siteId,
      propertyId: PROPERTY,
      area: 899310001,
      roomId: ROOM,
      description: "Läcker",
      objectId: AGREEMENT,
      sendCopy: true,
      governmentObjectId: "1101",
    });
    expect(v.safeParse(CreateCaseRequestSchema, request).success).toBe(true);
  });

  it("an address not in the list sends the typed address and no object", () => {
    const base = createWizard({ sequence: SEQUENCES.residentVariant, country: "se", caseType: "resident" });
    const form = base.formData as WizardFormValues;
    const state = stateWith(
      "residentVariant",
      "resident",
      "se",
      wizardBase({
        address: {
          ...form.address,
          type: "apartment",
          selectedApartment: otherAddressOption(),
          address: "Lillgatan 2",
          zipCode: "123 45",
          city: "Umeå",
        },
      }),
    );
    expect(createCaseRequest(state, getSite("se"))).toMatchObject({
      objectId: "",
      propertyId: "",
      address: "Lillgatan 2",
      zipCode: "123 45",
      city: "Umeå",
    });
  });

  it.each([
    ["se", "boardMemberNoManagement"],
    ["no", "noBoardMemberNoManagement"],
  ] as const)("a board member without management in %s reports on the country's placeholder", (country, sequenceId) => {
    const base = createWizard({ sequence: SEQUENCES[sequenceId], country, caseType: "boardMemberNoManagement" });
    const form = base.formData as WizardFormValues;
    const state = stateWith(
      sequenceId,
      "boardMemberNoManagement",
      country,
      wizardBase({
        compound: { compoundName: "BRF Fjällvik", compoundNumber: "123456789", isMember: true },
        contact: {
          ...form.contact,
          boardEmail: "styrelsen@example.se",
          other: true,
          otherFirstName: "Ola",
          otherLastName: "Berg",
          otherEmail: "ola@example.se",
          otherPhone: "0701234567",
        },
        address: { ...form.address, type: "public", address: "Fjällvägen 3", zipCode: "12345", city: "Kiruna" },
      }),
    );
    const request = createCaseRequest(state, getSite(country));
    expect(request).toMatchObject({
      objectId: NO_MANAGEMENT_PLACEHOLDERS[country].objectId,
      propertyId: NO_MANAGEMENT_PLACEHOLDERS[country].propertyId,
      area: 899310002,
      compoundName: "BRF Fjällvik",
      compoundNumber: "123456789",
      isMember: true,
      boardEmail: "styrelsen@example.se",
      alternativeContactFirstName: "Ola",
      alternativeContactPhone: "0701234567",
      address: "Fjällvägen 3",
    });
    expect(v.safeParse(CreateCaseRequestSchema, request).success).toBe(true);
  });
});

describe("the fault report request from the Finnish form", () => {
  it("sends pets and keys, the room's asset and the apartment", () => {
    const patch: Partial<FinnishFormValues> = {
      caseArea: "apartment",
      selectedApartmentId: AGREEMENT,
      selectedPropertyId: PROPERTY,
      selectedRoom: ROOM,
      selectedRoomDetail: "7c3e9a10-5b2d-4f6e-8a1c-000000000006",
      description: "Hana vuotaa",
      keys: "false",
      pets: "true",
      petsDetail: "Kissa",
    };
    const request = createCaseRequest(stateWith("finnish", "resident", "fi", patch), getSite("fi"));
    expect(request).toMatchObject({
      area: 899310001,
      objectId: AGREEMENT,
      propertyId: PROPERTY,
      roomId: ROOM,
      assetTypeId: "7c3e9a10-5b2d-4f6e-8a1c-000000000006",
      keys: false,
      pets: true,
      petsDetail: "Kissa",
    });
    expect(v.safeParse(CreateCaseRequestSchema, request).success).toBe(true);
  });
});
