import { Hono } from "hono";
import { ClickAreasUpdateSchema, ExplorerObjectSearchSchema } from "@housing/contracts/explorer";
import { requireUser, sessionOf, userOf } from "../../core/auth";
import type { AppDependencies } from "../../core/dependencies";
import { sendError, sendInvalidInput, sendNotFound } from "../../core/errors";
import { validate } from "../../core/validation";
import { explorerDataOf } from "./data";
import { isViewId, saveClickAreas, unknownTargets } from "./edit";
import { externalLinkerOf } from "./linkers";
import { explorerObjectById, isProjectStaff, ownHomesOf, searchObjects, stageOf } from "./objects";
import { panoramaProjectOf, panoramaTile } from "./panorama";
import {
  LinkerParamsSchema,
  ObjectIdParamsSchema,
  ProjectParamsSchema,
  StageParamsSchema,
  TileParamsSchema,
  ViewParamsSchema,
} from "./request";

/*
 * The residence explorer (README.md beside this file; spec sections 3 and 7), on its own base
 * path: `deps.explorerBasePath` (HOUSING_EXPLORER_BASE_PATH, site-config's
 * API_BASE_PATHS.residenceExplorer by default). Public, except edit mode and the click-area save
 * (project staff) and the purchase marks of the object search (the caller's own homes).
 */

const TILE_CACHE = "public, max-age=31536000, immutable";

export function explorerRoutes(deps: AppDependencies): Hono {
  const { db } = deps;
  const base = deps.explorerBasePath;
  const forbidden = (c: Parameters<typeof sendNotFound>[0]) => sendError(c, 403, "Forbidden", "projectStaffRequired");

  return new Hono()
    .get(`${base}/get/:stageId`, validate("param", StageParamsSchema), async (c) => {
      const data = await explorerDataOf(db, base, c.req.valid("param").stageId);
      return data ? c.json(data) : sendNotFound(c);
    })
    .get(`${base}/getExternalLinker/:id`, validate("param", LinkerParamsSchema), async (c) => {
      const linker = await externalLinkerOf(db, c.req.valid("param").id);
      return linker ? c.json(linker) : sendNotFound(c);
    })
    .post(`${base}/objects`, validate("json", ExplorerObjectSearchSchema), async (c) => {
      const search = c.req.valid("json");
      const session = sessionOf(c);
      // The rules of edit mode and hasMadePurchase: objects.ts.
      if (search.isEditMode && !session.isAuthenticated) return sendError(c, 401, "Unauthorized", "loginRequired");
      const stage = await stageOf(db, search.stageId);
      if (!stage || stage.siteKey !== search.siteId) return sendNotFound(c);
      const [canEdit, ownIds] = session.isAuthenticated
        ? await Promise.all([
            isProjectStaff(db, session.userId, stage.id),
            search.hasMadePurchase ? ownHomesOf(db, session.userId, stage.id) : Promise.resolve(new Set<string>()),
          ])
        : [false, new Set<string>()];
      if (search.isEditMode && !canEdit) return forbidden(c);
      const editMode = Boolean(search.isEditMode);
      const result = await searchObjects(db, search, {
        statuses: editMode ? [] : (search.objectStatus ?? []),
        ownIds,
      });
      return c.json({ ...result, canEdit, editMode });
    })
    .get(`${base}/getobject/:id`, validate("param", ObjectIdParamsSchema), async (c) => {
      const object = await explorerObjectById(db, c.req.valid("param").id);
      return object ? c.json(object) : sendNotFound(c);
    })
    .get(`${base}/files/360/:panoramaKey/:tile`, validate("param", TileParamsSchema), async (c) => {
      const { panoramaKey, tile } = c.req.valid("param");
      const [col, row] = tile.replace(".png", "").split("_").map(Number) as [number, number];
      const png = await panoramaTile(db, panoramaKey, col, row);
      if (!png) return sendNotFound(c);
      return c.body(new Uint8Array(png), 200, { "content-type": "image/png", "cache-control": TILE_CACHE });
    })
    .get(`${base}/files/:stageId/:apartmentNumber/project.json`, validate("param", ProjectParamsSchema), async (c) => {
      const { stageId, apartmentNumber } = c.req.valid("param");
      const project = await panoramaProjectOf(db, base, stageId, apartmentNumber);
      return project ? c.json(project) : sendNotFound(c);
    })
    .put(
      `${base}/views/:stageId/:viewId/clickareas`,
      requireUser(),
      validate("param", ViewParamsSchema),
      validate("json", ClickAreasUpdateSchema),
      async (c) => {
        const { stageId, viewId } = c.req.valid("param");
        const { clickAreas } = c.req.valid("json");
        const stage = await stageOf(db, stageId);
        if (!stage || !isViewId(viewId)) return sendNotFound(c);
        const user = userOf(c);
        if (!(await isProjectStaff(db, user.userId, stage.id))) return forbidden(c);
        const unknown = await unknownTargets(db, stage.id, clickAreas);
        if (unknown) return sendInvalidInput(c, unknown);
        await saveClickAreas(db, stage.id, viewId, clickAreas, user.userId, deps.now());
        return c.json({ saved: true as const, count: clickAreas.length });
      },
    );
}
