import { combineMessages } from "@housing/i18n";
import { contentPages } from "./content-pages";
import { contentPagesCatalogue } from "./content-pages-catalogue";
import { contentPagesCatalogueValues } from "./content-pages-catalogue-values";
import { contentPagesInterest } from "./content-pages-interest";

/** The content pages' messages (ids "content-pages.…") in sv, nb, fi and en. */
export const contentPagesMessages = combineMessages(
  contentPages,
  contentPagesCatalogue,
  contentPagesCatalogueValues,
  contentPagesInterest,
);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "content-pages": (typeof contentPagesMessages)["sv"];
  }
}
