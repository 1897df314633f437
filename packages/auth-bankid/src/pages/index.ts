/**
 * The login's pages for Storybook and tests (the sites render them through the pages' manifest,
 * `@housing/auth-bankid/pages-manifest`, whose lazy wrappers keep them out of other pages).
 */
export { ConsentForm, ConsentFormSchema, ConsentPage } from "./consent/consent-page";
export { authBankidPagesMessages } from "./messages";
