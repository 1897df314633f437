import {
  AgreementsResponseSchema,
  AssociationAccountSchema,
  CaseAssetsResponseSchema,
  CaseBuildingsResponseSchema,
  CaseDetailSchema,
  CaseRoomsResponseSchema,
  CasesResponseSchema,
  CreateCaseResponseSchema,
  FaqArticlesResponseSchema,
  HasCasesResponseSchema,
  RoundDetailSchema,
  RoundsResponseSchema,
  type AssociationAccount,
  type CaseArticlesRequest,
  type CaseDetail,
  type CaseFaqRequest,
  type CaseSearchRequest,
  type CaseUpdateRequest,
  type CasesResponse,
  type CreateCaseRequestInput,
  type CreateCaseResponse,
  type RoundDetail,
} from "@housing/contracts/cases";
import { SESSION_BRIDGE_PATH } from "@housing/contracts";
import type { SiteKey } from "@housing/site-config";
import type { KyInstance } from "ky";
import type * as v from "valibot";
import { getJson, patchJson, postJson, segment, sendMultipart, type CallOptions } from "./request";

/*
 * Case management's calls (spec section 7; the API's cases module): the board variant under
 * `/case_management`, the resident's under `/case_management/customer`. Personal: in the
 * browser through the session bridge, on the server with the session's token. Answers are
 * checked against @housing/contracts/cases. The create and update calls send multipart: the
 * request as JSON in the `request` part, then the files (`files`).
 */

/** Which variant a shared call goes to: a board login's, or the resident's. */
export type CaseVariant = "board" | "customer";

const BOARD = "case_management";
const baseOf = (variant: CaseVariant) => (variant === "board" ? BOARD : `${BOARD}/customer`);

/** POST /case_management/search/object: apartments of the board's association by address. */
export function searchCaseObjects(http: KyInstance, body: CaseSearchRequest, options?: CallOptions) {
  return postJson(http, `${BOARD}/search/object`, body, AgreementsResponseSchema, options);
}

/** POST /case_management/search/building: buildings of the board's association by address. */
export function searchCaseBuildings(http: KyInstance, body: CaseSearchRequest, options?: CallOptions) {
  return postJson(http, `${BOARD}/search/building`, body, CaseBuildingsResponseSchema, options);
}

/** GET /case_management/has_cases: whether the user has cases they may read. */
export function getHasCases(http: KyInstance, options?: CallOptions) {
  return getJson(http, `${BOARD}/has_cases`, HasCasesResponseSchema, options);
}

/** GET /case_management/rooms/{agreementId}: an apartment's rooms. */
export function getCaseRooms(http: KyInstance, agreementId: string, options?: CallOptions) {
  return getJson(http, `${BOARD}/rooms/${segment(agreementId)}`, CaseRoomsResponseSchema, options);
}

/** GET /case_management/building_rooms/{propertyId}: a property's common areas. */
export function getCaseBuildingRooms(http: KyInstance, propertyId: string, options?: CallOptions) {
  return getJson(http, `${BOARD}/building_rooms/${segment(propertyId)}`, CaseRoomsResponseSchema, options);
}

/** GET /case_management/assets/{roomId}: a room's assets. */
export function getCaseAssets(http: KyInstance, roomId: string, options?: CallOptions) {
  return getJson(http, `${BOARD}/assets/${segment(roomId)}`, CaseAssetsResponseSchema, options);
}

/** GET /case_management/cases or /customer/get_cases: the user's errands, newest first. */
export function getCases(http: KyInstance, variant: CaseVariant, options?: CallOptions): Promise<CasesResponse> {
  const path = variant === "board" ? `${BOARD}/cases` : `${BOARD}/customer/get_cases`;
  return getJson(http, path, CasesResponseSchema, options);
}

