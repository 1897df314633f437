import {
  AgreementsResponseSchema,
  AssociationAccountSchema,
  CaseArticlesRequestSchema,
  CaseAssetsResponseSchema,
  CaseBuildingsResponseSchema,
  CaseDetailSchema,
  CaseFaqRequestSchema,
  CaseFileParamsSchema,
  CaseFileQuerySchema,
  CaseIdParamsSchema,
  CaseRoomsResponseSchema,
  CaseSearchRequestSchema,
  CaseUpdateRequestSchema,
  CasesResponseSchema,
  CloseCaseRequestSchema,
  CreateCaseRequestSchema,
  CreateCaseResponseSchema,
  FaqArticlesResponseSchema,
  HasCasesResponseSchema,
  RoundDetailSchema,
  RoundsResponseSchema,
} from "@housing/contracts/cases";
import { sites } from "@housing/site-config";
import type { OperationSpec } from "../../core/openapi/operation";

/* Case management's operations (README.md beside this file; spec section 7). */

const TAG = "Case management" as const;
const BOARD = "/case_management";
const CUSTOMER = "/case_management/customer";

const CASE_ID = "0d7c3a52-6e1f-4b8a-9c2d-3e4f5a6b7c8d";
const STATUS = {
  id: "3f1b6c2e-8a4d-4e0f-9b71-0c2d5e8a1001",
  key: "registered",
  group: "registered",
  colour: "blue",
  rank: 150,
  isPaused: false,
};
const SUMMARY = {
  id: CASE_ID,
  ticketNumber: 5001,
  caseStatusId: STATUS.id,
  status: STATUS,
  caseTypeName: "Garanti",
  creationDate: "2026-11-02T09:30:00.000Z",
  roomType: "Kök",
  objectName: "Lägenhet 1102",
  objectAddress: "Solgläntevägen 4",
  buildingPartName: "1102",
  brfName: null,
  otherResidentInfo: null,
  area: 899310001,
  problemArea: "Kök",
  buildingType: "Object",
};
const detail = (base: string) => ({
  ...SUMMARY,
  description: "Diskmaskinen läcker vatten.",
  problemAreaDetails: "Diskmaskin",
  updatedDate: "2026-11-02T09:30:00.000Z",
  alternativeContact: null,
  sendCopy: true,
  pets: null,
  petsDetail: null,
  keys: null,
  attachments: [
    {
      attachmentId: "4b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d",
      filename: "diskmaskin.jpg",
      contentType: "image/jpeg",
      size: 183_204,
      path: `${base}/file/4b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d/diskmaskin.jpg`,
    },
  ],
  isClosable: true,
});
const CREATE_EXAMPLE = {
  siteId: sites.se.siteId,
  propertyId: "",
  area: 899310001,
  roomId: "6a5b4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
  assetTypeId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  description: "Diskmaskinen läcker vatten.",
  objectId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  sendCopy: true,
};
const UPDATE_EXAMPLE = {
  site: "Jmse",
  description: "Diskmaskinen läcker fortfarande.",
  alternativeContactFirstName: "Björn",
  alternativeContactLastName: "Andersson",
  alternativeContactEmail: "bjorn.andersson@example.com",
  alternativeContactPhone: "070-123 45 67",
  removeFiles: ["4b2a1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d"],
};
const IMAGE_NOTE =
  "`?w=1200`, `1900` or `2560` (spec section 9): a JPEG or PNG as `image/webp` at that width, quality 75, " +
  "never larger than the original; another width 400, a file that is no image 400 `query.w: notAnImage`, " +
  "an image that does not decode 422 `imageUnreadable`.";
const FILE_RESPONSES = {
  200: { description: "The file (or the image at the asked width).", mediaType: "application/octet-stream" },
  422: { description: "The image's bytes do not decode (`imageUnreadable`)." },
} as const;
const CASE_REFUSALS = "404 for a case the caller may not read (spec section 4), like a missing one.";
const BOARD_ONLY = "403 `boardMemberRequired` without a board login of one of the user's associations.";

