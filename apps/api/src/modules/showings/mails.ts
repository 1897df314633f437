import type { SiteConfig } from "@housing/site-config";
import type { AppDependencies } from "../../core/dependencies";
import type { Database } from "../../core/db/client";
import { outboxMails, type MailAttachment } from "../../core/db/schema";
import { deliverOutbox, publicOrigin } from "../account/outbox";
import { SHOWING_FORM_SEGMENT } from "../content/service/stage-forms";
import { calendarFile } from "./ics";
import { qrPng } from "./qr-png";
import type { ShowingRow } from "./queries";

/*
 * The showing mails through the outbox (modules/account/outbox.ts), in the site's language:
 * the booking's confirmation with its calendar entry (.ics) and personal QR code (.png), the
 * short note of a cancellation, and the ordered prospectus (prospectus.ts). Written in the
 * request's transaction, sent after it (deliverOutbox) when a transport is configured.
 */

export const SHOWING_MAIL_KINDS = {
  booked: "showingBooked",
  cancelled: "showingCancelled",
  prospectus: "prospectusOrdered",
} as const;

/** The attachments' file names, the same in every language. */
export const BOOKING_CALENDAR_FILE = "visning.ics";
export const BOOKING_QR_FILE = "visning-qr.png";

type Locale = SiteConfig["locale"];

const DATE_LOCALES: Record<Locale, string> = { sv: "sv-SE", nb: "nb-NO", fi: "fi-FI", en: "en-GB" };

interface BookingFacts {
  stage: string;
  date: string;
  time: string;
  place: string;
  people: number;
  link: string;
}

const TEXTS: Record<
  Locale,
  {
    bookedSubject: (stage: string) => string;
    booked: (facts: BookingFacts) => string;
    cancelledSubject: (stage: string) => string;
    cancelled: (facts: BookingFacts) => string;
    summary: (stage: string) => string;
  }
> = {
  sv: {
    bookedSubject: (stage) => `Bokad visning: ${stage}`,
    booked: (f) =>
      `Välkommen på visning av ${f.stage}!\n\nDatum: ${f.date}\nTid: ${f.time}\nPlats: ${f.place}\nAntal personer: ${f.people}\n\n` +
      `Visa QR-koden i bilagan vid entrén för att checka in. Lägg in visningen i din kalender med bilagan ${BOOKING_CALENDAR_FILE}.\n\n` +
      `Kan du inte komma? Avboka här: ${f.link}`,
    cancelledSubject: (stage) => `Avbokad visning: ${stage}`,
    cancelled: (f) =>
      `Din visning av ${f.stage} den ${f.date} kl. ${f.time} är avbokad. Välkommen att boka en ny tid: ${f.link}`,
    summary: (stage) => `Visning: ${stage}`,
  },
  nb: {
    bookedSubject: (stage) => `Bestilt visning: ${stage}`,
    booked: (f) =>
      `Velkommen på visning av ${f.stage}!\n\nDato: ${f.date}\nTid: ${f.time}\nSted: ${f.place}\nAntall personer: ${f.people}\n\n` +
      `Vis QR-koden i vedlegget ved inngangen for å sjekke inn. Legg visningen i kalenderen din med vedlegget ${BOOKING_CALENDAR_FILE}.\n\n` +
      `Kan du ikke komme? Avbestill her: ${f.link}`,
    cancelledSubject: (stage) => `Avbestilt visning: ${stage}`,
    cancelled: (f) =>
      `Visningen din av ${f.stage} ${f.date} kl. ${f.time} er avbestilt. Velkommen til å bestille en ny tid: ${f.link}`,
    summary: (stage) => `Visning: ${stage}`,
  },
  fi: {
    bookedSubject: (stage) => `Varattu esittely: ${stage}`,
    booked: (f) =>
      `Tervetuloa esittelyyn: ${f.stage}!\n\nPäivä: ${f.date}\nAika: ${f.time}\nPaikka: ${f.place}\nHenkilöitä: ${f.people}\n\n` +
      `Näytä liitteen QR-koodi ovella ilmoittautuaksesi. Lisää esittely kalenteriisi liitteellä ${BOOKING_CALENDAR_FILE}.\n\n` +
      `Etkö pääse paikalle? Peru varaus täällä: ${f.link}`,
    cancelledSubject: (stage) => `Peruttu esittely: ${stage}`,
    cancelled: (f) =>
      `Esittelyvarauksesi (${f.stage}, ${f.date} klo ${f.time}) on peruttu. Voit varata uuden ajan: ${f.link}`,
    summary: (stage) => `Esittely: ${stage}`,
  },
  en: {
    bookedSubject: (stage) => `Viewing booked: ${stage}`,
    booked: (f) =>
      `Welcome to the viewing of ${f.stage}!\n\nDate: ${f.date}\nTime: ${f.time}\nPlace: ${f.place}\nPeople: ${f.people}\n\n` +
      `Show the QR code attached at the door to check in. Add the viewing to your calendar with the attached ${BOOKING_CALENDAR_FILE}.\n\n` +
      `Cannot come? Cancel here: ${f.link}`,
    cancelledSubject: (stage) => `Viewing cancelled: ${stage}`,
    cancelled: (f) =>
      `Your viewing of ${f.stage} on ${f.date} at ${f.time} is cancelled. Book a new time here: ${f.link}`,
    summary: (stage) => `Viewing: ${stage}`,
  },
};

