import { createFormatters, createIntl, createIntlCache, type IntlShape, type OnErrorFn } from "@formatjs/intl";
import { IntlMessageFormat, type Formats, type Formatters } from "intl-messageformat";
import { formatDecimal, INTL_DEFAULT_SYMBOLS } from "./decimal";
import { DEFAULT_TIME_ZONES, LANGUAGE_TAGS, type Locale } from "./locales";
import type { MessageId, Messages } from "./messages";

/**
 * This file must not import the catalogues: the client provider builds its
 * translator from the one catalogue the server passed down.
 */

/** Values for a message's placeholders. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

export interface Translator {
  locale: Locale;
  /** The message in the translator's locale. Never throws: a broken or unknown message is reported to `onError` and the best fallback (the raw message, else the id) is returned. */
  t: (id: MessageId, values?: MessageValues) => string;
  /** The underlying FormatJS object, for plurals, lists and relative times. */
  intl: IntlShape;
}

export interface TranslatorOptions {
  /** Where missing or broken messages are reported. Default: FormatJS logs them outside production and stays silent in production. */
  onError?: OnErrorFn;
  /** Time zone for `{d, date}` arguments; default the locale's. */
  timeZone?: string;
}

// One cache for the process keeps FormatJS's formatters across requests.
const cache = createIntlCache();

/**
 * Compiled messages, shared by every translator of the process (the server makes one per
 * request, the browser one per page). FormatJS's own `formatMessage` merges the formats and
 * serialises its arguments into a cache key on every call, which made translating the
 * dominant cost of rendering a page in the browser (BENCHMARKS.md, Lighthouse); a message is
 * parsed once here and then only formatted.
 */
const compiled = new Map<string, IntlMessageFormat>();

/** Text without ICU syntax (arguments, quoting, tags) formats to itself, so it is returned as is. */
const ICU_SYNTAX = /[{}'<]/;

/** Text whose only syntax is simple arguments (`{name}`): no plural, select, number or date formats, quoting or tags. */
const SIMPLE_ARGUMENTS = /^(?:[^{}'<]|\{\s*\w+\s*\})*$/;
const ARGUMENT = /\{\s*(\w+)\s*\}/g;

/**
 * A message with simple arguments filled in the way IntlMessageFormat does (strings and numbers
 * as `String(value)`, null, undefined and false as nothing), or null where it would do more
 * (a missing value, a date or other object): those take the full path, which reports problems.
 */
function fillSimpleArguments(message: string, values: MessageValues | undefined): string | null {
  let isSimple = true;
  const text = message.replace(ARGUMENT, (_match, name: string) => {
    if (!values || !(name in values)) {
      isSimple = false;
      return "";
    }
    const value = values[name];
    if (typeof value === "string" || typeof value === "number") return String(value);
    if (value === null || value === undefined || value === false) return "";
    isSimple = false;
    return "";
  });
  return isSimple ? text : null;
}

/** Our language tags back to their locales ("sv-SE" → "sv"). */
const LOCALE_OF_TAG = new Map(Object.entries(LANGUAGE_TAGS).map(([locale, tag]) => [tag, locale as Locale]));

/*
 * IntlMessageFormat resolves its locale (Intl.NumberFormat.supportedLocalesOf and an Intl.Locale)
 * for every message it compiles, which in the browser cost more than the header's whole render.
 * The answer depends only on the locales asked for, so it is kept per language tag; our own four
 * tags are supported by every ICU and skip supportedLocalesOf, whose first call costs the page
 * the same one-time ICU set-up as a first NumberFormat (decimal.ts).
 */
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, ReturnType<typeof resolveLocale>>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) {
    resolvedLocales.set(key, LOCALE_OF_TAG.has(key) ? new Intl.Locale(key) : resolveLocale(locales));
  }
  return resolvedLocales.get(key);
};

/** FormatJS's formatters, made once per set of options and shared with the `intl` object's cache. */
const intlFormatters = createFormatters(cache);

/**
 * The formatters every compiled message shares. A plain number (a plural's "#", `{n, number}`) in
 * one of our locales is written by `formatDecimal` as Intl's default style would write it, so a
 * page's counts ("110 bostäder") need no Intl.NumberFormat; styled numbers, dates and plural rules
 * are Intl's own, made once per set of options.
 */
const formatters: Formatters = {
  getNumberFormat(locales, options) {
    const locale = options === undefined ? LOCALE_OF_TAG.get(String(locales)) : undefined;
    if (locale === undefined) return intlFormatters.getNumberFormat(locales, options);
    const symbols = INTL_DEFAULT_SYMBOLS[locale];
    const format = (value: number | bigint) =>
      (typeof value === "number"
        ? formatDecimal(value, symbols, { maximumFractionDigits: 3, signDisplay: "auto" })
        : null) ?? intlFormatters.getNumberFormat(locales).format(value);
    // IntlMessageFormat only ever calls `format` on what this returns.
    return { format } as Intl.NumberFormat;
  },
  getDateTimeFormat: intlFormatters.getDateTimeFormat,
  getPluralRules: intlFormatters.getPluralRules,
};

/** IntlMessageFormat's date and time styles with the time zone applied, once per zone. */
const formatsByTimeZone = new Map<string, Partial<Formats>>();
function formatsIn(timeZone: string): Partial<Formats> {
  let formats = formatsByTimeZone.get(timeZone);
  if (!formats) {
    const inZone = (styles: Formats["date"]) =>
      Object.fromEntries(Object.entries(styles).map(([name, style]) => [name, { timeZone, ...style }]));
    formats = { date: inZone(IntlMessageFormat.formats.date), time: inZone(IntlMessageFormat.formats.time) };
    formatsByTimeZone.set(timeZone, formats);
  }
  return formats;
}

export function createMessageTranslator(
  locale: Locale,
  messages: Messages,
  options: TranslatorOptions = {},
): Translator {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONES[locale];
  const languageTag = LANGUAGE_TAGS[locale];
  let intl: IntlShape | undefined;
  // Built on first use: most pages only ever need `t`.
  const intlOf = () =>
    (intl ??= createIntl(
      {
        locale: languageTag,
        // The Swedish catalogue is the source every other locale is checked against.
        defaultLocale: LANGUAGE_TAGS.sv,
        messages,
        timeZone,
        // Spreading `onError: undefined` would replace FormatJS's handler and make reporting itself throw.
        ...(options.onError ? { onError: options.onError } : {}),
      },
      cache,
    ));

  const t = (id: MessageId, values?: MessageValues): string => {
    const message: unknown = messages[id];
    // Missing or empty: FormatJS reports it and picks the fallback.
    if (typeof message !== "string" || message === "") return intlOf().formatMessage({ id }, values);
    if (!ICU_SYNTAX.test(message)) return message;
    if (SIMPLE_ARGUMENTS.test(message)) {
      const filled = fillSimpleArguments(message, values);
      if (filled !== null) return filled;
    }
    const key = `${languageTag}\u0000${timeZone}\u0000${message}`;
    let format = compiled.get(key);
    try {
      if (!format) {
        // No FormatJS `intl` here: building one costs more than the whole header's messages.
        format = new IntlMessageFormat(message, languageTag, formatsIn(timeZone), { formatters });
        compiled.set(key, format);
      }
      const result = format.format(values);
      if (typeof result === "string") return result;
    } catch {
      // A broken message or a missing value: FormatJS's path reports it and returns its fallback.
    }
    return intlOf().formatMessage({ id }, values);
  };

  return {
    locale,
    t,
    get intl() {
      return intlOf();
    },
  };
}
