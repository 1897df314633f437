/* Click-to-buy's parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { clickToBuyManifest } from "./manifest";
export { clickToBuyMessages } from "./messages";
export { ContractPage, loadBookingPage, type BookingPageData } from "./pages/contract-page";
export { CompletePage, loadCompletePage } from "./pages/complete-page";
export { InfoPage } from "./pages/info-page";
export { ErrorLandingPage, SuccessLandingPage } from "./pages/landing-page";
export { BookingFlow } from "./client/booking-flow";
export { SignStep, type SignView } from "./client/steps/sign-step";
export { ReturnModal } from "./client/return-modal";
