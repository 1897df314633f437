import { formatDecimal, INTL_DEFAULT_SYMBOLS, type DecimalSymbols } from "./decimal";
import { DEFAULT_TIME_ZONES, LANGUAGE_TAGS, type Locale } from "./locales";

/**
 * Formatters of spec section 9. Every output uses U+00A0 (no-break space) for
 * thousands and before the unit, so "1 234 500 kr" or "74 m²" never wraps
 * mid-value. The separators are fixed here because ICU versions differ
 * (U+202F, U+00A0, "," for en) and the spec wants a space in every locale;
 * numbers are written without Intl (decimal.ts), rounded as Intl rounds.
 */
export const NBSP = "\u00A0";
const EN_DASH = "\u2013";

// Spec section 9: kr after the amount (sv, en), kr before (no), euro after (fi).
const PRICE_PATTERN: Record<Locale, (amount: string) => string> = {
  sv: (amount) => `${amount}${NBSP}kr`,
  en: (amount) => `${amount}${NBSP}kr`,
  nb: (amount) => `kr${NBSP}${amount}`,
  fi: (amount) => `${amount}${NBSP}€`,
};

const ROOMS_UNIT: Record<Locale, string> = { sv: "rok", en: "rok", nb: "roms", fi: "h+k" };

const numberFormats = new Map<string, Intl.NumberFormat>();

/** The spec's separators: a no-break space between thousands in every locale. */
const SPEC_SYMBOLS = Object.fromEntries(
  Object.entries(INTL_DEFAULT_SYMBOLS).map(([locale, symbols]) => [locale, { ...symbols, group: NBSP }]),
) as Record<Locale, DecimalSymbols>;

/**
 * A number with thousands groups, at most `maximumFractionDigits` decimals, and no "−0" (rounding
 * −0.4 prints "0"). Written by `formatDecimal` (no Intl set-up on the page, decimal.ts); Intl only
 * for the numbers JavaScript writes with an exponent.
 */
function formatNumber(value: number, locale: Locale, maximumFractionDigits: number): string {
  return (
    formatDecimal(value, SPEC_SYMBOLS[locale], { maximumFractionDigits, signDisplay: "negative" }) ??
    formatWithIntl(value, locale, maximumFractionDigits)
  );
}

