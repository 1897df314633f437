import {
  ClickAreasUpdateSchema,
  ExplorerDataSchema,
  ExplorerObjectSchema,
  ExplorerObjectSearchSchema,
  ExplorerObjectsResponseSchema,
  ExternalLinkerSchema,
  PanoramaProjectSchema,
} from "@housing/contracts/explorer";
import { API_BASE_PATHS } from "@housing/site-config";
import * as v from "valibot";
import type { OperationSpec } from "../../core/openapi/operation";
import {
  LinkerParamsSchema,
  ObjectIdParamsSchema,
  ProjectParamsSchema,
  StageParamsSchema,
  TileParamsSchema,
  ViewParamsSchema,
} from "./request";

/** Documented on the default base path; a server with HOUSING_EXPLORER_BASE_PATH serves them under its own. */
const BASE = API_BASE_PATHS.residenceExplorer;
const STAGE_ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
const SavedSchema = v.object({ saved: v.literal(true), count: v.number() });

const operation = (spec: Omit<OperationSpec, "tag">): OperationSpec => ({ tag: "Residence explorer", ...spec });

/** Spec section 7, "Explorer" (the click-area save is ours: edit mode, section 6). */
export const explorerOperations: OperationSpec[] = [
  operation({
    method: "get",
    path: `${BASE}/get/{stageId}`,
    operationId: "explorerData",
    summary: "The stage's building, views, apartments, sun study and settings",
    description: "Derived from the catalogue's apartments of the stage; 404 for a stage without apartments.",
    params: StageParamsSchema,
    responses: { 200: { description: "The explorer data.", schema: ExplorerDataSchema } },
  }),
  operation({
    method: "get",
    path: `${BASE}/getExternalLinker/{id}`,
    operationId: "explorerExternalLinker",
    summary: "Where a link from elsewhere opens the explorer",
    params: LinkerParamsSchema,
    responses: { 200: { description: "The linker.", schema: ExternalLinkerSchema } },
  }),
  operation({
    method: "post",
    path: `${BASE}/objects`,
    operationId: "explorerObjects",
    summary: "The stage's homes, a page of at most 200",
    description:
      "Anonymous or with `Authorization: Bearer <token>`: with `hasMadePurchase` the caller's booked or bought homes are " +
      "marked `isOwn` and listed whatever the status filter; `isEditMode` needs the project's staff (401 anonymous, 403 others).",
    body: {
      schema: ExplorerObjectSearchSchema,
      example: { siteId: "Jmse", stageId: STAGE_ID, objectStatus: ["forSale"], offset: 0, size: 200 },
    },
    responses: { 200: { description: "The homes.", schema: ExplorerObjectsResponseSchema } },
  }),
  operation({
    method: "get",
    path: `${BASE}/getobject/{id}`,
    operationId: "explorerObject",
    summary: "One apartment",
    params: ObjectIdParamsSchema,
    responses: { 200: { description: "The home.", schema: ExplorerObjectSchema } },
  }),
  operation({
    method: "get",
    path: `${BASE}/files/360/{panoramaKey}/{tile}`,
    operationId: "explorerPanoramaTile",
    summary: "A tile of a 360 panorama (`{col}_{row}.png`)",
    params: TileParamsSchema,
    responses: { 200: { description: "The tile.", mediaType: "image/png" } },
  }),
  operation({
    method: "get",
    path: `${BASE}/files/{stageId}/{apartmentNumber}/project.json`,
    operationId: "explorerPanoramaProject",
    summary: "A home's 360 data",
    description: "404 when the home has no 360 views (the explorer's no-views flag).",
    params: ProjectParamsSchema,
    responses: { 200: { description: "The 360 project.", schema: PanoramaProjectSchema } },
  }),
  operation({
    method: "put",
    path: `${BASE}/views/{stageId}/{viewId}/clickareas`,
    operationId: "explorerSaveClickAreas",
    summary: "Project staff replace a view's click areas",
    description:
      "Needs the project's staff (403 otherwise); 404 for an unknown view; 400 for a home or view not of the stage.",
    requiresUser: true,
    params: ViewParamsSchema,
    body: {
      schema: ClickAreasUpdateSchema,
      example: {
        clickAreas: [
          {
            type: "view",
            value: "aerial",
            points: [
              [0.46, 0.01],
              [0.54, 0.01],
              [0.54, 0.06],
            ],
          },
        ],
      },
    },
    responses: { 200: { description: "Saved.", schema: SavedSchema } },
  }),
];
