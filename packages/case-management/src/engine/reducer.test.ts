import { describe, expect, it } from "vitest";
import { chooseProblemArea, chooseReportType, chooseResidence, otherAddressOption } from "../form/transitions";
import type { SelectedApartment } from "../form/values";
import { wizardReducer } from "./reducer";
import { apply, faqBlock, start, walk, withFinnishForm, withWizardForm } from "./test-helpers";
import { completionActions, summarySections, wizardView } from "./view";

const elevator = { id: "elevator", name: "Hiss", kind: "elevator" as const, faq: ["faq-1"] };
const agreement: SelectedApartment = {
  id: "agreement-1",
  address: "Storgatan 1",
  propertyId: "property-1",
  governmentObjectId: "1001",
  objectTypeId: "type-1",
  rentalBuilding: false,
};

function toSummary(state: ReturnType<typeof start>) {
  return walk(state).state;
}
const at = (state: ReturnType<typeof start>) => state.steps[state.currentStepRender]!.viewName;

describe("Next and Previous", () => {
  it("marks the step left with Next completed and keeps one current step", () => {
    const state = apply(start({ country: "se", caseType: "boardMember" }), { type: "next" });
    expect(state.steps.filter((step) => step.current).map((step) => step.viewName)).toEqual(["PersonalInfo"]);
    expect(state.steps.filter((step) => step.completed).map((step) => step.viewName)).toEqual(["Terms"]);
  });

  it("steps back past the optional appliance step and the skipped FAQ", () => {
    const base = withWizardForm(start({ country: "se", caseType: "boardMember" }), (form) =>
      chooseProblemArea(chooseReportType(form, "public"), elevator),
    );
    const atDescription = (state: typeof base) => {
      let current = state;
      while (at(current) !== "Description") current = wizardReducer(current, { type: "next" });
      return current;
    };
    expect(at(apply(atDescription(base), { type: "previous" }))).toBe("ProblemAreaDetails");
    const withFaq = apply(base, { type: "setFaqBlocks", faqBlocks: [faqBlock] });
    expect(at(apply(atDescription(withFaq), { type: "previous" }))).toBe("FaqSection");
    const required = apply(withFaq, { type: "requireStep", viewName: "Appliances" });
    expect(at(apply(atDescription(required), { type: "previous" }))).toBe("Appliances");
  });

  it("does not go past the summary with Next nor before the first step with Previous", () => {
    const summary = toSummary(start({ country: "se", caseType: "boardMember" }));
    expect(at(summary)).toBe("Summary");
    expect(apply(summary, { type: "next" })).toBe(summary);
    const first = start({ country: "se", caseType: "boardMember" });
    expect(apply(first, { type: "previous" })).toBe(first);
  });

  it("reaches the completion screen only by submitting", () => {
    const done = apply(toSummary(start({ country: "se", caseType: "boardMember" })), { type: "submitted" });
    expect(at(done)).toBe("Done");
    expect(wizardView(done).buttons).toEqual({ next: false, previous: false, cancel: false, submit: false });
    expect(wizardView(done).isShellHidden).toBe(true);
  });
});

describe("goTo, the summary's edit links", () => {
  it("goes back to a step, and Next from there returns through the steps after it", () => {
    const summary = toSummary(
      withWizardForm(start({ country: "se", caseType: "boardMember" }), (form) => chooseReportType(form, "apartment")),
    );
    const edited = apply(summary, { type: "goTo", viewName: "ProblemArea" });
    expect(at(edited)).toBe("ProblemArea");
    expect(edited.steps.find((step) => step.viewName === "Summary")!.completed).toBe(false);
    expect(at(apply(edited, { type: "next" }))).toBe("ProblemAreaDetails");
    expect(at(apply(edited, { type: "goTo", viewName: "Summary" }))).toBe("Summary");
  });

  it("refuses a step not reached yet, the completion screen, a skipped step and an unknown one", () => {
    const early = apply(start({ country: "se", caseType: "boardMember" }), { type: "next" });
    expect(apply(early, { type: "goTo", viewName: "Summary" })).toBe(early);
    expect(apply(early, { type: "goTo", viewName: "Done" })).toBe(early);
    expect(apply(early, { type: "goTo", viewName: "FaqSection" })).toBe(early);
    expect(apply(early, { type: "goTo", viewName: "PetsAndKeys" })).toBe(early);
  });

  it("lists the summary's sections with the steps they edit", () => {
    const summary = toSummary(start({ country: "se", caseType: "boardMemberNoManagement" }));
    expect(summarySections(summary).map((section) => section.viewName)).toEqual([
      "PersonalInfo",
      "Compound",
      "EstateAddress",
      "ProblemArea",
      "ProblemAreaDetails",
      "Description",
    ]);
  });
});

