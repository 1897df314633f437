import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { AppDependencies } from "../../core/dependencies";
import { sendInvalidInput } from "../../core/errors";
import { validate } from "../../core/validation";
import { requireAdminToken } from "./admin-token";
import { CatalogueHomeSchema, CatalogueObjectParamsSchema, type CatalogueHomeWritten } from "./request";
import { writeHome } from "./service";

/** The catalogue writers' calls (README.md beside this file): add or replace a home. */
export function catalogueAdminRoutes(deps: AppDependencies): Hono {
  const isAdmin = requireAdminToken(deps.adminToken);
  return new Hono()
    .post("/catalogue_service/objects", isAdmin, validate("json", CatalogueHomeSchema), async (c) => {
      const result = await writeHome(deps, randomUUID(), c.req.valid("json"));
      if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
      const response: CatalogueHomeWritten = { id: result.id };
      return c.json(response, 201);
    })
    .put(
      "/catalogue_service/objects/:id",
      isAdmin,
      validate("param", CatalogueObjectParamsSchema),
      validate("json", CatalogueHomeSchema),
      async (c) => {
        const result = await writeHome(deps, c.req.valid("param").id.toLowerCase(), c.req.valid("json"));
        if ("fieldErrors" in result) return sendInvalidInput(c, result.fieldErrors);
        const response: CatalogueHomeWritten = { id: result.id };
        return c.json(response, result.isCreated ? 201 : 200);
      },
    );
}
