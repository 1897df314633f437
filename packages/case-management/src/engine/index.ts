export * from "./types";
export { SEQUENCES } from "./sequences";
export { sequenceFor, type SequenceChoice } from "./select-sequence";
export {
  createWizard,
  factsOf,
  isActive,
  sequenceOf,
  wizardReducer,
  type FaqBlock,
  type WizardAction,
  type WizardStart,
  type WizardState,
} from "./reducer";
export {
  canSeeCreatedCase,
  completionActions,
  summarySections,
  wizardView,
  type CompletionAction,
  type StepListItem,
  type WizardView,
} from "./view";
