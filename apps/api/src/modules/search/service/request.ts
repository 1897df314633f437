import type { Context } from "hono";
import type { SearchFilter } from "@housing/contracts";
import { sendInvalidInput } from "../../../core/errors";
import { filterEnumErrors } from "./enum-check";

/** A 400 when a filter names enumeration values the catalogue does not have; null when it is fine. */
export function rejectUnknownValues(c: Context, filter: SearchFilter, prefix = "body.filter"): Response | null {
  const errors = filterEnumErrors(filter, prefix);
  return Object.keys(errors).length > 0 ? sendInvalidInput(c, errors) : null;
}
