import * as v from "valibot";

/** The explorer calls' path parameters (the bodies' schemas are @housing/contracts/explorer's). */
const GuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));

export const StageParamsSchema = v.object({ stageId: GuidSchema });
export const ObjectIdParamsSchema = v.object({ id: GuidSchema });
export const LinkerParamsSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "Must be a linker id")),
});
export const ViewParamsSchema = v.object({
  stageId: GuidSchema,
  viewId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,64}$/, "Must be a view id")),
});
export const ProjectParamsSchema = v.object({
  stageId: GuidSchema,
  apartmentNumber: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
});
export const TileParamsSchema = v.object({
  panoramaKey: v.pipe(v.string(), v.regex(/^[A-Za-z]{1,32}$/, "Must be a panorama key")),
  tile: v.pipe(v.string(), v.regex(/^\d{1,2}_\d{1,2}\.png$/, "Must be {col}_{row}.png")),
});
