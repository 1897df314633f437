import type { Locale } from "./locales";
import { frameMessages, type MessageCatalogue, type MessageId, type Messages } from "./messages";
import { createMessageTranslator, type Translator, type TranslatorOptions } from "./translator";

/** Merged catalogues by locale, kept per feature catalogue: each is built once per process. */
const merged = new WeakMap<MessageCatalogue, Map<Locale, Messages>>();

/**
 * A locale's messages: the frame's (core packages and the site shell) and those of the feature
 * catalogues given (`src/messages` of a feature package), which i18n cannot import itself.
 */
export function getMessages(locale: Locale, catalogues: readonly MessageCatalogue[] = []): Messages {
  if (catalogues.length === 0) return frameMessages[locale] as Messages;
  if (catalogues.length > 1) {
    return Object.assign({}, frameMessages[locale], ...catalogues.map((catalogue) => catalogue[locale])) as Messages;
  }
  const [catalogue] = catalogues as [MessageCatalogue];
  let byLocale = merged.get(catalogue);
  if (!byLocale) merged.set(catalogue, (byLocale = new Map<Locale, Messages>()));
  let messages = byLocale.get(locale);
  if (!messages) byLocale.set(locale, (messages = { ...frameMessages[locale], ...catalogue[locale] } as Messages));
  return messages;
}

declare const messagesTextBrand: unique symbol;

/** Part of a locale's catalogue as JSON text, from `getMessagesText`: what a server component hands to the providers. */
export type MessagesText = string & { readonly [messagesTextBrand]: true };

/** A package's part of the catalogue: the first segment of its ids ("search", "header-frame", …). */
export type MessageNamespace = MessageId extends `${infer Namespace}.${string}` ? Namespace : never;

/**
 * `getMessagesText` over a set of catalogues (the site shell passes the frame's and every
 * feature manifest's): the catalogue's entries of the given namespaces as JSON text, for
 * `I18nProvider` and `I18nMessages`. The browser gets only the text of the components on the
 * page (the site frame's in the layout, a template's with the template), not the whole
 * catalogue on every page. As an object the messages would travel in the page's RSC payload as
 * a model of some 500 entries that React revives one by one while it hydrates; as one string
 * the browser reads them with a single native JSON.parse. Memoized: each text is built once per
 * server process.
 */
export function createMessagesText(catalogues: readonly MessageCatalogue[]) {
  const texts = new Map<string, MessagesText>();
  return function getMessagesText(locale: Locale, namespaces: readonly MessageNamespace[]): MessagesText {
    const key = `${locale}:${namespaces.join(",")}`;
    let text = texts.get(key);
    if (text === undefined) {
      text = messagesTextOf(
        Object.assign({}, ...catalogues.map((catalogue) => catalogue[locale])) as Record<string, string>,
        namespaces.map((namespace) => `${namespace}.`),
      );
      texts.set(key, text);
    }
    return text;
  };
}

/** The entries of a catalogue whose ids start with one of the prefixes, as the JSON text the providers read. */
export function messagesTextOf(catalogue: Readonly<Record<string, string>>, prefixes: readonly string[]): MessagesText {
  const entries = Object.entries(catalogue).filter(([id]) => prefixes.some((prefix) => id.startsWith(prefix)));
  return JSON.stringify(Object.fromEntries(entries)) as MessagesText;
}

/** A translator for server code (server components, route handlers, metadata). */
export function createTranslator(
  locale: Locale,
  options: TranslatorOptions & { messages?: readonly MessageCatalogue[] } = {},
): Translator {
  const { messages, ...translatorOptions } = options;
  return createMessageTranslator(locale, getMessages(locale, messages), translatorOptions);
}
