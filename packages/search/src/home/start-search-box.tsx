import { messagesTextOf, type MessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import { routePath, type Locale, type SiteConfig } from "@housing/site-config";
import { searchMessages } from "../messages";
import { StartSearchField } from "./start-search-field";

/** The messages the box and its combobox show: the place field's (shared with the home search) and its own. */
const START_MESSAGE_PREFIXES = ["search.home.tags.", "search.start."];
const messageTexts = new Map<Locale, MessagesText>();

function startMessages(locale: Locale): MessagesText {
  let text = messageTexts.get(locale);
  if (text === undefined) {
    // The same JSON text the page's messages are, narrowed to these ids: the start page needs
    // a dozen of the search's messages, not its whole catalogue.
    text = messagesTextOf(searchMessages[locale], START_MESSAGE_PREFIXES);
    messageTexts.set(locale, text);
  }
  return text;
}

/**
 * The start page's search box (site-shell puts it in the start template's search slot): a
 * server-rendered place field that becomes the home search's combobox on focus. Nothing on a
 * site without a home search (the English sub-site, the contractor).
 */
export function StartSearchBox({ site }: { site: SiteConfig }) {
  const searchPath = routePath(site, "homeSearch");
  if (!site.features.isSearchEnabled || !searchPath) return null;
  return (
    <I18nMessages messages={startMessages(site.locale)}>
      <StartSearchField site={site} searchPath={searchPath} />
    </I18nMessages>
  );
}
