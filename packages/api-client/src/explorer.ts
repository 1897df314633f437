import {
  ExplorerDataSchema,
  ExplorerObjectSchema,
  ExplorerObjectsResponseSchema,
  ExternalLinkerSchema,
  PanoramaProjectSchema,
  type ClickAreasUpdate,
  type ExplorerData,
  type ExplorerObject,
  type ExplorerObjectSearch,
  type ExplorerObjectsResponse,
  type ExternalLinker,
  type PanoramaProject,
} from "@housing/contracts/explorer";
import { API_BASE_PATHS } from "@housing/site-config";
import type { KyInstance } from "ky";
import * as v from "valibot";
import { call } from "./client";
import { ApiError } from "./errors";
import { parseOrThrow } from "./parse";
import { getJson, postJson, segment, type CallOptions } from "./request";

/*
 * The residence explorer's calls (spec section 7, "Explorer"), on the explorer's own base path.
 * Public, except the object search with `isEditMode` or `hasMadePurchase` and the click-area
 * save: those go through the session bridge in the browser (the server reads the session's token).
 * Answers are checked against @housing/contracts/explorer.
 */

/** The explorer's base path without its leading slash, for ky's prefixUrl. */
export const EXPLORER_BASE = API_BASE_PATHS.residenceExplorer.replace(/^\//, "");

/** GET get/{stageId}: the building, its views and apartments, the sun study and the settings. */
export function getExplorerData(http: KyInstance, stageId: string, options?: CallOptions): Promise<ExplorerData> {
  return getJson(http, `${EXPLORER_BASE}/get/${segment(stageId)}`, ExplorerDataSchema, options);
}

/** GET getExternalLinker/{id}: where a link from elsewhere opens the explorer. */
export function getExternalLinker(http: KyInstance, id: string, options?: CallOptions): Promise<ExternalLinker> {
  return getJson(http, `${EXPLORER_BASE}/getExternalLinker/${segment(id)}`, ExternalLinkerSchema, options);
}

/** POST objects: the stage's homes (a page of at most 200), and whether the caller may edit. */
export function searchExplorerObjects(
  http: KyInstance,
  body: ExplorerObjectSearch,
  options?: CallOptions,
): Promise<ExplorerObjectsResponse> {
  return postJson(http, `${EXPLORER_BASE}/objects`, body, ExplorerObjectsResponseSchema, options);
}

/** GET getobject/{id}: one home. */
export function getExplorerObject(http: KyInstance, objectId: string, options?: CallOptions): Promise<ExplorerObject> {
  return getJson(http, `${EXPLORER_BASE}/getobject/${segment(objectId)}`, ExplorerObjectSchema, options);
}

/**
 * The 360 project data of one home, from the URL the explorer data names (`settings.projectDataUrl`
 * with `{number}`): a path on the API host. Null when the home has none (404): the no-views flag.
 */
export async function getPanoramaProject(
  http: KyInstance,
  projectPath: string,
  options?: CallOptions,
): Promise<PanoramaProject | null> {
  try {
    return await getJson(http, projectPath.replace(/^\//, ""), PanoramaProjectSchema, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const SavedSchema = v.object({ saved: v.literal(true), count: v.number() });

/** PUT views/{stageId}/{viewId}/clickareas: project staff correct a view's click areas (edit mode). */
export function saveClickAreas(
  http: KyInstance,
  stageId: string,
  viewId: string,
  body: ClickAreasUpdate,
  options: CallOptions = {},
): Promise<v.InferOutput<typeof SavedSchema>> {
  return call(async () =>
    parseOrThrow(
      SavedSchema,
      await http
        .put(`${EXPLORER_BASE}/views/${segment(stageId)}/${segment(viewId)}/clickareas`, {
          json: body,
          signal: options.signal,
        })
        .json(),
    ),
  );
}
