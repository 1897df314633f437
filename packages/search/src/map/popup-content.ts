import type { Image, ObjectHit, StageHit } from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";
import type { LocaleFormatters, MessageId, Translator } from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import type { MapHit, MapView } from "./map-features";

export type MapText = Translator & LocaleFormatters;

/** What a marker's popup card shows; empty strings are left out. */
export interface PopupContent {
  name: string;
  url: string;
  image: Image | null;
  /** Municipality, and the county for stages and areas. */
  place: string;
  price: string;
  rooms: string;
  area: string;
  /** The status in the site's language, as the catalogue names it. */
  status: string;
  /** Stages: the homes still available; areas: the number of projects. */
  count: string;
}

function joinPlace(...parts: string[]): string {
  return parts.filter((part, index) => part && parts.indexOf(part) === index).join(", ");
}

/** Finland prices by the debt-free total price when the catalogue has it (spec section 3), as the list's cards do. */
function priceOf(hit: MapHit, site: SiteConfig, text: MapText): string {
  if (!("minPrice" in hit)) return "";
  if (site.country === "fi" && hit.minTotalPrice !== null) {
    return text.t("search.home.hit.totalPrice", {
      price: text.formatPriceRange(hit.minTotalPrice, hit.maxTotalPrice),
    });
  }
  return text.formatPriceRange(hit.minPrice, hit.maxPrice);
}

/**
 * The status in the list's words (the home search's labels), so list and map say the same.
 * Spec section 3: on the Norwegian site "booked" reads as sold. An id the catalogue does not
 * know falls back to the name the API sent.
 */
function objectStatusOf(hit: ObjectHit, site: SiteConfig, text: MapText): string {
  const key = ObjectStatus.keyOf(hit.status.id);
  if (!key) return hit.status.name;
  const shown = key === "booked" && site.country === "no" ? "sold" : key;
  return text.t(`search.home.objectStatus.${shown}` as MessageId);
}

function stageStatusOf(hit: StageHit, text: MapText): string {
  const key = StageStatus.keyOf(hit.status.id);
  return key ? text.t(`search.home.stageStatus.${key}` as MessageId) : hit.status.name;
}

/** The card of one hit in the current view. */
export function popupContent(hit: MapHit, view: MapView, site: SiteConfig, text: MapText): PopupContent {
  const base = { name: hit.name, url: hit.url, image: hit.searchImage };
  if (view === "area" || !("minPrice" in hit)) {
    const county = "county" in hit ? hit.county : "";
    const stageCount = "stageCount" in hit ? hit.stageCount : 0;
    return {
      ...base,
      place: joinPlace(hit.municipality, county),
      price: "",
      rooms: "",
      area: "",
      status: "",
      count: text.t("search.map.popup.stageCount", { count: stageCount }),
    };
  }
  const rooms = hit.minRooms === null ? "" : text.formatRooms(hit.minRooms, hit.maxRooms);
  if ("stageId" in hit) {
    return {
      ...base,
      place: joinPlace(hit.stageName, hit.municipality),
      price: priceOf(hit, site, text),
      rooms,
      area: hit.area === null ? "" : text.formatArea(hit.area),
      status: objectStatusOf(hit, site, text),
      count: "",
    };
  }
  return {
    ...base,
    place: joinPlace(hit.municipality, hit.county),
    price: priceOf(hit, site, text),
    rooms,
    area: text.formatAreaRange(hit.minArea, hit.maxArea),
    status: stageStatusOf(hit, text),
    count: text.t("search.map.popup.available", { count: hit.availableObjectCount }),
  };
}

/** A marker's accessible name: the name and the one fact that tells hits apart at a glance (spec: "name, price"). */
export function markerLabel(content: PopupContent, text: MapText): string {
  const details = content.price || content.status || content.count;
  return details ? text.t("search.map.marker", { name: content.name, details }) : content.name;
}
