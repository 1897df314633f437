import type { Locale } from "@housing/site-config";
import { apiClient } from "./api-client";
import { consent } from "./consent";
import { contentPages } from "./content-pages";
import { contentPagesCatalogue } from "./content-pages-catalogue";
import { contentPagesCatalogueValues } from "./content-pages-catalogue-values";
import { contentPagesInterest } from "./content-pages-interest";
import { headerFrame } from "./header-frame";
import { search } from "./search";
import { searchListings } from "./search-listings";
import { searchMap } from "./search-map";
import { searchStart } from "./search-start";
import { searchText } from "./search-text";
import { siteShell } from "./site-shell";
import { ui } from "./ui";
import { uiToast } from "./ui-toast";

/**
 * The catalogues, one file per package that shows the text (ids start with
 * that package's name). Values are ICU MessageFormat.
 */
const parts = [
  ui,
  uiToast,
  apiClient,
  siteShell,
  headerFrame,
  consent,
  contentPages,
  contentPagesCatalogue,
  contentPagesCatalogueValues,
  contentPagesInterest,
  search,
  searchMap,
  searchStart,
  searchListings,
  searchText,
] as const;

/** The Swedish catalogue is the source: its keys define `MessageId`. */
export const sv = {
  ...ui.sv,
  ...uiToast.sv,
  ...apiClient.sv,
  ...siteShell.sv,
  ...headerFrame.sv,
  ...consent.sv,
  ...contentPages.sv,
  ...contentPagesCatalogue.sv,
  ...contentPagesCatalogueValues.sv,
  ...contentPagesInterest.sv,
  ...search.sv,
  ...searchMap.sv,
  ...searchStart.sv,
  ...searchListings.sv,
  ...searchText.sv,
};

export type MessageId = keyof typeof sv;

/** A complete catalogue for one locale. */
export type Messages = Readonly<Record<MessageId, string>>;

function merge(locale: Exclude<Locale, "sv">): Messages {
  return Object.assign({}, ...parts.map((part) => part[locale])) as Messages;
}

export const catalogues: Readonly<Record<Locale, Messages>> = { sv, nb: merge("nb"), fi: merge("fi"), en: merge("en") };
