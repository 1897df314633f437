import type { PageSlotProps } from "@housing/contracts/manifest";
import { createTranslator, messagesTextOf, type MessagesText } from "@housing/i18n";
import { I18nMessages } from "@housing/i18n/react";
import type { Locale } from "@housing/site-config";
import { Link } from "@housing/ui";
import { LazyMyBookingsCard, LazyShowingsPanel } from "./lazy";
import { showingsMessages } from "./messages";
import { bookingMessages } from "./messages/booking";
import { orderPathOf } from "./paths";
import styles from "./showings.module.css";

const texts = new Map<Locale, MessagesText>();

/** The booking's messages (the pages' own come with their templates). */
function slotMessages(locale: Locale): MessagesText {
  let text = texts.get(locale);
  if (text === undefined) {
    text = messagesTextOf(bookingMessages[locale], ["showings."]);
    texts.set(locale, text);
  }
  return text;
}

/** A site path of a page address (the canonical may be absolute). */
function pathOf(url: string): string {
  return new URL(url, "https://site.invalid").pathname;
}

/**
 * The stage page's `stage.showings` slot: its showings to book, and the way to order the sales
 * prospectus (the order form under the stage's page).
 */
export function StageShowingsSlot({ model, site }: PageSlotProps) {
  const data = model.data;
  if (data?.kind !== "stage") return null;
  const { t } = createTranslator(site.locale, { messages: [bookingMessages] });
  return (
    <div className={styles.stack}>
      <I18nMessages messages={slotMessages(site.locale)}>
        <LazyShowingsPanel site={site} stageId={data.stage.id} objectId={null} pagePath={pathOf(data.stage.url)} />
      </I18nMessages>
      <p>
        <Link href={orderPathOf(site.country, pathOf(data.stage.url))}>{t("showings.orderProspectus")}</Link>
      </p>
    </div>
  );
}

/** The object page's `object.showings` slot: the showings of the home (and its stage's) to book. */
export function ObjectShowingsSlot({ model, site }: PageSlotProps) {
  const data = model.data;
  if (data?.kind !== "object") return null;
  return (
    <I18nMessages messages={slotMessages(site.locale)}>
      <LazyShowingsPanel
        site={site}
        stageId={data.stage.id}
        objectId={data.object.id}
        pagePath={pathOf(model.canonical)}
      />
    </I18nMessages>
  );
}

const allTexts = new Map<Locale, MessagesText>();

/**
 * My pages' overview slot `myPages.overview.showings`: the user's booked showings with a cancel
 * (the card reads the booking's and the pages' messages; the overview sends my pages' own only).
 */
export function MyBookingsOverviewSlot({ site }: PageSlotProps) {
  let text = allTexts.get(site.locale);
  if (text === undefined) {
    text = messagesTextOf(showingsMessages[site.locale], ["showings."]);
    allTexts.set(site.locale, text);
  }
  return (
    <I18nMessages messages={text}>
      <LazyMyBookingsCard site={site} />
    </I18nMessages>
  );
}
