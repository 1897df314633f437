import type { ContactGroup, PageViewModel, CataloguePageData, Range } from "@housing/contracts";
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

/** Message ids built from a key (`residenceType.apartment`); the catalogue has one per key of the contract. */
export function keyLabel(text: CatalogueText, group: string, key: string | number): string {
  return text.t(`content-pages.catalogue.${group}.${key}` as MessageId);
}

export const priceRange = (text: CatalogueText, range: Range) => text.formatPriceRange(range.min, range.max);

/** Contacts to show: the groups the API chose for the site, in its order. */
export function hasContacts(groups: readonly ContactGroup[]): boolean {
  return groups.some((group) => group.contacts.length > 0);
}

/** Finland prices homes by the debt-free price (spec section 3); elsewhere the price is all there is. */
export function isFinnish(site: SiteConfig): boolean {
  return site.country === "fi";
}
