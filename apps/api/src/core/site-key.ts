import * as v from "valibot";
import { SITE_KEY_HEADER, SiteKeySchema } from "@housing/contracts";
import { validate } from "./validation";

/** The x-site-key header every content route needs. */
export const SiteKeyHeadersSchema = v.object({ [SITE_KEY_HEADER]: SiteKeySchema });

export const requireSiteKey = validate("header", SiteKeyHeadersSchema);
