import type { Country } from "@housing/site-config";
import type { CaseManagementMessageId } from "../messages";

/** Spec section 2 and 6: the three case roles. */
export const CASE_TYPES = ["resident", "boardMember", "boardMemberNoManagement"] as const;
export type CaseType = (typeof CASE_TYPES)[number];

/**
 * Every screen of the wizard. The Finnish flow's names (spec section 2) and, for the Swedish and
 * Norwegian sequences, the screens they name in words (compound, estate address, problem area,
 * problem area details).
 */
export const VIEW_NAMES = [
  "Terms",
  "PersonalInfo",
  "Compound",
  "EstateAddress",
  "SelectResidence",
  "PetsAndKeys",
  "SearchResidence",
  "ProblemArea",
  "ProblemAreaDetails",
  "SelectRoom",
  "SelectPublicRoom",
  "SelectRoomDetail",
  "FaqSection",
  "Appliances",
  "Description",
  "Summary",
  "Done",
] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** A screen drawn in the no-management or resident way (spec section 2: "(no-management variant)"). */
export type StepVariant = "resident" | "noManagement";

/** What a step's condition may look at: the role, the country and what the form has chosen. */
export interface StepFacts {
  country: Country;
  caseType: CaseType;
  /** The report's subject: own apartment or a public space; null until chosen. */
  area: "apartment" | "public" | null;
  /** The problem chosen is an elevator or appliances (spec section 2, Appliances). */
  isElevatorOrAppliances: boolean;
  /** FAQ articles were found for the problem chosen (spec section 4: FAQ shown only then). */
  hasFaqArticles: boolean;
}

/** A step as the sequences' data declare it (spec section 3, Wizard step, without the run-time flags). */
export interface StepDefinition {
  viewName: ViewName;
  variant?: StepVariant;
  title: CaseManagementMessageId;
  /** Steps with a legend title are listed in the step list (unless optional or uncounted). */
  legendTitle?: CaseManagementMessageId;
  /** No counter, progress or step list around the step (the terms and the completion screen). */
  hideShell?: boolean;
  /** Next does not advance the counter past this step. */
  doNotCount?: boolean;
  /** Next and Previous pass over the step unless it was made required. */
  optional?: boolean;
  hidePrevious?: boolean;
  nextText?: CaseManagementMessageId;
  previousText?: CaseManagementMessageId;
  /** Reached by submitting, never by Next (the completion screen). */
  isCompletion?: boolean;
  /** The step is part of the run only when this holds; always when absent. */
  when?: (facts: StepFacts) => boolean;
}

/** A step of a running wizard: its definition plus spec section 3's current and completed flags. */
export interface WizardStep extends Omit<StepDefinition, "when"> {
  current: boolean;
  completed: boolean;
}

export type SequenceId =
  | "resident"
  | "boardMember"
  | "boardMemberNoManagement"
  | "residentVariant"
  | "noResident"
  | "noBoardMember"
  | "noBoardMemberNoManagement"
  | "finnish";

/** Which form a sequence fills: the wizard's (Sweden, Norway) or the Finnish one (spec section 3). */
export type FormKind = "wizard" | "finnish";

export interface SequenceDefinition {
  id: SequenceId;
  form: FormKind;
  steps: readonly StepDefinition[];
  /**
   * The first step index at which Previous shows (spec section 2: from index 2 in the Finnish and
   * Swedish flows, so nobody steps back onto the terms; Norway's flows from index 1).
   */
  previousFromIndex: number;
}
