import { combineMessages } from "@housing/i18n";
import { clickToBuyFlow } from "./click-to-buy";
import { clickToBuyPages } from "./click-to-buy-pages";
import { clickToBuySignAndPay } from "./click-to-buy-sign-pay";

/** Click-to-buy's messages (ids "click-to-buy.…") in sv, nb, fi and en. */
export const clickToBuyMessages = combineMessages(clickToBuyFlow, clickToBuySignAndPay, clickToBuyPages);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "click-to-buy": (typeof clickToBuyMessages)["sv"];
  }
}
