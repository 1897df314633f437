import * as v from "valibot";
import type { WizardState } from "../engine/reducer";
import type { ViewName } from "../engine/types";
import type { CaseErrorKey } from "./fields";
import { type FileError, fileErrors } from "./files";
import { finnishStepSchema, type StepRules, wizardStepSchema } from "./step-schemas";

/** A step's errors: the first error key per field, by dotted path (`contact.firstName`), and the files'. */
export interface StepErrors {
  fields: Partial<Record<string, CaseErrorKey>>;
  files: FileError[];
}

export function rulesOf(state: WizardState): StepRules {
  const appliances = state.steps.find((step) => step.viewName === "Appliances");
  return {
    country: state.country,
    caseType: state.type,
    isApplianceRequired: appliances !== undefined && appliances.optional !== true,
  };
}

/** The errors of one step of the form as it stands (spec section 5); none means Next may go on. */
export function stepErrors(
  state: WizardState,
  viewName: ViewName = state.steps[state.currentStepRender]!.viewName,
): StepErrors {
  const form = state.formData;
  const rules = rulesOf(state);
  const schema =
    form.kind === "wizard" ? wizardStepSchema(viewName, form, rules) : finnishStepSchema(viewName, form, rules);
  const fields: Partial<Record<string, CaseErrorKey>> = {};
  if (schema) {
    const result = v.safeParse(schema, form);
    for (const issue of result.issues ?? []) {
      const path = (issue.path ?? []).map((item) => String(item.key)).join(".");
      fields[path] ??= issue.message as CaseErrorKey;
    }
  }
  return { fields, files: viewName === "Description" ? fileErrors(form.files) : [] };
}

export function hasErrors(errors: StepErrors): boolean {
  return Object.keys(errors.fields).length > 0 || errors.files.length > 0;
}
