import type { Country } from "@housing/site-config";
import { isElevatorOrAppliances } from "../form/transitions";
import { type CaseFormValues, type ContactPrefill, emptyFinnishForm, emptyWizardForm } from "../form/values";
import { SEQUENCES } from "./sequences";
import type { CaseType, SequenceDefinition, SequenceId, StepFacts, ViewName, WizardStep } from "./types";

/** A FAQ article shown on the FAQ screen (spec section 3, faqBlocks). */
export interface FaqBlock {
  id: string;
  title: string;
  body: string;
}

/** Spec section 3, Case management state; `currentStepRender` is the index of the step shown. */
export interface WizardState {
  sequenceId: SequenceId;
  type: CaseType;
  country: Country;
  newCase: boolean;
  steps: WizardStep[];
  currentStepRender: number;
  formData: CaseFormValues;
  faqBlocks: FaqBlock[];
  loginStarted: boolean;
}

export type WizardAction =
  | { type: "next" }
  | { type: "previous" }
  | { type: "goTo"; viewName: ViewName }
  | { type: "reset" }
  | { type: "submitted" }
  | { type: "change"; formData: CaseFormValues }
  | { type: "setFaqBlocks"; faqBlocks: FaqBlock[] }
  | { type: "requireStep"; viewName: ViewName }
  | { type: "loginStarted" };

export interface WizardStart {
  sequence: SequenceDefinition;
  country: Country;
  caseType: CaseType;
  /** A new case (started again from the completion screen or my pages) drops the terms step. */
  newCase?: boolean;
  prefill?: ContactPrefill;
}

function stepsOf(sequence: SequenceDefinition, newCase: boolean): WizardStep[] {
  const definitions = newCase ? sequence.steps.filter((step) => step.viewName !== "Terms") : sequence.steps;
  return definitions.map(({ when: _when, ...step }, index) => ({ ...step, current: index === 0, completed: false }));
}

export function createWizard({ sequence, country, caseType, newCase = false, prefill }: WizardStart): WizardState {
  return {
    sequenceId: sequence.id,
    type: caseType,
    country,
    newCase,
    steps: stepsOf(sequence, newCase),
    currentStepRender: 0,
    formData: sequence.form === "finnish" ? emptyFinnishForm(prefill) : emptyWizardForm(prefill),
    faqBlocks: [],
    loginStarted: false,
  };
}

export function sequenceOf(state: WizardState): SequenceDefinition {
  return SEQUENCES[state.sequenceId];
}

export function factsOf(state: WizardState): StepFacts {
  const form = state.formData;
  return {
    country: state.country,
    caseType: state.type,
    area: form.kind === "wizard" ? form.address.type : form.caseArea,
    isElevatorOrAppliances: form.kind === "wizard" && isElevatorOrAppliances(form),
    hasFaqArticles: state.faqBlocks.length > 0,
  };
}

/** Whether a step takes part in the run as the form now stands (its condition holds). */
export function isActive(state: WizardState, index: number): boolean {
  const step = state.steps[index];
  if (!step) return false;
  const definition = sequenceOf(state).steps.find((candidate) => candidate.viewName === step.viewName);
  return definition?.when?.(factsOf(state)) ?? true;
}

/** Where Next or Previous lands: the nearest active, non-optional step that is not the completion screen. */
function landing(state: WizardState, direction: 1 | -1): number | null {
  for (let index = state.currentStepRender + direction; index >= 0 && index < state.steps.length; index += direction) {
    const step = state.steps[index]!;
    if (step.isCompletion || step.optional || !isActive(state, index)) continue;
    return index;
  }
  return null;
}

function moveTo(state: WizardState, target: number, completeCurrent: boolean): WizardState {
  const steps = state.steps.map((step, index) => ({
    ...step,
    current: index === target,
    completed: step.completed || (completeCurrent && index === state.currentStepRender),
  }));
  return { ...state, steps, currentStepRender: target };
}

/**
 * The wizard's state machine (spec section 4): Next marks the step completed and moves on past
 * optional and conditioned-out steps; Previous steps back past them; goTo is the summary's edit
 * link; the appliance step turns required on request; reset starts again with an empty form.
 * Validating the step and saving the draft before Next are the caller's (form/, draft/).
 */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "next": {
      const target = landing(state, 1);
      return target === null ? state : moveTo(state, target, true);
    }
    case "previous": {
      const target = landing(state, -1);
      return target === null ? state : moveTo(state, target, false);
    }
    case "goTo": {
      const target = state.steps.findIndex((step) => step.viewName === action.viewName);
      if (target < 0 || state.steps[target]!.isCompletion || !isActive(state, target)) return state;
      // An edit link goes back, or forward only over steps already filled in.
      const isReached =
        target <= state.currentStepRender ||
        state.steps.slice(0, target).every((step, index) => step.completed || step.optional || !isActive(state, index));
      return isReached ? moveTo(state, target, false) : state;
    }
    case "submitted": {
      const target = state.steps.findIndex((step) => step.isCompletion);
      return target < 0 ? state : moveTo(state, target, true);
    }
    case "reset":
      return createWizard({
        sequence: sequenceOf(state),
        country: state.country,
        caseType: state.type,
        newCase: state.newCase,
      });
    case "change":
      return action.formData.kind === state.formData.kind ? { ...state, formData: action.formData } : state;
    case "setFaqBlocks":
      return { ...state, faqBlocks: action.faqBlocks };
    case "requireStep":
      return {
        ...state,
        steps: state.steps.map((step) => (step.viewName === action.viewName ? { ...step, optional: false } : step)),
      };
    case "loginStarted":
      return { ...state, loginStarted: true };
  }
}