describe("reset", () => {
  it("returns to the first step with empty form data (sendCopy ticked again)", () => {
    const typed = withWizardForm(
      apply(start({ country: "se", caseType: "boardMember" }), { type: "next" }),
      (form) => ({
        ...form,
        sendCopy: false,
        description: "Droppande kran",
      }),
    );
    const reset = apply(typed, { type: "reset" });
    expect(reset.currentStepRender).toBe(0);
    expect(reset.steps.some((step) => step.completed)).toBe(false);
    expect(reset.formData).toEqual(start({ country: "se", caseType: "boardMember" }).formData);
  });

  it("refuses form data of the other form", () => {
    const state = start({ country: "fi", caseType: "resident" });
    expect(() => withWizardForm(state, (form) => form)).toThrow();
    const swedish = start({ country: "se", caseType: "resident" });
    expect(apply(swedish, { type: "change", formData: state.formData })).toBe(swedish);
  });
});

describe("the derived view", () => {
  it("hides the shell, counter and Previous on the terms, with the terms' own Next text", () => {
    const view = wizardView(start({ country: "se", caseType: "resident" }));
    expect(view.isShellHidden).toBe(true);
    expect(view.counter).toBeNull();
    expect(view.buttons).toEqual({ next: true, previous: false, cancel: true, submit: false });
    expect(view.nextText).toBe("case-management.button.acceptTerms");
  });

  it.each([
    ["se", "boardMember", 1, "PersonalInfo", false],
    ["se", "boardMember", 2, "SearchResidence", true],
    ["se", "resident", 1, "PersonalInfo", false],
    ["se", "boardMemberNoManagement", 2, "Compound", true],
    ["fi", "boardMember", 1, "PersonalInfo", false],
    // The board member's SelectResidence (index 2) is skipped: SearchResidence is index 4.
    ["fi", "boardMember", 2, "SearchResidence", true],
    ["fi", "resident", 2, "SelectResidence", true],
    ["no", "boardMember", 1, "PersonalInfo", true],
    ["no", "resident", 1, "PersonalInfo", true],
    ["no", "boardMemberNoManagement", 1, "PersonalInfo", true],
    ["no", "boardMember", 2, "SearchResidence", true],
  ] as const)("%s %s: Previous after %i × Next (%s) shows: %s", (country, caseType, nexts, viewName, shows) => {
    let state = start({ country, caseType });
    for (let i = 0; i < nexts; i += 1) state = apply(state, { type: "next" });
    expect(at(state)).toBe(viewName);
    expect(wizardView(state).buttons.previous).toBe(shows);
  });

  it.each(["se", "fi", "no"] as const)("%s: a new case (no terms) shows Previous from its second step", (country) => {
    const state = start({ country, caseType: "boardMember", newCase: true });
    expect(wizardView(state).buttons.previous).toBe(false);
    expect(wizardView(apply(state, { type: "next" })).buttons.previous).toBe(true);
  });

  it("shows Submit instead of Next on the summary", () => {
    const view = wizardView(toSummary(start({ country: "no", caseType: "resident" })));
    expect(view.buttons).toEqual({ next: false, previous: true, cancel: true, submit: true });
  });

  it("puts the progress at the step number over the total plus one", () => {
    const atContact = apply(start({ country: "se", caseType: "boardMember" }), { type: "next" });
    expect(wizardView(atContact).progress).toBeCloseTo(1 / 7);
    expect(wizardView(toSummary(atContact)).progress).toBeCloseTo(6 / 7);
    expect(wizardView(apply(toSummary(atContact), { type: "submitted" })).progress).toBe(1);
  });

  it("lists only counted steps with a legend title, marking the current and completed ones", () => {
    const state = apply(
      withWizardForm(start({ country: "se", caseType: "boardMember" }), (form) =>
        chooseProblemArea(chooseReportType(form, "public"), elevator),
      ),
      { type: "setFaqBlocks", faqBlocks: [faqBlock] },
      { type: "requireStep", viewName: "Appliances" },
      { type: "next" },
      { type: "next" },
    );
    expect(wizardView(state).stepList).toEqual([
      {
        viewName: "PersonalInfo",
        legendTitle: "case-management.step.PersonalInfo.legend",
        current: false,
        completed: true,
      },
      {
        viewName: "SearchResidence",
        legendTitle: "case-management.step.SearchResidence.legend",
        current: true,
        completed: false,
      },
      {
        viewName: "ProblemArea",
        legendTitle: "case-management.step.ProblemArea.legend",
        current: false,
        completed: false,
      },
      {
        viewName: "ProblemAreaDetails",
        legendTitle: "case-management.step.ProblemAreaDetails.legend",
        current: false,
        completed: false,
      },
      {
        viewName: "Description",
        legendTitle: "case-management.step.Description.legend",
        current: false,
        completed: false,
      },
      { viewName: "Summary", legendTitle: "case-management.step.Summary.legend", current: false, completed: false },
    ]);
  });
});

