import { Hono } from "hono";
import { SuccessionSearchRequestSchema, type SuccessionSearchResponse } from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { ObjectStatus } from "../../catalogue/enums";
import { sendInvalidInput } from "../../../core/errors";
import { unknownValueErrors } from "../service/enum-check";
import { siteOf } from "../service/sites";
import { searchSuccession } from "../service/succession";
import { validate } from "../../../core/validation";

/** The succession (resale) list of spec section 2. */
export function successionRoutes({ db }: AppDependencies): Hono {
  return new Hono().post("/residence/search/succession", validate("json", SuccessionSearchRequestSchema), async (c) => {
    const body = c.req.valid("json");
    const errors = unknownValueErrors(body.objectStatus, ObjectStatus, "body.objectStatus");
    if (Object.keys(errors).length > 0) return sendInvalidInput(c, errors);
    const response: SuccessionSearchResponse = await searchSuccession(db, body, siteOf(body.siteId));
    return c.json(response);
  });
}
