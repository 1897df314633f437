/* The payments page's parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { paymentsManifest } from "./manifest";
export { paymentsMessages } from "./messages";
export { PaymentsPage } from "./payments-page";
export { PaymentList, paymentsQueryKey } from "./client/payment-list";
export { PaymentActions } from "./client/payment-actions";
export { ReturnModal } from "./client/return-modal";
