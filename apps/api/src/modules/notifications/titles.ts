import { AWAITING_SIGNATURE, type NotificationType } from "@housing/contracts/my-pages";
import type { Locale } from "@housing/site-config";

/*
 * The bell's item text in the site's language (spec section 3: a document-signing notification
 * named `awaiting_signature` asks for a signature, any other name for an approval). A subject,
 * when the event gave one (a document's or an errand's name), follows after a colon.
 */

type TitleKey = "vipPayment" | "documentSignature" | "documentApproval" | "case" | "savedSearch";

const TITLES: Record<Locale, Record<TitleKey, string>> = {
  sv: {
    vipPayment: "Din VIP-avgift är inte betald",
    documentSignature: "Ett dokument väntar på din underskrift",
    documentApproval: "Ett dokument väntar på ditt godkännande",
    case: "Ditt ärende har uppdaterats",
    savedSearch: "Nya bostäder i din sparade sökning",
  },
  nb: {
    vipPayment: "VIP-avgiften din er ikke betalt",
    documentSignature: "Et dokument venter på signaturen din",
    documentApproval: "Et dokument venter på godkjenningen din",
    case: "Saken din er oppdatert",
    savedSearch: "Nye boliger i det lagrede søket ditt",
  },
  fi: {
    vipPayment: "VIP-maksusi on maksamatta",
    documentSignature: "Asiakirja odottaa allekirjoitustasi",
    documentApproval: "Asiakirja odottaa hyväksyntääsi",
    case: "Asiaasi on päivitetty",
    savedSearch: "Uusia asuntoja tallennetussa haussasi",
  },
  en: {
    vipPayment: "Your VIP fee is unpaid",
    documentSignature: "A document awaits your signature",
    documentApproval: "A document awaits your approval",
    case: "Your case has been updated",
    savedSearch: "New homes in your saved search",
  },
};

function titleKeyOf(type: NotificationType, name: string): TitleKey {
  if (type === "VipPayment") return "vipPayment";
  if (type === "Case") return "case";
  if (type === "SavedSearch") return "savedSearch";
  return name === AWAITING_SIGNATURE ? "documentSignature" : "documentApproval";
}

export function notificationTitle(
  locale: Locale,
  notification: { notificationType: NotificationType; name: string; subject: string | null },
): string {
  const title = TITLES[locale][titleKeyOf(notification.notificationType, notification.name)];
  return notification.subject ? `${title}: ${notification.subject}` : title;
}

/** For the table test: every title in every language. */
export const NOTIFICATION_TITLES = TITLES;
