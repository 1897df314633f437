import { describe, expect, it } from "vitest";
import { NO_MANAGEMENT_PLACEHOLDER, OTHER_ADDRESS_ID, SPECIAL_OBJECT_TYPE_ID } from "./constants";
import {
  boardEmailNeedsPatch,
  chooseFinnishCaseArea,
  chooseFinnishRoom,
  chooseProblemArea,
  chooseProblemAreaDetails,
  chooseReportType,
  chooseResidence,
  faqIdsFor,
  hasReadOnlyNames,
  isElevatorOrAppliances,
  needsFinnishManualAddress,
  needsManualAddress,
  noManagementResidence,
  otherAddressOption,
  setFinnishOtherContact,
  setOtherContact,
  setPets,
  shouldShowFaq,
  type ProblemOption,
} from "./transitions";
import { emptyFinnishForm, emptyWizardForm, type SelectedApartment } from "./values";

const residence: SelectedApartment = {
  id: "object-1",
  address: "Storgatan 1",
  propertyId: "property-1",
  governmentObjectId: "1001",
  objectTypeId: "type-1",
  rentalBuilding: false,
};
const kitchen: ProblemOption = { id: "kitchen", name: "Kök" };
const bathroom: ProblemOption = { id: "bathroom", name: "Badrum" };
const fridge: ProblemOption = { id: "fridge", name: "Kylskåp", kind: "appliances", faq: ["faq-fridge"] };
const tap: ProblemOption = { id: "tap", name: "Kran", faq: ["faq-tap"] };
const elevator: ProblemOption = { id: "elevator", name: "Hiss", kind: "elevator" };

describe("report type and problem area", () => {
  const chosen = chooseProblemAreaDetails(
    chooseProblemArea(chooseReportType(emptyWizardForm(), "apartment"), kitchen),
    fridge,
  );

  it("changing the problem area clears its details", () => {
    expect(chosen.problemAreaDetails).toBe("fridge");
    const changed = chooseProblemArea(chosen, bathroom);
    expect(changed).toMatchObject({
      problemArea: "bathroom",
      problemAreaName: "Badrum",
      problemAreaDetails: "",
      problemAreaDetailsName: "",
    });
    expect(isElevatorOrAppliances(changed)).toBe(false);
  });

  it("choosing the same problem area again keeps the details", () => {
    expect(chooseProblemArea(chosen, kitchen)).toBe(chosen);
  });

  it("changing the report type resets the room and its detail", () => {
    const changed = chooseReportType(chosen, "public");
    expect(changed).toMatchObject({
      problemArea: "",
      problemAreaDetails: "",
      publicAreaProblem: "",
      address: { type: "public" },
    });
    expect(chooseReportType(chosen, "apartment")).toBe(chosen);
  });

  it("a public space's problem is the public area problem; an elevator needs the appliance step", () => {
    const form = chooseProblemArea(chooseReportType(emptyWizardForm(), "public"), elevator);
    expect(form.publicAreaProblem).toBe("elevator");
    expect(isElevatorOrAppliances(form)).toBe(true);
    expect(isElevatorOrAppliances(chooseProblemAreaDetails(form, { id: "door", name: "Hissdörr" }))).toBe(true);
    expect(isElevatorOrAppliances(chosen)).toBe(true);
    expect(isElevatorOrAppliances(chooseProblemAreaDetails(chosen, tap))).toBe(false);
  });

  it("Finland: changing the report type resets room and detail, changing the room its detail", () => {
    const form = {
      ...emptyFinnishForm(),
      caseArea: "apartment" as const,
      selectedRoom: "kitchen",
      selectedRoomDetail: "tap",
    };
    expect(chooseFinnishCaseArea(form, "public")).toMatchObject({
      caseArea: "public",
      selectedRoom: "",
      selectedRoomDetail: "",
    });
    expect(chooseFinnishRoom(form, "bathroom")).toMatchObject({ selectedRoom: "bathroom", selectedRoomDetail: "" });
    expect(chooseFinnishRoom(form, "kitchen")).toBe(form);
  });
});

describe("FAQ (spec section 4)", () => {
  it.each([
    ["an elevator in a public space", "public", elevator, residence, true],
    ["appliances", "apartment", fridge, residence, true],
    [
      "wet-room appliances",
      "apartment",
      { id: "washer", name: "Tvättmaskin", kind: "wetRoomAppliances" },
      residence,
      true,
    ],
    ["an apartment item with FAQ entries", "apartment", tap, residence, true],
    ["a public item with FAQ entries", "public", tap, residence, false],
    ["an apartment item without FAQ entries", "apartment", kitchen, residence, false],
    ["appliances in a rental building", "apartment", fridge, { ...residence, rentalBuilding: true }, false],
    [
      "appliances of the special object type",
      "apartment",
      fridge,
      { ...residence, objectTypeId: SPECIAL_OBJECT_TYPE_ID },
      false,
    ],
    ["an elevator with no residence chosen", "public", elevator, null, true],
  ] as const)("%s (%s): shown as the last column says", (_name, area, option, chosen, shown) => {
    expect(shouldShowFaq({ area, option, residence: chosen })).toBe(shown);
  });

  it("loads the item's articles only when the FAQ is shown", () => {
    expect(faqIdsFor({ area: "apartment", option: tap, residence })).toEqual(["faq-tap"]);
    expect(faqIdsFor({ area: "public", option: tap, residence })).toEqual([]);
  });
});

