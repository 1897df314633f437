import type { FeatureManifest } from "@housing/contracts/manifest";
import { clickToBuyMessages } from "./messages";
import { CompletePage, loadCompletePage } from "./pages/complete-page";
import { ContractPage, loadBookingPage } from "./pages/contract-page";
import { InfoPage } from "./pages/info-page";
import { ErrorLandingPage, SuccessLandingPage } from "./pages/landing-page";

/**
 * Click-to-buy: the booking flow and the booked home (personal: the site shell routes their paths
 * through the personal route), how booking works (public) and the return landings (plain layout).
 */
export const clickToBuyManifest = {
  name: "@housing/click-to-buy",
  templates: {
    ClickToBuyContractPage: { component: ContractPage, load: loadBookingPage, messages: "click-to-buy" },
    ClickToBuyCompletePage: { component: CompletePage, load: loadCompletePage, messages: "click-to-buy" },
    BuyResidenceInfoPage: { component: InfoPage, messages: "click-to-buy" },
    BuyResidenceSuccessPage: { component: SuccessLandingPage, messages: "click-to-buy", layout: "plain" },
    BuyResidenceErrorPage: { component: ErrorLandingPage, messages: "click-to-buy", layout: "plain" },
  },
  messages: { namespace: "click-to-buy", catalogue: clickToBuyMessages },
} satisfies FeatureManifest;
