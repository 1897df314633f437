import type { Locale } from "./locales";
import { catalogues, type Messages } from "./messages";
import { createMessageTranslator, type Translator, type TranslatorOptions } from "./translator";

/** The catalogue a server component hands to `I18nProvider`, so only that locale reaches the browser. */
export function getMessages(locale: Locale): Messages {
  return catalogues[locale];
}

/** A translator for server code (server components, route handlers, metadata). */
export function createTranslator(locale: Locale, options?: TranslatorOptions): Translator {
  return createMessageTranslator(locale, getMessages(locale), options);
}
