import type { I18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";

/*
 * Showing times in the site's formats (spec section 9): the date by the i18n formatter, the
 * time as 24-hour hh:mm, both in the site's time zone (a showing happens where the home is).
 */

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "17:30" in the site's time zone. */
export function timeOf(site: Pick<SiteConfig, "languageTag" | "timeZone">, iso: string): string {
  const key = `${site.languageTag}|${site.timeZone}`;
  let format = timeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(site.languageTag, {
      hour: "2-digit",
      minute: "2-digit",
      timeZone: site.timeZone,
      hourCycle: "h23",
    });
    timeFormats.set(key, format);
  }
  return format.format(new Date(iso));
}

/** "2026-11-24 kl. 17:30–19:00": a date with its span of time. */
export function whenOf(
  i18n: Pick<I18n, "t" | "formatDate">,
  site: Pick<SiteConfig, "languageTag" | "timeZone">,
  startsAt: string,
  endsAt: string,
): string {
  return i18n.t("showings.when", {
    date: i18n.formatDate(startsAt, site.timeZone),
    start: timeOf(site, startsAt),
    end: timeOf(site, endsAt),
  });
}