/** The calls both variants have: case, update, close, file. */
function sharedOperations(base: string, variant: "Board" | "Customer", who: string): OperationSpec[] {
  const suffix = variant === "Board" ? "" : "Customer";
  const boardNote = variant === "Board" ? ` ${BOARD_ONLY}` : "";
  return [
    {
      method: "get",
      path: `${base}/case/{id}`,
      operationId: `getCase${suffix}`,
      tag: TAG,
      summary: `One case of ${who}, with its files and status`,
      description: `${CASE_REFUSALS}${boardNote}`,
      params: CaseIdParamsSchema,
      requiresUser: true,
      responses: { 200: { description: "The case.", schema: CaseDetailSchema, example: detail(base) } },
    },
    {
      method: "patch",
      path: `${base}/case/{id}`,
      operationId: `updateCase${suffix}`,
      tag: TAG,
      summary: "Changes a case's description, alternative contact and files",
      description:
        "Spec section 3, case update. " +
        "Multipart (spec section 7): the request as JSON in the `request` part, first, then up to 5 files in `files` " +
        "parts (JPEG, PNG, PDF, MP4, QuickTime, DOCX by their bytes; 400 `fileType` otherwise). 413 " +
        "`submitErrorFileSize` for a sixth file, a file over 20 MB or over 100 MB in all. " +
        "`removeFiles` names the case's files to remove; 5 kept at most. " +
        "The contact is sent whole: left out, the reporter is the contact again. 409 `caseClosed` for a completed " +
        `or cancelled case. ${CASE_REFUSALS}${boardNote}`,
      params: CaseIdParamsSchema,
      body: { schema: CaseUpdateRequestSchema, example: UPDATE_EXAMPLE, mediaTypes: ["multipart/form-data"] },
      requiresUser: true,
      responses: { 200: { description: "The case as changed.", schema: CaseDetailSchema, example: detail(base) } },
    },
    {
      method: "patch",
      path: `${base}/case/{id}/close`,
      operationId: `closeCase${suffix}`,
      tag: TAG,
      summary: "Closes a case: cancelled by customer",
      description:
        "Spec section 4: the status becomes cancelled by customer, the Norwegian variant when `site` is Norwegian. " +
        `409 \`caseClosed\` when it is already completed or cancelled. ${CASE_REFUSALS}${boardNote}`,
      params: CaseIdParamsSchema,
      body: { schema: CloseCaseRequestSchema, example: { site: "Jmse" } },
      requiresUser: true,
      responses: { 200: { description: "The closed case.", schema: CaseDetailSchema, example: detail(base) } },
    },
    {
      method: "get",
      path: `${base}/file/{attachmentId}/{filename}`,
      operationId: `caseFile${suffix}`,
      tag: TAG,
      summary: "A case's file",
      description:
        "The bytes with their content type, checked as the case is (spec section 4). The file name must be the " +
        `stored one. 404 while the store does not have the bytes. ${IMAGE_NOTE} ${CASE_REFUSALS}${boardNote}`,
      params: CaseFileParamsSchema,
      query: CaseFileQuerySchema,
      requiresUser: true,
      responses: FILE_RESPONSES,
    },
  ];
}

const SEARCH_EXAMPLE = { text: "Solglänte", site: "Jmse" };

