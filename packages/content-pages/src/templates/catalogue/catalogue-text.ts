import type { ContactGroup, ObjectStatusKey, PageViewModel, CataloguePageData, Range } from "@housing/contracts";
import {
  createLocaleFormatters,
  createTranslator,
  type LocaleFormatters,
  type MessageId,
  type Translator,
} from "@housing/i18n";
import type { SiteConfig } from "@housing/site-config";
import { contentPagesMessages } from "../../messages";

/** What a server-rendered catalogue template needs for its words and numbers: the site's translator and formatters. */
export type CatalogueText = Translator & LocaleFormatters & { site: SiteConfig };

export function catalogueText(site: SiteConfig): CatalogueText {
  return {
    ...createTranslator(site.locale, { timeZone: site.timeZone, messages: [contentPagesMessages] }),
    ...createLocaleFormatters(site.locale, site.timeZone),
    site,
  };
}

/** The page's data when it is of `kind`; a template shows its title and blocks alone without it. */
export function dataOf<K extends CataloguePageData["kind"]>(
  model: PageViewModel,
  ...kinds: K[]
): (CataloguePageData & { kind: K }) | null {
  const data = model.data;
  return data && (kinds as string[]).includes(data.kind) ? (data as CataloguePageData & { kind: K }) : null;
}

/** Spec section 3: on the Norwegian site "booked" reads as sold. */
export function displayedObjectStatus(status: ObjectStatusKey, site: SiteConfig): ObjectStatusKey {
  return status === "booked" && site.country === "no" ? "sold" : status;
}

export function objectStatusLabel(text: CatalogueText, status: ObjectStatusKey): string {
  return text.t(`content-pages.catalogue.objectStatus.${displayedObjectStatus(status, text.site)}` as MessageId);
}

/** Message ids built from a key (`residenceType.apartment`); the catalogue has one per key of the contract. */
export function keyLabel(text: CatalogueText, group: string, key: string | number): string {
  return text.t(`content-pages.catalogue.${group}.${key}` as MessageId);
}

/**
 * Floors: 0 is the ground floor. Norway and Finland count the ground floor as 1 (1. etasje,
 * 1. kerros); Sweden counts storeys above it ("2 tr"); British English "Floor 2" likewise.
 */
export function floorLabel(text: CatalogueText, floor: number | null): string {
  if (floor === null) return "";
  if (floor === 0) return text.t("content-pages.catalogue.floor.ground");
  const counted = text.site.locale === "nb" || text.site.locale === "fi" ? floor + 1 : floor;
  return text.t("content-pages.catalogue.floor.number", { floor: counted });
}

export const priceRange = (text: CatalogueText, range: Range) => text.formatPriceRange(range.min, range.max);
export const roomRange = (text: CatalogueText, range: Range) =>
  range.min === null ? "" : text.formatRooms(range.min, range.max);
export const areaRange = (text: CatalogueText, range: Range) => text.formatAreaRange(range.min, range.max);

/** Contacts to show: the groups the API chose for the site, in its order. */
export function hasContacts(groups: readonly ContactGroup[]): boolean {
  return groups.some((group) => group.contacts.length > 0);
}

/** Finland prices homes by the debt-free price (spec section 3); elsewhere the price is all there is. */
export function isFinnish(site: SiteConfig): boolean {
  return site.country === "fi";
}
