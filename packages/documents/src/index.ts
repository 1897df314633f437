/* The documents pages' parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { documentsManifest } from "./manifest";
export { documentsMessages } from "./messages";
export { DocumentActionPage, DocumentDonePage, DocumentsPage } from "./documents-page";
export { DocumentList } from "./client/document-list";
export { DocumentAction } from "./client/document-action";
export { DocumentDone } from "./client/document-done";
export { SignWithBankId, type SignState } from "./client/sign-with-bankid";
export { SignWithEident, type EidentSignState } from "./client/sign-with-eident";
export { EidentSignReturn, type EidentReturnState } from "./client/eident-sign-return";
export { documentsQueryKey } from "./client/documents-query";