describe("the completion screen's actions by site and role", () => {
  const resident = (apartment: SelectedApartment, type: "apartment" | "public") =>
    withWizardForm(start({ country: "se", caseType: "resident" }), (form) =>
      chooseResidence(chooseReportType(form, type), apartment),
    );

  const cases = [
    ["a resident with a chosen agreement for an apartment", "se", resident(agreement, "apartment"), "seeErrands"],
    ["a resident reporting a public space", "se", resident(agreement, "public"), "close"],
    ["a resident with the 'other address'", "se", resident(otherAddressOption(), "apartment"), "close"],
    [
      "a resident who searched the residence",
      "se",
      withWizardForm(start({ country: "se", caseType: "resident", hasAgreements: false }), (form) =>
        chooseResidence(chooseReportType(form, "apartment"), agreement),
      ),
      "close",
    ],
    ["a board member with management", "senior", start({ country: "se", caseType: "boardMember" }), "seeErrands"],
    [
      "a board member with management, site without login",
      "contractor",
      start({ country: "se", caseType: "boardMember" }),
      "close",
    ],
    ["a board member without management", "se", start({ country: "se", caseType: "boardMemberNoManagement" }), "close"],
    [
      "a Norwegian board member without management",
      "no",
      start({ country: "no", caseType: "boardMemberNoManagement" }),
      "close",
    ],
    [
      "a Finnish resident with a chosen residence",
      "fi",
      withFinnishForm(start({ country: "fi", caseType: "resident" }), (form) => ({
        ...form,
        caseArea: "apartment",
        selectedApartmentId: "agreement-1",
      })),
      "seeErrands",
    ],
    [
      "a Finnish resident with the 'other address'",
      "fi",
      withFinnishForm(start({ country: "fi", caseType: "resident" }), (form) => ({
        ...form,
        caseArea: "apartment",
        selectedApartmentId: "other-address",
      })),
      "close",
    ],
  ] as const;
  it.each(cases.map(([name, site, state, action]) => ({ name, site, state, action })))(
    "$name on $site: new report and $action",
    ({ site, state, action }) => {
      expect(completionActions(state, site)).toEqual(["newReport", action]);
    },
  );
});
