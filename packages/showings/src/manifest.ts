import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { showingsMessages } from "./messages";
import { OrderFormPage, ShowingFormPage, ShowingQrPage } from "./pages/stage-form-pages";
import { VipShowingPage } from "./pages/vip-showing-page";
import { loadVipShowingPage } from "./pages/vip-showings-load";
import { MyBookingsOverviewSlot, ObjectShowingsSlot, StageShowingsSlot } from "./slot";

/**
 * Showings: the booking on the stage and object pages (their `stage.showings`/`object.showings`
 * slots), the door's QR screen and the visitor's form page (blank: their paths end `qr/` and
 * `visning/`, and the template says so too), the prospectus order form, and my pages' VIP
 * showings (personal: under the my-pages path, so the site shell renders it on its personal
 * route and runs `load` with the user's token). All four are noindex by their names.
 */
export const showingsManifest = {
  name: "@housing/showings",
  templates: {
    ShowingQrPage: { component: ShowingQrPage, messages: "showings", layout: "blank", isNoIndex: true },
    ShowingFormPage: { component: ShowingFormPage, messages: "showings", layout: "blank", isNoIndex: true },
    OrderFormPage: { component: OrderFormPage, messages: "showings", isNoIndex: true },
    MyPagesVipShowingPage: { component: VipShowingPage, load: loadVipShowingPage, messages: "showings" },
  },
  slots: [
    fillSlot("stage.showings", StageShowingsSlot),
    fillSlot("object.showings", ObjectShowingsSlot),
    fillSlot("myPages.overview.showings", MyBookingsOverviewSlot),
  ],
  messages: { namespace: "showings", catalogue: showingsMessages },
} satisfies FeatureManifest;