describe("addresses", () => {
  it("the 'other address' placeholder reveals the manual fields, emptied", () => {
    const typed = {
      ...emptyWizardForm(),
      address: { ...emptyWizardForm().address, address: "Gamla vägen 2", zipCode: "123 45" },
    };
    const listed = chooseResidence(typed, residence);
    expect(needsManualAddress(listed, "resident")).toBe(false);
    const other = chooseResidence(listed, otherAddressOption());
    expect(other.address.selectedApartment?.id).toBe(OTHER_ADDRESS_ID);
    expect(needsManualAddress(other, "resident")).toBe(true);
    expect(other.address).toMatchObject({ address: "", zipCode: "", city: "" });
  });

  it("a no-management board member always types the estate address", () => {
    expect(needsManualAddress(emptyWizardForm(), "boardMemberNoManagement")).toBe(true);
    expect(needsManualAddress(emptyWizardForm(), "boardMember")).toBe(false);
  });

  it("Finland: the 'other address' reveals the manual fields", () => {
    expect(needsFinnishManualAddress({ ...emptyFinnishForm(), selectedApartmentId: OTHER_ADDRESS_ID })).toBe(true);
    expect(needsFinnishManualAddress({ ...emptyFinnishForm(), selectedApartmentId: "object-1" })).toBe(false);
  });

  it.each([
    ["se", NO_MANAGEMENT_PLACEHOLDER.se],
    ["no", NO_MANAGEMENT_PLACEHOLDER.no],
  ] as const)("the no-management placeholder object and property of %s", (country, placeholder) => {
    expect(noManagementResidence(country)).toMatchObject({
      id: placeholder.objectId,
      propertyId: placeholder.propertyId,
    });
  });

  it("Norway's placeholders differ from Sweden's", () => {
    expect(NO_MANAGEMENT_PLACEHOLDER.no.objectId).not.toBe(NO_MANAGEMENT_PLACEHOLDER.se.objectId);
    expect(NO_MANAGEMENT_PLACEHOLDER.no.propertyId).not.toBe(NO_MANAGEMENT_PLACEHOLDER.se.propertyId);
  });
});

describe("contact", () => {
  it("sendCopy is ticked by default", () => {
    expect(emptyWizardForm().sendCopy).toBe(true);
  });

  it("prefills the contact details from the user", () => {
    expect(emptyWizardForm({ firstName: "Anna", lastName: "Berg", email: "anna@example.se" }).contact).toMatchObject({
      firstName: "Anna",
      lastName: "Berg",
      email: "anna@example.se",
    });
    expect(emptyFinnishForm({ phone: "040 123 4567" }).phoneNumber).toBe("040 123 4567");
  });

  it("Finland: unticking other contact resets its fields", () => {
    const ticked = setFinnishOtherContact(emptyFinnishForm(), true);
    const typed = {
      ...ticked,
      otherFirstName: "Matti",
      otherLastName: "Virtanen",
      otherEmail: "m@example.fi",
      otherPhoneNumber: "0401234567",
    };
    expect(setFinnishOtherContact(typed, false)).toMatchObject({
      otherContact: false,
      otherFirstName: "",
      otherLastName: "",
      otherEmail: "",
      otherPhoneNumber: "",
    });
  });

  it("Sweden and Norway: unticking keeps what was typed (it is neither checked nor sent)", () => {
    const typed = setOtherContact(emptyWizardForm(), true);
    typed.contact.otherFirstName = "Olle";
    expect(setOtherContact(typed, false).contact).toMatchObject({ other: false, otherFirstName: "Olle" });
  });

  it("Finland: answering no to pets clears the pet detail", () => {
    const form = { ...emptyFinnishForm(), pets: "true" as const, petsDetail: "En katt" };
    expect(setPets(form, "false")).toMatchObject({ pets: "false", petsDetail: "" });
    expect(setPets(form, "true").petsDetail).toBe("En katt");
  });

  it.each([
    ["resident", true],
    ["boardMember", false],
    ["boardMemberNoManagement", true],
  ] as const)("%s has read-only names: %s", (caseType, readOnly) => {
    expect(hasReadOnlyNames(caseType)).toBe(readOnly);
  });

  it.each([
    ["", "styrelsen@brf.se", false],
    ["styrelsen@brf.se", "styrelsen@brf.se", false],
    [" Styrelsen@BRF.se ", "styrelsen@brf.se", false],
    ["ny@brf.se", "styrelsen@brf.se", true],
    ["ny@brf.se", null, true],
  ])("board e-mail %j against the account's %j: patch %s", (typed, account, patch) => {
    const form = emptyWizardForm({ boardEmail: typed });
    expect(boardEmailNeedsPatch(form, account)).toBe(patch);
  });
});
