import type { PageSlotProps } from "@housing/contracts/manifest";
import { messagesTextOf, type MessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import type { Locale } from "@housing/site-config";
import { LazyExplorerLauncher } from "./lazy";
import { explorerMessages } from "./messages/explorer";

const texts = new Map<Locale, MessagesText>();

/** The launcher's few messages (the explorer's own come with its code). */
function launcherMessages(locale: Locale): MessagesText {
  let text = texts.get(locale);
  if (text === undefined) {
    text = messagesTextOf(explorerMessages[locale], ["residence-explorer.open", "residence-explorer.launcher."]);
    texts.set(locale, text);
  }
  return text;
}

/** The stage page's `stage.explorer` slot: the explorer's section for the stage. */
export function StageExplorerSlot({ model, site }: PageSlotProps) {
  const data = model.data;
  if (data?.kind !== "stage") return null;
  return (
    <I18nMessages messages={launcherMessages(site.locale)}>
      <LazyExplorerLauncher site={site} stageId={data.stage.id} apartmentNumber={null} />
    </I18nMessages>
  );
}

/** The object page's `object.explorer` slot: the explorer of the home's stage, opening with the home selected. */
export function ObjectExplorerSlot({ model, site }: PageSlotProps) {
  const data = model.data;
  if (data?.kind !== "object") return null;
  return (
    <I18nMessages messages={launcherMessages(site.locale)}>
      <LazyExplorerLauncher site={site} stageId={data.stage.id} apartmentNumber={data.object.objectNumber} />
    </I18nMessages>
  );
}
