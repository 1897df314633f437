import { payments } from "./payments";

/** The payments page's messages (ids "payments.…") in sv, nb, fi and en. */
export const paymentsMessages = payments;

declare module "@housing/i18n" {
  interface MessageCatalogues {
    payments: (typeof paymentsMessages)["sv"];
  }
}
