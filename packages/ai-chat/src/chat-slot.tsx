import { messagesTextOf, type MessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import type { Locale, SiteConfig } from "@housing/site-config";
import { LazyChatLauncher } from "./lazy";
import { aiChatMessages } from "./messages";

const texts = new Map<Locale, MessagesText>();

/** The launcher's messages (the dialog's come with its code). */
function launcherMessages(locale: Locale): MessagesText {
  let text = texts.get(locale);
  if (text === undefined) {
    text = messagesTextOf(aiChatMessages[locale], ["ai-chat.launcher."]);
    texts.set(locale, text);
  }
  return text;
}

/** The frame's `frame.chat` slot: the chat's launcher, with its own messages. */
export function ChatSlot({ site }: { site: SiteConfig }) {
  return (
    <I18nMessages messages={launcherMessages(site.locale)}>
      <LazyChatLauncher site={site} />
    </I18nMessages>
  );
}
