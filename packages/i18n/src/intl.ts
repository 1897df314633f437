import type { Locale } from "./locales";
import { catalogues, type MessageId, type Messages } from "./messages";
import { createMessageTranslator, type Translator, type TranslatorOptions } from "./translator";

/** The catalogue a server component hands to `I18nProvider`, so only that locale reaches the browser. */
export function getMessages(locale: Locale): Messages {
  return catalogues[locale];
}

declare const messagesTextBrand: unique symbol;

/** Part of a locale's catalogue as JSON text, from `getMessagesText`: what a server component hands to the providers. */
export type MessagesText = string & { readonly [messagesTextBrand]: true };

/** A package's part of the catalogue: the first segment of its ids ("search", "header-frame", …). */
export type MessageNamespace = MessageId extends `${infer Namespace}.${string}` ? Namespace : never;

/**
 * The catalogue's entries of the given namespaces as JSON text, for `I18nProvider` and
 * `I18nMessages`: the browser gets only the text of the components on the page (the site frame's
 * in the layout, a template's with the template), not the whole catalogue on every page.
 * As an object the messages would travel in the page's RSC payload as a model of some 500
 * entries that React revives one by one while it hydrates; as one string the browser reads them
 * with a single native JSON.parse. Memoized: each text is built once per server process.
 */
export function getMessagesText(locale: Locale, namespaces: readonly MessageNamespace[]): MessagesText {
  const key = `${locale}:${namespaces.join(",")}`;
  let text = messagesTexts.get(key);
  if (text === undefined) {
    const prefixes = namespaces.map((namespace) => `${namespace}.`);
    const entries = Object.entries(getMessages(locale)).filter(([id]) =>
      prefixes.some((prefix) => id.startsWith(prefix)),
    );
    text = JSON.stringify(Object.fromEntries(entries)) as MessagesText;
    messagesTexts.set(key, text);
  }
  return text;
}
const messagesTexts = new Map<string, MessagesText>();

/** A translator for server code (server components, route handlers, metadata). */
export function createTranslator(locale: Locale, options?: TranslatorOptions): Translator {
  return createMessageTranslator(locale, getMessages(locale), options);
}
