import { combineMessages } from "@housing/i18n";
import { myPages } from "./my-pages";
import { myPagesPages } from "./my-pages-pages";
import { myPagesTimeline } from "./my-pages-timeline";

/** My pages' messages (ids "my-pages.…") in sv, nb, fi and en. */
export const myPagesMessages = combineMessages(myPages, myPagesPages, myPagesTimeline);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "my-pages": (typeof myPagesMessages)["sv"];
  }
}
