import { createIntl, createIntlCache, type IntlShape, type OnErrorFn } from "@formatjs/intl";
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

// One cache for the process keeps compiled messages across requests.
const cache = createIntlCache();

export function createMessageTranslator(
  locale: Locale,
  messages: Messages,
  options: TranslatorOptions = {},
): Translator {
  const intl = createIntl(
    {
      locale: LANGUAGE_TAGS[locale],
      // The Swedish catalogue is the source every other locale is checked against.
      defaultLocale: LANGUAGE_TAGS.sv,
      messages,
      timeZone: options.timeZone ?? DEFAULT_TIME_ZONES[locale],
      // Spreading `onError: undefined` would replace FormatJS's handler and make reporting itself throw.
      ...(options.onError ? { onError: options.onError } : {}),
    },
    cache,
  );
  return {
    locale,
    t: (id, values) => intl.formatMessage({ id }, values),
    intl,
  };
}
