import type { Hono } from "hono";
import type { AppDependencies } from "../core/dependencies";
import type { OperationSpec } from "../core/openapi/operation";

/**
 * One domain of the API: its routes (thin: parse, call the service, answer) and the OpenAPI
 * operations that document them. Its service, schema and tests sit beside them in its folder.
 */
export interface ApiModule {
  name: string;
  routes: (deps: AppDependencies) => Hono;
  /** Every call it serves (or plans to); the bad-input and coverage tests read them from /openapi.json. */
  operations: readonly OperationSpec[];
  /** Registers the module's background job handlers on `deps.jobs` (core/jobs). */
  jobs?: (deps: AppDependencies) => void;
}