/** GET .../case/{id}: one errand with its files. */
export function getCase(
  http: KyInstance,
  variant: CaseVariant,
  id: string,
  options?: CallOptions,
): Promise<CaseDetail> {
  return getJson(http, `${baseOf(variant)}/case/${segment(id)}`, CaseDetailSchema, options);
}

/** PATCH .../case/{id} (multipart): description, alternative contact, files removed and added. */
export function updateCase(
  http: KyInstance,
  variant: CaseVariant,
  id: string,
  body: CaseUpdateRequest,
  files: readonly File[],
  options?: CallOptions,
): Promise<CaseDetail> {
  const path = `${baseOf(variant)}/case/${segment(id)}`;
  return sendMultipart(http, "patch", path, { request: body, files }, CaseDetailSchema, options);
}

/** PATCH .../case/{id}/close: cancelled by customer (the Norwegian variant on the Norwegian site). */
export function closeCase(
  http: KyInstance,
  variant: CaseVariant,
  id: string,
  site: SiteKey,
  options?: CallOptions,
): Promise<CaseDetail> {
  return patchJson(http, `${baseOf(variant)}/case/${segment(id)}/close`, { site }, CaseDetailSchema, options);
}

/** POST /case_management/create_board_case/v2 or /customer/create_case (multipart): a fault report with its files. */
export function createCase(
  http: KyInstance,
  variant: CaseVariant,
  body: CreateCaseRequestInput,
  files: readonly File[],
  options?: CallOptions,
): Promise<CreateCaseResponse> {
  const path = variant === "board" ? `${BOARD}/create_board_case/v2` : `${BOARD}/customer/create_case`;
  return sendMultipart(http, "post", path, { request: body, files }, CreateCaseResponseSchema, options);
}

/** GET /case_management/rounds: the association's rounds. */
export function getRounds(http: KyInstance, options?: CallOptions) {
  return getJson(http, `${BOARD}/rounds`, RoundsResponseSchema, options);
}

/** GET /case_management/rounds/{id}: one round with its control points. */
export function getRound(http: KyInstance, id: string, options?: CallOptions): Promise<RoundDetail> {
  return getJson(http, `${BOARD}/rounds/${segment(id)}`, RoundDetailSchema, options);
}

/** GET /case_management/account: the association's board e-mail. */
export function getAssociationAccount(http: KyInstance, options?: CallOptions): Promise<AssociationAccount> {
  return getJson(http, `${BOARD}/account`, AssociationAccountSchema, options);
}

/** PATCH /case_management/account: sets the board e-mail. */
export function updateAssociationAccount(
  http: KyInstance,
  body: AssociationAccount,
  options?: CallOptions,
): Promise<AssociationAccount> {
  return patchJson(http, `${BOARD}/account`, body, AssociationAccountSchema, options);
}

/** POST /case_management/casefaq: FAQ articles by id (null: all of the site's country). */
export function getCaseFaq(http: KyInstance, body: CaseFaqRequest, options?: CallOptions) {
  return postJson(http, `${BOARD}/casefaq`, body, FaqArticlesResponseSchema, options);
}

/** POST /case_management/customer/articles: FAQ articles by id, in the order asked. */
export function getCaseArticles(http: KyInstance, body: CaseArticlesRequest, options?: CallOptions) {
  return postJson(http, `${BOARD}/customer/articles`, body, FaqArticlesResponseSchema, options);
}

/** GET /case_management/customer/get_agreements: the resident's apartments. */
export function getAgreements(
  http: KyInstance,
  options?: CallOptions,
): Promise<v.InferOutput<typeof AgreementsResponseSchema>> {
  return getJson(http, `${BOARD}/customer/get_agreements`, AgreementsResponseSchema, options);
}

/**
 * The browser's address of an errand's file: the session bridge's path for the `path` the API
 * gave with the file (the login token stays in its httpOnly cookie), with the sites' trailing slash.
 */
export function caseFileHref(path: string): string {
  return `${SESSION_BRIDGE_PATH}${path.replace(/^\//, "")}/`;
}
