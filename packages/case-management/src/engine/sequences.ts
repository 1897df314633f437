import type { SequenceDefinition, SequenceId, StepDefinition, StepFacts, ViewName } from "./types";

/*
 * The wizard's sequences of spec section 2 as data. One engine runs them all (reducer.ts); a step's
 * `when` says in which runs it takes part, `optional` and `doNotCount` how Next treats it.
 *
 * Decisions where the spec only hints:
 * - "Resident without management / board member" is one sequence, run by a board member with
 *   technical management and by a resident who has no agreement to pick from (the resident then
 *   searches the residence like a board member). A resident with agreements in Sweden or Norway runs
 *   the resident variant (residence chosen among the agreements).
 * - The FAQ screen is not in section 2's Swedish lists, but section 4 leads to it after the problem
 *   is chosen (elevator, appliances, wet-room appliances or an apartment item with FAQ entries), so
 *   every Swedish and Norwegian sequence has it after the details, uncounted, when articles exist.
 * - "Norway has its own sequences": the same screens in the same order (its wording is the nb
 *   catalogue), with three differences of its own: Previous shows from index 1 (section 2 names
 *   index 2 only for the Finnish and Swedish flows), a resident always runs the resident variant
 *   (the Norwegian site has no residence search for residents), and the no-management board
 *   member's placeholder object and property and 9-digit compound number are Norway's (form/).
 * - A new case drops the terms step (engine: `withoutTerms`), in every sequence.
 */

const isFinland = (facts: StepFacts) => facts.country === "fi";
const hasFaq = (facts: StepFacts) => !isFinland(facts) && facts.hasFaqArticles;
const needsAppliance = (facts: StepFacts) => !isFinland(facts) && facts.isElevatorOrAppliances;

function step(viewName: ViewName, rest: Omit<StepDefinition, "viewName" | "title"> = {}): StepDefinition {
  return { viewName, title: `case-management.step.${viewName}.title`, ...rest };
}
type ListedView = Exclude<ViewName, "Terms" | "FaqSection" | "Appliances" | "Done">;
const legend = (viewName: ListedView) => `case-management.step.${viewName}.legend` as const;

const terms = step("Terms", { hideShell: true, doNotCount: true, nextText: "case-management.button.acceptTerms" });
const personalInfo = step("PersonalInfo", { legendTitle: legend("PersonalInfo") });
const personalInfoNoManagement = { ...personalInfo, variant: "noManagement" } as const;
const problemArea = step("ProblemArea", { legendTitle: legend("ProblemArea") });
const problemAreaDetails = step("ProblemAreaDetails", { legendTitle: legend("ProblemAreaDetails") });
const faq = step("FaqSection", { doNotCount: true, when: hasFaq });
// Spec section 2: "appliances (optional, hidden from counter)"; made required on request (section 4).
const appliances = step("Appliances", { optional: true, doNotCount: true, when: needsAppliance });
const description = step("Description", { legendTitle: legend("Description") });
const summary = step("Summary", { legendTitle: legend("Summary"), nextText: "case-management.button.submit" });
const done = step("Done", { hideShell: true, doNotCount: true, hidePrevious: true, isCompletion: true });

const base: readonly StepDefinition[] = [
  terms,
  personalInfo,
  step("SearchResidence", { legendTitle: legend("SearchResidence") }),
  problemArea,
  problemAreaDetails,
  faq,
  appliances,
  description,
  summary,
  done,
];

const noManagement: readonly StepDefinition[] = [
  terms,
  personalInfoNoManagement,
  step("Compound", { legendTitle: legend("Compound") }),
  step("EstateAddress", { legendTitle: legend("EstateAddress") }),
  problemArea,
  problemAreaDetails,
  faq,
  appliances,
  description,
  { ...summary, variant: "noManagement" },
  done,
];

const residentVariant: readonly StepDefinition[] = [
  terms,
  personalInfoNoManagement,
  step("SelectResidence", { legendTitle: legend("SelectResidence"), variant: "resident" }),
  problemArea,
  problemAreaDetails,
  faq,
  appliances,
  description,
  { ...summary, variant: "resident" },
  done,
];

// Spec section 2, the Finnish flow, each step with its condition.
const finnish: readonly StepDefinition[] = [
  terms,
  personalInfo,
  step("SelectResidence", { legendTitle: legend("SelectResidence"), when: (f) => f.caseType === "resident" }),
  step("PetsAndKeys", {
    legendTitle: legend("PetsAndKeys"),
    when: (f) => f.caseType === "resident" && f.area === "apartment" && isFinland(f),
  }),
  step("SearchResidence", { legendTitle: legend("SearchResidence"), when: (f) => f.caseType !== "resident" }),
  step("SelectRoom", { legendTitle: legend("SelectRoom"), when: (f) => f.area === "apartment" }),
  step("SelectPublicRoom", { legendTitle: legend("SelectPublicRoom"), when: (f) => f.area === "public" }),
  step("SelectRoomDetail", { legendTitle: legend("SelectRoomDetail") }),
  faq,
  step("Appliances", { doNotCount: true, when: needsAppliance }),
  description,
  summary,
  done,
];

export const SEQUENCES: Record<SequenceId, SequenceDefinition> = {
  resident: { id: "resident", form: "wizard", steps: base, previousFromIndex: 2 },
  boardMember: { id: "boardMember", form: "wizard", steps: base, previousFromIndex: 2 },
  boardMemberNoManagement: {
    id: "boardMemberNoManagement",
    form: "wizard",
    steps: noManagement,
    previousFromIndex: 2,
  },
  residentVariant: { id: "residentVariant", form: "wizard", steps: residentVariant, previousFromIndex: 2 },
  noResident: { id: "noResident", form: "wizard", steps: residentVariant, previousFromIndex: 1 },
  noBoardMember: { id: "noBoardMember", form: "wizard", steps: base, previousFromIndex: 1 },
  noBoardMemberNoManagement: {
    id: "noBoardMemberNoManagement",
    form: "wizard",
    steps: noManagement,
    previousFromIndex: 1,
  },
  finnish: { id: "finnish", form: "finnish", steps: finnish, previousFromIndex: 2 },
};