/** The booking link of the mail and the QR code: the showing page's `visning/` form with the token. */
export function bookingLink(deps: Pick<AppDependencies, "auth">, site: SiteConfig, showing: ShowingRow, token: string) {
  const pagePath = showing.objectUrl ?? showing.stageUrl;
  return `${publicOrigin(deps, site)}${site.pathPrefix}${pagePath}${SHOWING_FORM_SEGMENT}/?b=${token}`;
}

function factsOf(
  site: SiteConfig,
  showing: ShowingRow,
  slot: { startsAt: Date; endsAt: Date },
  people: number,
  link: string,
) {
  const locale = DATE_LOCALES[site.locale];
  const date = new Intl.DateTimeFormat(locale, { timeZone: site.timeZone, dateStyle: "full" }).format(slot.startsAt);
  const clock = new Intl.DateTimeFormat(locale, { timeZone: site.timeZone, hour: "2-digit", minute: "2-digit" });
  return {
    stage: showing.stageName,
    date,
    time: `${clock.format(slot.startsAt)}–${clock.format(slot.endsAt)}`,
    place: showing.place,
    people,
    link,
  };
}

type MailDeps = Pick<AppDependencies, "now" | "auth">;

/** Writes one showing mail into the outbox, in the caller's transaction. */
export async function queueShowingMail(
  db: Database,
  deps: MailDeps,
  mail: { kind: string; to: string; subject: string; body: string; link: string; attachments: MailAttachment[] },
) {
  await db.insert(outboxMails).values({
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    body: mail.body,
    link: mail.link,
    attachments: mail.attachments,
    createdAt: deps.now(),
  });
}

/** Sends the outbox after the request's transaction has committed, when a transport is configured. */
export function deliverSoon(deps: Pick<AppDependencies, "db" | "now" | "logger" | "mailTransport">): void {
  if (deps.mailTransport) setImmediate(() => void deliverOutbox(deps));
}

/** The confirmation: date, time, place, stage, people, the cancel link, the .ics and the QR code. */
export async function queueBookingConfirmation(
  db: Database,
  deps: MailDeps,
  booking: { id: string; email: string; people: number; token: string },
  site: SiteConfig,
  showing: ShowingRow,
  slot: { startsAt: Date; endsAt: Date },
): Promise<void> {
  if (!booking.email) return;
  const link = bookingLink(deps, site, showing, booking.token);
  const facts = factsOf(site, showing, slot, booking.people, link);
  const texts = TEXTS[site.locale];
  const body = texts.booked(facts);
  const calendar = calendarFile(
    {
      uid: `${booking.id}@showings.${site.code}`,
      stamp: deps.now(),
      start: slot.startsAt,
      end: slot.endsAt,
      summary: texts.summary(showing.stageName),
      location: showing.place,
      description: body,
      url: link,
    },
    `-//${site.siteName}//Showings//${site.locale.toUpperCase()}`,
  );
  await queueShowingMail(db, deps, {
    kind: SHOWING_MAIL_KINDS.booked,
    to: booking.email,
    subject: texts.bookedSubject(showing.stageName),
    body,
    link,
    attachments: [
      {
        name: BOOKING_CALENDAR_FILE,
        type: "text/calendar; charset=utf-8",
        base64: Buffer.from(calendar).toString("base64"),
      },
      { name: BOOKING_QR_FILE, type: "image/png", base64: qrPng(link).toString("base64") },
    ],
  });
}

/** The short note of a cancellation, with a link to book again (the stage's or home's page). */
export async function queueCancellation(
  db: Database,
  deps: MailDeps,
  booking: { email: string; people: number },
  site: SiteConfig,
  showing: ShowingRow,
  slot: { startsAt: Date; endsAt: Date },
): Promise<void> {
  if (!booking.email) return;
  const link = `${publicOrigin(deps, site)}${site.pathPrefix}${showing.objectUrl ?? showing.stageUrl}`;
  const texts = TEXTS[site.locale];
  await queueShowingMail(db, deps, {
    kind: SHOWING_MAIL_KINDS.cancelled,
    to: booking.email,
    subject: texts.cancelledSubject(showing.stageName),
    body: texts.cancelled(factsOf(site, showing, slot, booking.people, link)),
    link,
    attachments: [],
  });
}
