import * as v from "valibot";
import { GuidSchema } from "@housing/contracts";

/**
 * The path of a removal: `/{stageId}/{objectId}`. A stage's own favourite or interest has no
 * object; its objectId is written `-` (a path segment cannot be empty).
 */
export const STAGE_ONLY = "-";

export const SignupEntryParamsSchema = v.object({
  stageId: GuidSchema,
  objectId: v.union([GuidSchema, v.literal(STAGE_ONLY)], "Must be a GUID or -"),
});

export const objectIdOf = (param: string): string | null => (param === STAGE_ONLY ? null : param);