export const caseOperations: OperationSpec[] = [
  {
    method: "post",
    path: `${BOARD}/search/object`,
    operationId: "searchCaseObjects",
    tag: TAG,
    summary: "Apartments of the board's association by address",
    description: `At most 20; empty for a board member without management (they report on a placeholder). ${BOARD_ONLY}`,
    body: { schema: CaseSearchRequestSchema, example: SEARCH_EXAMPLE },
    requiresUser: true,
    responses: { 200: { description: "The apartments.", schema: AgreementsResponseSchema } },
  },
  {
    method: "post",
    path: `${BOARD}/search/building`,
    operationId: "searchCaseBuildings",
    tag: TAG,
    summary: "Buildings of the board's association by address",
    description: `At most 20. ${BOARD_ONLY}`,
    body: { schema: CaseSearchRequestSchema, example: SEARCH_EXAMPLE },
    requiresUser: true,
    responses: { 200: { description: "The buildings.", schema: CaseBuildingsResponseSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/has_cases`,
    operationId: "hasCases",
    tag: TAG,
    summary: "Whether the caller has cases they may read",
    description: "The board's view for a board login, the resident's otherwise (spec section 4).",
    requiresUser: true,
    responses: { 200: { description: "The answer.", schema: HasCasesResponseSchema, example: { hasCases: true } } },
  },
  {
    method: "get",
    path: `${BOARD}/rooms/{id}`,
    operationId: "caseRooms",
    tag: TAG,
    summary: "An apartment's rooms (by agreement id)",
    description:
      "The resident's own apartment, an apartment of the managed association, or the placeholder object; 404 otherwise.",
    params: CaseIdParamsSchema,
    requiresUser: true,
    responses: { 200: { description: "The rooms with their FAQ ids.", schema: CaseRoomsResponseSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/building_rooms/{id}`,
    operationId: "caseBuildingRooms",
    tag: TAG,
    summary: "A property's common areas (by property id)",
    params: CaseIdParamsSchema,
    requiresUser: true,
    responses: { 200: { description: "The common areas with their FAQ ids.", schema: CaseRoomsResponseSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/assets/{id}`,
    operationId: "caseAssets",
    tag: TAG,
    summary: "A room's assets (by room id)",
    params: CaseIdParamsSchema,
    requiresUser: true,
    responses: { 200: { description: "The assets with their FAQ ids.", schema: CaseAssetsResponseSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/cases`,
    operationId: "listBoardCases",
    tag: TAG,
    summary: "The association's cases, newest first",
    description: `A board member with management: their association's board cases; without management: none (spec section 4). ${BOARD_ONLY}`,
    requiresUser: true,
    responses: { 200: { description: "The cases.", schema: CasesResponseSchema, example: { cases: [SUMMARY] } } },
  },
  ...sharedOperations(BOARD, "Board", "the association"),
  {
    method: "get",
    path: `${BOARD}/rounds`,
    operationId: "listRounds",
    tag: TAG,
    summary: "The association's rounds, newest first",
    description: `Board members with management only (empty otherwise). ${BOARD_ONLY}`,
    requiresUser: true,
    responses: { 200: { description: "The rounds.", schema: RoundsResponseSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/rounds/{id}`,
    operationId: "getRound",
    tag: TAG,
    summary: "One round with its control points",
    description: `404 for another association's round. ${BOARD_ONLY}`,
    params: CaseIdParamsSchema,
    requiresUser: true,
    responses: { 200: { description: "The round.", schema: RoundDetailSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/account`,
    operationId: "getAssociationAccount",
    tag: TAG,
    summary: "The association's board e-mail",
    description: BOARD_ONLY,
    requiresUser: true,
    responses: { 200: { description: "The account.", schema: AssociationAccountSchema } },
  },
  {
    method: "patch",
    path: `${BOARD}/account`,
    operationId: "updateAssociationAccount",
    tag: TAG,
    summary: "Sets the association's board e-mail",
    description: `Spec section 4: when the board e-mail of the form differs. ${BOARD_ONLY}`,
    body: { schema: AssociationAccountSchema, example: { email: "styrelsen@solglantan.example" } },
    requiresUser: true,
    responses: { 200: { description: "The account.", schema: AssociationAccountSchema } },
  },
  {
    method: "get",
    path: `${BOARD}/file/{attachmentId}/{filename}/rounds`,
    operationId: "roundFile",
    tag: TAG,
    summary: "A control point's file",
    description: `Board members with management of the round's association; 404 otherwise. ${IMAGE_NOTE} ${BOARD_ONLY}`,
    params: CaseFileParamsSchema,
    query: CaseFileQuerySchema,
    requiresUser: true,
    responses: FILE_RESPONSES,
  },
  {
    method: "post",
    path: `${BOARD}/create_board_case/v2`,
    operationId: "createBoardCase",
    tag: TAG,
    summary: "Reports a fault as a board member",
    description:
      "Spec section 3's fault report request. " +
      "Multipart (spec section 7): the request as JSON in the `request` part, first, then up to 5 files in `files` " +
      "parts (JPEG, PNG, PDF, MP4, QuickTime, DOCX by their bytes; 400 `fileType` otherwise). 413 " +
      "`submitErrorFileSize` for a sixth file, a file over 20 MB or over 100 MB in all. " +
      "With management: an " +
      "apartment (`objectId`) or building (`buildingId`) of the association. Without: the placeholder property, " +
      "with `compoundName`, `compoundNumber` (9 digits in Norway and Finland), `isMember` and the address. Starts " +
      `as Registered with a ticket number and a \`Case\` notification. 400 with field errors. ${BOARD_ONLY}`,
    body: { schema: CreateCaseRequestSchema, example: CREATE_EXAMPLE, mediaTypes: ["multipart/form-data"] },
    requiresUser: true,
    responses: { 201: { description: "The case.", schema: CreateCaseResponseSchema } },
  },
  {
    method: "post",
    path: `${BOARD}/casefaq`,
    operationId: "caseFaq",
    tag: TAG,
    summary: "FAQ articles by id (or all of the site's country with null)",
    body: { schema: CaseFaqRequestSchema, example: { faqIds: null, site: "Jmse" } },
    requiresUser: true,
    responses: { 200: { description: "The articles.", schema: FaqArticlesResponseSchema } },
  },
  {
    method: "post",
    path: `${CUSTOMER}/articles`,
    operationId: "caseArticlesCustomer",
    tag: TAG,
    summary: "FAQ articles by id, in the site's country",
    body: {
      schema: CaseArticlesRequestSchema,
      example: { ids: ["2f1e0d9c-8b7a-4c6d-9e5f-4a3b2c1d0e9f"], site: "Jmse" },
    },
    requiresUser: true,
    responses: { 200: { description: "The articles, in the order asked.", schema: FaqArticlesResponseSchema } },
  },
  {
    method: "get",
    path: `${CUSTOMER}/get_agreements`,
    operationId: "caseAgreementsCustomer",
    tag: TAG,
    summary: "The resident's apartments",
    requiresUser: true,
    responses: { 200: { description: "The apartments.", schema: AgreementsResponseSchema } },
  },
  {
    method: "get",
    path: `${CUSTOMER}/get_cases`,
    operationId: "listCasesCustomer",
    tag: TAG,
    summary: "The resident's cases, newest first",
    description: "Only cases reported for an apartment with a chosen agreement (spec section 4).",
    requiresUser: true,
    responses: { 200: { description: "The cases.", schema: CasesResponseSchema, example: { cases: [SUMMARY] } } },
  },
  {
    method: "post",
    path: `${CUSTOMER}/create_case`,
    operationId: "createCaseCustomer",
    tag: TAG,
    summary: "Reports a fault as a resident",
    description:
      "Spec section 3's fault report request. " +
      "Multipart (spec section 7): the request as JSON in the `request` part, first, then up to 5 files in `files` " +
      "parts (JPEG, PNG, PDF, MP4, QuickTime, DOCX by their bytes; 400 `fileType` otherwise). 413 " +
      "`submitErrorFileSize` for a sixth file, a file over 20 MB or over 100 MB in all. " +
      "The resident's " +
      "apartment (`objectId`), or the 'other address' with `address`, `zipCode` and `city`; pets and keys in " +
      "Finland. `isVisible` says whether the resident can open it afterwards (spec section 4). 400 with field errors.",
    body: { schema: CreateCaseRequestSchema, example: CREATE_EXAMPLE, mediaTypes: ["multipart/form-data"] },
    requiresUser: true,
    responses: { 201: { description: "The case.", schema: CreateCaseResponseSchema } },
  },
  ...sharedOperations(CUSTOMER, "Customer", "the resident"),
];
