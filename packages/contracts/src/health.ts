import * as v from "valibot";

export const HealthSchema = v.object({
  status: v.picklist(["ok", "degraded"]),
  database: v.object({ driver: v.picklist(["pglite", "postgres"]), isReachable: v.boolean() }),
  version: v.string(),
});
export type Health = v.InferOutput<typeof HealthSchema>;
