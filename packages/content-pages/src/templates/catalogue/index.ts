export { Gallery } from "./gallery";
export { InterestForm, type InterestFormProps } from "./interest-form";
export { InterestSubmitProvider, type InterestSubmitter } from "./interest-submit";
