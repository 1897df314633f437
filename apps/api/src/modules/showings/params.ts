import * as v from "valibot";
import { ShowingListQuerySchema } from "@housing/contracts/showings";

/** The path and query parameters of the showing calls beside the contract's bodies. */
export const ShowingIdParamsSchema = v.object({ showingId: v.pipe(v.string(), v.uuid("invalidInput")) });
export const BookingIdParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid("invalidInput")) });
export const MyBookingsQuerySchema = v.object({ siteId: ShowingListQuerySchema.entries.siteId });
