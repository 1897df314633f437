import type { LocaleFormatters, Translator } from "@housing/i18n";

/**
 * What the cards need for their words and numbers: a translator and the locale's formatters. On
 * the server that is `createTranslator` with `createLocaleFormatters` (content-pages'
 * `catalogueText`), in the browser `useI18n()`; the components take it as a prop, so the same
 * component renders in a server template and in a client list without a hook of its own.
 */
export type ResidenceText = Translator & LocaleFormatters;
