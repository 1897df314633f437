/* The showings' parts for Storybook and the site shell (the apps reach them only through the manifest). */
export { showingsManifest } from "./manifest";
export { showingsMessages } from "./messages";
export { MyBookingsOverviewSlot, ObjectShowingsSlot, StageShowingsSlot } from "./slot";
export { OrderFormPage, ShowingFormPage, ShowingQrPage } from "./pages/stage-form-pages";
export { VipShowingPage } from "./pages/vip-showing-page";
export { loadVipShowingPage, type VipShowingPageData } from "./pages/vip-showings-load";
export { ShowingsPanel } from "./client/showings-panel";
export { DoorScreen } from "./client/door-screen";
export { VisitPage, visitLinkOf } from "./client/visit-page";
export { OrderForm } from "./client/order-form";
export { MyShowings } from "./client/my-showings";
export { MyBookingsCard } from "./client/my-bookings-card";
export { orderPathOf, visitPathOf, doorLinkOf } from "./paths";
