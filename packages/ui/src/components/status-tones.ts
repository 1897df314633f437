import type { BadgeTone } from "./tag";

/*
 * The badge tone of each catalogue status, keyed by the status keys of @housing/contracts
 * (StageStatus, ObjectStatus): a status has one colour on every page that shows it, the search's
 * cards as much as the stage and home pages. A key added to the contracts without a tone here
 * fails the type check where the map is read.
 */

/** Stage (sales project) statuses. */
export const STAGE_STATUS_TONES = {
  planned: "neutral",
  vip: "brand",
  forSale: "success",
  soldOut: "danger",
  preSelling: "brand",
  moveInReady: "success",
  succession: "neutral",
  reference: "neutral",
} as const satisfies Record<string, BadgeTone>;

/** Home statuses: booked is a held home not yet sold (warning, like reserved); sold is final. */
export const OBJECT_STATUS_TONES = {
  forSale: "success",
  reserved: "warning",
  booked: "warning",
  sold: "danger",
  preSelling: "brand",
  showingApartment: "brand",
  notAvailable: "neutral",
  succession: "neutral",
} as const satisfies Record<string, BadgeTone>;
