import { combineMessages } from "@housing/i18n";
import { explorerMessages } from "./explorer";
import { sunAndPanoramaMessages } from "./sun-360";

/** The residence explorer's messages (ids "residence-explorer.…") in sv, nb, fi and en. */
export const residenceExplorerMessages = combineMessages(explorerMessages, sunAndPanoramaMessages);

declare module "@housing/i18n" {
  interface MessageCatalogues {
    "residence-explorer": (typeof residenceExplorerMessages)["sv"];
  }
}
