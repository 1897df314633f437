import type { ObjectStatusKey } from "@housing/contracts";

/**
 * A home's status colour in the scene and the facade drawing, the badges' tones (ui's
 * OBJECT_STATUS_TONES) as solid colours: each has at least 3:1 against white (WCAG 1.4.11), and
 * the status is also said in words (the card, the table, the buttons' names), never by colour
 * alone. No text is drawn on these colours.
 */
export const STATUS_COLOURS: Readonly<Record<ObjectStatusKey, string>> = {
  forSale: "#2e7d32",
  reserved: "#9a5b00",
  booked: "#9a5b00",
  sold: "#c62828",
  preSelling: "#1565c0",
  showingApartment: "#1565c0",
  notAvailable: "#616161",
  succession: "#616161",
};

/** The facade of a home that is not highlighted. */
export const FACADE_COLOUR = "#d9d4ca";
