import { apiClient } from "./api-client";
import { combineMessages, defineMessages, type MessageCatalogue } from "./define";
import { residenceUi } from "./residence-ui";
import { siteShell } from "./site-shell";
import { ui } from "./ui";
import { uiToast } from "./ui-toast";

/**
 * The frame's shared messages: those of the core packages (ui, api-client, residence-ui's cards,
 * which the search's client lists and every coming feature render) and of the site
 * shell's own frame (error pages, site switcher), which every package may show. A feature
 * package keeps its own messages beside its code (`src/messages/`) and adds their ids to
 * `MessageCatalogues`; the site shell assembles the catalogue a page needs from the features'
 * manifests. Values are ICU MessageFormat.
 */
export const frameMessages = combineMessages(ui, uiToast, apiClient, residenceUi, siteShell);

/**
 * The message ids by namespace (the ids' first segment, the package that shows them). A feature
 * package adds its own with a module augmentation beside its messages:
 *
 *     declare module "@housing/i18n" {
 *       interface MessageCatalogues { search: (typeof searchMessages)["sv"] }
 *     }
 *
 * so each package's code type-checks against its own ids and the frame's only, and the site
 * shell (which imports every feature) against all of them.
 */
export interface MessageCatalogues {
  ui: (typeof ui)["sv"] & (typeof uiToast)["sv"];
  "api-client": (typeof apiClient)["sv"];
  "residence-ui": (typeof residenceUi)["sv"];
  "site-shell": (typeof siteShell)["sv"];
}

export type MessageId = {
  [Namespace in keyof MessageCatalogues]: keyof MessageCatalogues[Namespace] & string;
}[keyof MessageCatalogues];

/** A complete catalogue for one locale. */
export type Messages = Readonly<Record<MessageId, string>>;

export { combineMessages, defineMessages, type MessageCatalogue };
