import type { Country } from "@housing/site-config";
import type { CaseFormValues, FinnishFormValues, WizardFormValues } from "../form/values";
import { createWizard, type FaqBlock, wizardReducer, type WizardAction, type WizardState } from "./reducer";
import { sequenceFor } from "./select-sequence";
import type { CaseType, ViewName } from "./types";
import { wizardView } from "./view";

/** Test helpers: a wizard for a role and country, a form change, and a walk of Next to the summary. */

export interface Setup {
  country: Country;
  caseType: CaseType;
  hasAgreements?: boolean;
  newCase?: boolean;
}

export function start({ country, caseType, hasAgreements = true, newCase = false }: Setup): WizardState {
  return createWizard({ sequence: sequenceFor({ country, caseType, hasAgreements }), country, caseType, newCase });
}

export function apply(state: WizardState, ...actions: WizardAction[]): WizardState {
  return actions.reduce(wizardReducer, state);
}

export function withWizardForm(state: WizardState, change: (form: WizardFormValues) => WizardFormValues): WizardState {
  if (state.formData.kind !== "wizard") throw new Error("not the wizard form");
  return apply(state, { type: "change", formData: change(state.formData) });
}

export function withFinnishForm(
  state: WizardState,
  change: (form: FinnishFormValues) => FinnishFormValues,
): WizardState {
  if (state.formData.kind !== "finnish") throw new Error("not the Finnish form");
  return apply(state, { type: "change", formData: change(state.formData) as CaseFormValues });
}

export const faqBlock: FaqBlock = { id: "faq-1", title: "Återställ säkringen", body: "Kontrollera proppskåpet." };

export interface Visit {
  viewName: ViewName;
  counter: string | null;
}

/** Presses Next from the current step until it no longer shows, recording each step and its counter. */
export function walk(state: WizardState): { visits: Visit[]; state: WizardState } {
  const visits: Visit[] = [];
  let current = state;
  for (let guard = 0; guard < 20; guard += 1) {
    const view = wizardView(current);
    visits.push({
      viewName: view.step.viewName,
      counter: view.counter ? `${view.counter.number}/${view.counter.total}` : null,
    });
    if (!view.buttons.next) break;
    const next = wizardReducer(current, { type: "next" });
    if (next === current) throw new Error(`Next did not move from ${view.step.viewName}`);
    current = next;
  }
  return { visits, state: current };
}

export const names = (visits: Visit[]) => visits.map((visit) => visit.viewName);
