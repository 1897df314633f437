import { combineMessages } from "@housing/i18n";
import { search } from "./search";
import { searchListings } from "./search-listings";
import { searchMap } from "./search-map";
import { searchSave } from "./search-save";
import { searchStart } from "./search-start";
import { searchText } from "./search-text";

/** The searches' messages (ids "search.…") in sv, nb, fi and en. */
export const searchMessages = combineMessages(search, searchMap, searchStart, searchListings, searchText, searchSave);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    search: (typeof searchMessages)["sv"];
  }
}
