import * as v from "valibot";
import { SiteKeySchema } from "@housing/contracts";

/** `?siteKey=`: the site whose saved searches are listed or saved (a user may have them on several). */
export const SavedSearchSiteQuerySchema = v.object({ siteKey: SiteKeySchema });

/** `{id}` of one saved search. */
export const SavedSearchParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid("Must be a GUID")) });
