export {
  CURRENCIES,
  DEFAULT_TIME_ZONES,
  LANGUAGE_TAGS,
  LOCALES,
  isLocale,
  localeFromLanguageTag,
  type Locale,
} from "./locales";
export type { MessageId, Messages } from "./messages";
export { createTranslator, getMessages, getMessagesText, type MessageNamespace, type MessagesText } from "./intl";
export { createMessageTranslator, type MessageValues, type Translator, type TranslatorOptions } from "./translator";
export {
  NBSP,
  createLocaleFormatters,
  formatArea,
  formatAreaRange,
  formatDate,
  formatPrice,
  formatPriceRange,
  formatRooms,
  type LocaleFormatters,
} from "./format";
