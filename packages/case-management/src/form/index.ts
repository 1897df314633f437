export * from "./constants";
export * from "./values";
export * from "./transitions";
export * from "./fields";
export * from "./files";
export { finnishStepSchema, wizardStepSchema, type StepRules, type StepSchema } from "./step-schemas";
export { hasErrors, rulesOf, stepErrors, type StepErrors } from "./validate";