function formatWithIntl(value: number, locale: Locale, maximumFractionDigits: number): string {
  const key = `${locale}:${maximumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
      maximumFractionDigits,
      useGrouping: "always",
      // Rounding -0.4 must not print "-0".
      signDisplay: "negative",
      numberingSystem: "latn",
    });
    numberFormats.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((part) => {
      switch (part.type) {
        case "group":
          return NBSP;
        case "decimal":
          return SPEC_SYMBOLS[locale].decimal;
        case "minusSign":
          return SPEC_SYMBOLS[locale].minus;
        default:
          return part.value;
      }
    })
    .join("");
}

/**
 * Formats both ends of a range, lowest first. An end that is not a usable
 * number is dropped (an open-ended range shows its known end); ends that
 * print the same collapse to one value.
 */
function formatRange(
  min: number | null | undefined,
  max: number | null | undefined,
  format: (value: number) => string,
  isUsable: (value: number) => boolean,
): [string] | [string, string] | [] {
  const ends = [min, max].filter((value): value is number => typeof value === "number" && isUsable(value));
  ends.sort((a, b) => a - b);
  const [low, high] = ends.map(format);
  if (low === undefined) return [];
  return high === undefined || high === low ? [low] : [low, high];
}

const isFiniteNumber = (value: number) => Number.isFinite(value);
const isMeasure = (value: number) => Number.isFinite(value) && value >= 0;

/**
 * A whole-currency price in the locale's currency (SEK for sv and en, NOK for
 * nb, EUR for fi): "1 234 500 kr", "kr 1 234 500", "1 234 500 €". Decimals
 * are rounded away. Negative amounts (credits, overpayments) keep their sign;
 * NaN and infinities give "" so a missing price renders as nothing.
 */
export function formatPrice(amount: number, locale: Locale): string {
  if (!Number.isFinite(amount)) return "";
  return PRICE_PATTERN[locale](formatNumber(amount, locale, 0));
}

/**
 * "2 450 000 – 3 100 000 kr". The dash has a no-break space before it and a
 * normal space after, so a long range can only wrap after the dash.
 */
export function formatPriceRange(
  min: number | null | undefined,
  max: number | null | undefined,
  locale: Locale,
): string {
  const ends = formatRange(min, max, (value) => formatNumber(value, locale, 0), isFiniteNumber);
  if (ends.length === 0) return "";
  return PRICE_PATTERN[locale](ends.join(`${NBSP}${EN_DASH} `));
}

/**
 * Rooms as "3 rok" (sv, en), "3 roms" (nb), "3 h+k" (fi); a range as
 * "2–4 rok". Half rooms are common ("2,5 rok"), so one decimal is kept.
 * Negative or non-finite counts give "".
 */
export function formatRooms(rooms: number, locale: Locale): string;
export function formatRooms(min: number, max: number | null | undefined, locale: Locale): string;
export function formatRooms(
  min: number,
  maxOrLocale: number | null | undefined | Locale,
  maybeLocale?: Locale,
): string {
  const [max, locale] = typeof maxOrLocale === "string" ? [undefined, maxOrLocale] : [maxOrLocale, maybeLocale ?? "sv"];
  return withUnit(
    formatRange(min, max, (value) => formatNumber(value, locale, 1), isMeasure),
    ROOMS_UNIT[locale],
  );
}

/** Living area, "74 m²" or "74,5 m²" ("74.5 m²" in en), at most one decimal. Negative or non-finite gives "". */
export function formatArea(value: number, locale: Locale): string {
  return formatAreaRange(value, value, locale);
}

/** "50–120 m²"; an unusable end is dropped, equal ends give one area. */
export function formatAreaRange(
  min: number | null | undefined,
  max: number | null | undefined,
  locale: Locale,
): string {
  return withUnit(
    formatRange(min, max, (value) => formatNumber(value, locale, 1), isMeasure),
    "m²",
  );
}

function withUnit(ends: readonly string[], unit: string): string {
  return ends.length === 0 ? "" : `${ends.join(EN_DASH)}${NBSP}${unit}`;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/**
 * A date as yyyy-MM-dd (sv, en) or dd.MM.yyyy (nb, fi), spec section 9.
 * An instant is shown as the calendar day in `timeZone` (default: the
 * locale's country; Stockholm for en). A bare "yyyy-MM-dd" string is already
 * a calendar day and is not shifted by any zone. Invalid input gives "" so a
 * bad value from the API renders as nothing; an unknown time zone throws,
 * because that is a configuration error.
 */
export function formatDate(date: Date | string, locale: Locale, timeZone: string = DEFAULT_TIME_ZONES[locale]): string {
  if (typeof date === "string") {
    const text = date.trim();
    const leadingDay = ISO_DAY.exec(text)?.[0];
    if (leadingDay !== undefined) {
      const day = calendarDay(leadingDay);
      if (!day) return "";
      if (leadingDay === text) return layoutDate(day, locale);
    }
  }
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return "";
  return layoutDate(zonedDay(instant, timeZone), locale);
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Undefined for a day that does not exist (2025-02-30), which Date would silently roll over. */
function calendarDay(value: string): CalendarDay | undefined {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return { year, month, day };
}

function zonedDay(instant: Date, timeZone: string): CalendarDay {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      calendar: "gregory",
      numberingSystem: "latn",
    });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

function layoutDate({ year, month, day }: CalendarDay, locale: Locale): string {
  const yyyy = String(year).padStart(4, "0");
  const mm = String(month).padStart(2, "0");
  const dd = String(day).padStart(2, "0");
  return locale === "sv" || locale === "en" ? `${yyyy}-${mm}-${dd}` : `${dd}.${mm}.${yyyy}`;
}

/** The formatters with a locale (and time zone) already applied, as `useI18n` hands them out. */
export interface LocaleFormatters {
  formatPrice: (amount: number) => string;
  formatPriceRange: (min: number | null | undefined, max: number | null | undefined) => string;
  formatRooms: (min: number, max?: number | null) => string;
  formatArea: (value: number) => string;
  formatAreaRange: (min: number | null | undefined, max: number | null | undefined) => string;
  formatDate: (date: Date | string, timeZone?: string) => string;
}

export function createLocaleFormatters(
  locale: Locale,
  timeZone: string = DEFAULT_TIME_ZONES[locale],
): LocaleFormatters {
  return {
    formatPrice: (amount) => formatPrice(amount, locale),
    formatPriceRange: (min, max) => formatPriceRange(min, max, locale),
    formatRooms: (min, max) => formatRooms(min, max, locale),
    formatArea: (value) => formatArea(value, locale),
    formatAreaRange: (min, max) => formatAreaRange(min, max, locale),
    formatDate: (date, zone = timeZone) => formatDate(date, locale, zone),
  };
}
