import { Hono } from "hono";
import {
  PremisesSearchRequestSchema,
  PremisesTagsRequestSchema,
  type PremisesSearchResponse,
  type PremisesTagsResponse,
} from "@housing/contracts";
import type { AppDependencies } from "../../../core/dependencies";
import { PremiseType } from "../../catalogue/enums";
import { sendInvalidInput } from "../../../core/errors";
import { unknownValueErrors } from "../service/enum-check";
import { findPremises, premisesOptions } from "../service/premises";
import { siteOf } from "../service/sites";
import { validate } from "../../../core/validation";

/** The premises search of spec section 2 and its filter options. */
export function premisesRoutes({ db }: AppDependencies): Hono {
  return new Hono()
    .post("/residence/search/premises", validate("json", PremisesSearchRequestSchema), async (c) => {
      const body = c.req.valid("json");
      const errors = unknownValueErrors(body.filter.types, PremiseType, "body.filter.types");
      if (Object.keys(errors).length > 0) return sendInvalidInput(c, errors);
      const result = await findPremises(db, body.filter, body.sort, body.limit, body.offset);
      const response: PremisesSearchResponse = { ...result, limit: body.limit, offset: body.offset };
      return c.json(response);
    })
    .post("/residence/search/premises/tags", validate("json", PremisesTagsRequestSchema), async (c) => {
      const response: PremisesTagsResponse = await premisesOptions(db, siteOf(c.req.valid("json").siteId).key);
      return c.json(response);
    });
}
