import type { ExplorerObject } from "@housing/contracts/explorer";
import type { I18n } from "@housing/i18n/react";
import { floorText } from "@housing/residence-ui/facts";
import { homeStatusText } from "@housing/residence-ui/status-badge";
import type { SiteConfig } from "@housing/site-config";
import { shownPrice } from "../model/filters";

/** A home's button and link name: "Lägenhet 1203, 2 tr, 3 rok, Till salu". */
export function homeLabel(text: I18n, site: SiteConfig, home: ExplorerObject): string {
  return text.t("residence-explorer.home.label", {
    number: home.apartmentNumber,
    floor: floorText(text, home.floor),
    rooms: roomsOf(text, home),
    status: homeStatusText(text, site, home.objectStatus),
  });
}

/** The possible rooms as the card and table show them ("2–3 rok"). */
export function roomsOf(text: I18n, home: ExplorerObject): string {
  return text.formatRooms(home.possibleRooms.min, home.possibleRooms.max);
}

/** The shown price in the locale's format (Finland: debt-free), or "–" where none is shown (sold). */
export function priceOf(text: I18n, site: SiteConfig, home: ExplorerObject): string {
  const price = shownPrice(home, site.country);
  return price === null ? "–" : text.formatPrice(price);
}

/** The area the site shows: Norway also the internal area (BRA-i). */
export function areaOf(text: I18n, home: ExplorerObject): string {
  return text.formatArea(home.primaryArea);
}
