import type { FeatureManifest } from "@housing/contracts/manifest";
import { paymentsMessages } from "./messages";
import { loadPayments, PaymentsPage } from "./payments-page";

/** The payments feature: my pages' payment template (its menu entry is the session's my-pages menu rules). */
export const paymentsManifest = {
  name: "@housing/payments",
  templates: {
    MyPagesPaymentPage: { component: PaymentsPage, load: loadPayments, messages: "payments" },
  },
  messages: { namespace: "payments", catalogue: paymentsMessages },
} satisfies FeatureManifest;
