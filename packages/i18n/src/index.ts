export {
  CURRENCIES,
  DEFAULT_TIME_ZONES,
  LANGUAGE_TAGS,
  LOCALES,
  isLocale,
  localeFromLanguageTag,
  type Locale,
} from "./locales";
export {
  combineMessages,
  defineMessages,
  frameMessages,
  type MessageCatalogue,
  type MessageCatalogues,
  type MessageId,
  type Messages,
} from "./messages";
export {
  createMessagesText,
  createTranslator,
  getMessages,
  messagesTextOf,
  type MessageNamespace,
  type MessagesText,
} from "./intl";
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
