/*
 * What the seed wrote, for tests that compare the API's answers with it. Tests in src/core and
 * src/modules read seed data only through src/testing, so the rule that runtime code never
 * imports seed code (eslint.config.js) holds for every file there without exceptions.
 */
export { catalogueListPagesOf } from "../seed/content/catalogue-pages";
export { EDITORIAL_SITES, editorialPageTable } from "../seed/content/editorial-pages";
export { EDITORIAL_TEMPLATES } from "../seed/content/editorial-types";
export { startPages } from "../seed/content/start-pages";
export { DEMO_PASSWORD, DEMO_USERS, demoUserId } from "../seed/account";
export { demoAssociationId } from "../seed/account";
export { caseId, roundId } from "../seed/cases";
export { agreementId, assetId, faqId, propertyIdOf, roomId } from "../seed/case-places";
