import * as v from "valibot";

/** The external services the API calls, by name; their addresses never appear in an answer. */
export const READY_PROVIDERS = ["bankId", "eid", "swish", "card", "svea"] as const;

/**
 * GET /ready: whether this API process should get traffic. "ready" when the database answers and
 * every configured provider accepts a connection; "degraded" (still 200) when the database answers
 * but a provider does not: only what needs that provider fails, fast, and every process sees the
 * same provider, so taking them all out of the balancer would turn one provider's outage into the
 * whole site's. "notReady" (503) without the database, and at once while the process shuts down
 * (`isShuttingDown`), so the balancer stops routing to it.
 */
export const ReadySchema = v.object({
  status: v.picklist(["ready", "degraded", "notReady"]),
  isShuttingDown: v.boolean(),
  database: v.object({ driver: v.picklist(["pglite", "postgres"]), isReachable: v.boolean() }),
  providers: v.array(v.object({ name: v.picklist(READY_PROVIDERS), isReachable: v.boolean() })),
  version: v.string(),
});
export type Ready = v.InferOutput<typeof ReadySchema>;
export type ReadyProvider = (typeof READY_PROVIDERS)[number];
