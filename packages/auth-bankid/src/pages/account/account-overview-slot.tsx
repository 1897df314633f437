import type { PageSlotProps } from "@housing/contracts/manifest";
import { messagesTextOf, type MessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import type { Locale } from "@housing/site-config";
import { LazyAccountOverviewCard } from "../../lazy";
import { authBankidPagesMessages } from "../messages";

const texts = new Map<Locale, MessagesText>();

/** The login pages' messages the card shows (the overview's page sends my pages' own only). */
function accountMessages(locale: Locale): MessagesText {
  let text = texts.get(locale);
  if (text === undefined) {
    text = messagesTextOf(authBankidPagesMessages[locale], ["auth-bankid-pages."]);
    texts.set(locale, text);
  }
  return text;
}

/**
 * My pages' overview slot `myPages.overview.account`: the account's card (AccountPanel) with the
 * messages it reads, its client code through lazy.tsx.
 */
export function AccountOverviewSlot({ model, site }: PageSlotProps) {
  return (
    <I18nMessages messages={accountMessages(site.locale)}>
      <LazyAccountOverviewCard model={model} site={site} />
    </I18nMessages>
  );
}
