import { combineMessages } from "@housing/i18n";
import { bookingMessages } from "./booking";
import { pageMessages } from "./pages";

/** The showings' messages (ids "showings.…") in sv, nb, fi and en. */
export const showingsMessages = combineMessages(bookingMessages, pageMessages);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    showings: (typeof showingsMessages)["sv"];
  }
}
