import { getSite, type SiteCode } from "@housing/site-config";
import { isOtherAddress } from "../form/transitions";
import { isActive, sequenceOf, type WizardState } from "./reducer";
import type { CaseManagementMessageId } from "../messages";
import type { ViewName, WizardStep } from "./types";

export interface StepListItem {
  viewName: ViewName;
  legendTitle: CaseManagementMessageId;
  current: boolean;
  completed: boolean;
}

export interface WizardView {
  step: WizardStep;
  index: number;
  /** No counter, progress bar or step list (the terms and the completion screen). */
  isShellHidden: boolean;
  /** "Step number of total" (spec section 2); null where the shell is hidden. */
  counter: { number: number; total: number } | null;
  /** Spec section 2: the progress bar shows the step number over the total plus one (0 to 1). */
  progress: number;
  stepList: StepListItem[];
  buttons: { next: boolean; previous: boolean; cancel: boolean; submit: boolean };
  nextText: CaseManagementMessageId;
  previousText: CaseManagementMessageId;
}

/** Counted steps: active, neither optional nor uncounted (the terms are uncounted). */
function countedIndexes(state: WizardState): number[] {
  return state.steps.flatMap((step, index) =>
    !step.doNotCount && !step.optional && isActive(state, index) ? [index] : [],
  );
}

/**
 * Spec section 2's "from step index 2" counts the terms step; a new case has none, so its
 * Previous shows one step earlier (never on its first step).
 */
function previousFrom(state: WizardState): number {
  const threshold = sequenceOf(state).previousFromIndex;
  return state.newCase ? Math.max(1, threshold - 1) : threshold;
}

/** The derived view of spec section 2: counter, progress, step list and buttons. */
export function wizardView(state: WizardState): WizardView {
  const index = state.currentStepRender;
  const step = state.steps[index]!;
  const counted = countedIndexes(state);
  const total = counted.length;
  const number = step.isCompletion ? total + 1 : counted.filter((candidate) => candidate <= index).length;
  const isShellHidden = step.hideShell === true;
  const isSummary = step.viewName === "Summary";
  const hasPrevious = state.steps.slice(0, index).some((candidate, i) => !candidate.optional && isActive(state, i));
  const previous = !step.isCompletion && !step.hidePrevious && index > 0 && hasPrevious && index >= previousFrom(state);
  return {
    step,
    index,
    isShellHidden,
    counter: isShellHidden ? null : { number, total },
    progress: number / (total + 1),
    stepList: counted.flatMap((i) => {
      const listed = state.steps[i]!;
      return listed.legendTitle
        ? [
            {
              viewName: listed.viewName,
              legendTitle: listed.legendTitle,
              current: listed.current,
              completed: listed.completed,
            },
          ]
        : [];
    }),
    buttons: {
      next: !step.isCompletion && !isSummary,
      previous,
      cancel: !step.isCompletion,
      submit: isSummary,
    },
    nextText: step.nextText ?? "case-management.button.next",
    previousText: step.previousText ?? "case-management.button.previous",
  };
}

/** The summary's sections: each filled-in listed step, with its edit link's target. */
export function summarySections(state: WizardState): { viewName: ViewName; legendTitle: CaseManagementMessageId }[] {
  return state.steps.flatMap((step, index) =>
    step.legendTitle &&
    step.viewName !== "Summary" &&
    !step.isCompletion &&
    isActive(state, index) &&
    (step.completed || !step.optional)
      ? [{ viewName: step.viewName, legendTitle: step.legendTitle }]
      : [],
  );
}

export type CompletionAction = "newReport" | "seeErrands" | "close";

/**
 * The completion screen's actions (spec section 2 and 4): always a new report; 'see errands' when
 * the site has the errands page and the role may read the case it just created (a resident only
 * for an apartment with a chosen agreement, a board member with management always, a board member
 * without management never), else 'close'.
 */
export function completionActions(state: WizardState, site: SiteCode): CompletionAction[] {
  const hasErrands = getSite(site).routes.paths.errands !== undefined && getSite(site).features.hasLogin;
  return ["newReport", hasErrands && canSeeCreatedCase(state) ? "seeErrands" : "close"];
}

export function canSeeCreatedCase(state: WizardState): boolean {
  if (state.type === "boardMember") return true;
  if (state.type === "boardMemberNoManagement") return false;
  const form = state.formData;
  if (form.kind === "finnish") {
    return (
      form.caseArea === "apartment" &&
      form.selectedApartmentId !== "" &&
      !isOtherAddress({ id: form.selectedApartmentId })
    );
  }
  const apartment = form.address.selectedApartment;
  return (
    form.address.type === "apartment" &&
    apartment !== null &&
    !isOtherAddress(apartment) &&
    sequenceOf(state).steps.some((s) => s.viewName === "SelectResidence")
  );
}
