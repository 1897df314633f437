/*
 * The interest form on its own, for Storybook and other hosts that show it outside a catalogue
 * page. Catalogue pages load it through lazy.tsx, so the site's other pages never carry it.
 */
export { InterestForm, type InterestFormProps } from "./templates/catalogue/interest-form";
export { InterestSubmitProvider, type InterestSubmitter } from "./templates/catalogue/interest-submit";
export { InterestSection } from "./templates/catalogue/interest-section";
