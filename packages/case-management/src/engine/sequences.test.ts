import { describe, expect, it } from "vitest";
import { chooseFinnishCaseArea, chooseProblemArea, chooseReportType } from "../form/transitions";
import { sequenceFor } from "./select-sequence";
import { apply, faqBlock, names, start, walk, withFinnishForm, withWizardForm, type Setup } from "./test-helpers";
import type { WizardState } from "./reducer";

/*
 * Each sequence's order, counter and skipped steps per role and country (spec section 2): the
 * wizard is walked with Next from its first step to the summary.
 */

const elevator = { id: "elevator", name: "Hiss", kind: "elevator" as const, faq: ["faq-1"] };
const kitchen = { id: "kitchen", name: "Kök" };

function apartment(state: WizardState) {
  return state.formData.kind === "wizard"
    ? withWizardForm(state, (form) => chooseProblemArea(chooseReportType(form, "apartment"), kitchen))
    : withFinnishForm(state, (form) => chooseFinnishCaseArea(form, "apartment"));
}
function publicElevator(state: WizardState, withFaq: boolean) {
  const changed =
    state.formData.kind === "wizard"
      ? withWizardForm(state, (form) => chooseProblemArea(chooseReportType(form, "public"), elevator))
      : withFinnishForm(state, (form) => chooseFinnishCaseArea(form, "public"));
  return withFaq ? apply(changed, { type: "setFaqBlocks", faqBlocks: [faqBlock] }) : changed;
}

interface Row {
  name: string;
  setup: Setup;
  prepare: (state: WizardState) => WizardState;
  visits: string[];
}

const T = "Terms:-";
const rows: Row[] = [
  {
    name: "Swedish resident with agreements (resident variant), apartment",
    setup: { country: "se", caseType: "resident" },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/6",
      "SelectResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish resident without agreements (searches the residence)",
    setup: { country: "se", caseType: "resident", hasAgreements: false },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish board member with management, elevator with FAQ (appliances optional: skipped)",
    setup: { country: "se", caseType: "boardMember" },
    prepare: (state) => publicElevator(state, true),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "FaqSection:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish board member, elevator with the appliance step required",
    setup: { country: "se", caseType: "boardMember" },
    prepare: (state) => apply(publicElevator(state, true), { type: "requireStep", viewName: "Appliances" }),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "FaqSection:4/6",
      "Appliances:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish board member, elevator without FAQ articles (FAQ skipped)",
    setup: { country: "se", caseType: "boardMember" },
    prepare: (state) => publicElevator(state, false),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish board member without management",
    setup: { country: "se", caseType: "boardMemberNoManagement" },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/7",
      "Compound:2/7",
      "EstateAddress:3/7",
      "ProblemArea:4/7",
      "ProblemAreaDetails:5/7",
      "Description:6/7",
      "Summary:7/7",
    ],
  },
  {
    name: "Norwegian resident (always the resident variant)",
    setup: { country: "no", caseType: "resident", hasAgreements: false },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/6",
      "SelectResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Norwegian board member with management, FAQ",
    setup: { country: "no", caseType: "boardMember" },
    prepare: (state) => publicElevator(state, true),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "FaqSection:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Norwegian board member without management",
    setup: { country: "no", caseType: "boardMemberNoManagement" },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/7",
      "Compound:2/7",
      "EstateAddress:3/7",
      "ProblemArea:4/7",
      "ProblemAreaDetails:5/7",
      "Description:6/7",
      "Summary:7/7",
    ],
  },
  {
    name: "Finnish resident, apartment (pets and keys; FAQ never in Finland)",
    setup: { country: "fi", caseType: "resident" },
    prepare: (state) => apply(apartment(state), { type: "setFaqBlocks", faqBlocks: [faqBlock] }),
    visits: [
      T,
      "PersonalInfo:1/7",
      "SelectResidence:2/7",
      "PetsAndKeys:3/7",
      "SelectRoom:4/7",
      "SelectRoomDetail:5/7",
      "Description:6/7",
      "Summary:7/7",
    ],
  },
  {
    name: "Finnish resident, public space",
    setup: { country: "fi", caseType: "resident" },
    prepare: (state) => publicElevator(state, true),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SelectResidence:2/6",
      "SelectPublicRoom:3/6",
      "SelectRoomDetail:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Finnish board member, apartment (no pets and keys)",
    setup: { country: "fi", caseType: "boardMember" },
    prepare: apartment,
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "SelectRoom:3/6",
      "SelectRoomDetail:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Finnish board member without management, public space",
    setup: { country: "fi", caseType: "boardMemberNoManagement" },
    prepare: (state) => publicElevator(state, false),
    visits: [
      T,
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "SelectPublicRoom:3/6",
      "SelectRoomDetail:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Swedish new case (no terms step)",
    setup: { country: "se", caseType: "boardMember", newCase: true },
    prepare: apartment,
    visits: [
      "PersonalInfo:1/6",
      "SearchResidence:2/6",
      "ProblemArea:3/6",
      "ProblemAreaDetails:4/6",
      "Description:5/6",
      "Summary:6/6",
    ],
  },
  {
    name: "Finnish new case (no terms step)",
    setup: { country: "fi", caseType: "resident", newCase: true },
    prepare: apartment,
    visits: [
      "PersonalInfo:1/7",
      "SelectResidence:2/7",
      "PetsAndKeys:3/7",
      "SelectRoom:4/7",
      "SelectRoomDetail:5/7",
      "Description:6/7",
      "Summary:7/7",
    ],
  },
];

describe("the wizard's sequences walked with Next", () => {
  it.each(rows)("$name", ({ setup, prepare, visits }) => {
    const { visits: walked } = walk(prepare(start(setup)));
    expect(walked.map((visit) => `${visit.viewName}:${visit.counter ?? "-"}`)).toEqual(visits);
  });
});

describe("sequenceFor", () => {
  it.each([
    ["se", "resident", true, "residentVariant"],
    ["se", "resident", false, "resident"],
    ["se", "boardMember", true, "boardMember"],
    ["se", "boardMemberNoManagement", false, "boardMemberNoManagement"],
    ["no", "resident", false, "noResident"],
    ["no", "boardMember", false, "noBoardMember"],
    ["no", "boardMemberNoManagement", false, "noBoardMemberNoManagement"],
    ["fi", "resident", true, "finnish"],
    ["fi", "boardMember", false, "finnish"],
  ] as const)("%s %s (agreements: %s) runs %s", (country, caseType, hasAgreements, id) => {
    expect(sequenceFor({ country, caseType, hasAgreements }).id).toBe(id);
  });

  it("lists the Finnish flow's steps in the spec's order", () => {
    expect(
      sequenceFor({ country: "fi", caseType: "resident", hasAgreements: true }).steps.map((step) => step.viewName),
    ).toEqual([
      "Terms",
      "PersonalInfo",
      "SelectResidence",
      "PetsAndKeys",
      "SearchResidence",
      "SelectRoom",
      "SelectPublicRoom",
      "SelectRoomDetail",
      "FaqSection",
      "Appliances",
      "Description",
      "Summary",
      "Done",
    ]);
  });

  it("skips the steps whose condition fails before anything is chosen", () => {
    // No area chosen yet: neither room step, and the Finnish resident's pets step waits for an apartment.
    expect(names(walk(start({ country: "fi", caseType: "resident" })).visits)).toEqual([
      "Terms",
      "PersonalInfo",
      "SelectResidence",
      "SelectRoomDetail",
      "Description",
      "Summary",
    ]);
  });
});
