import { combineMessages } from "@housing/i18n";
import { myPages } from "./my-pages";

/** My pages' messages (ids "my-pages.…") in sv, nb, fi and en. */
export const myPagesMessages = combineMessages(myPages);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "my-pages": (typeof myPagesMessages)["sv"];
  }
}
