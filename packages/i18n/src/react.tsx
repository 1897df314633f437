"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createLocaleFormatters, type LocaleFormatters } from "./format";
import type { MessagesText } from "./intl";
import type { Locale } from "./locales";
import type { Messages } from "./messages";
import { createMessageTranslator, type Translator } from "./translator";

export type { Locale, LocaleFormatters, Messages, MessagesText, Translator };
export type { MessageId } from "./messages";
export type { MessageValues } from "./translator";

/** What `useI18n` returns: the translator and the formatters bound to the provider's locale. */
export type I18n = Translator & LocaleFormatters;

export interface I18nProviderProps {
  locale: Locale;
  /**
   * The locale's catalogue, passed down by a server component so only one locale reaches the
   * browser: `getMessagesText(locale, namespaces)`, the parts the page's frame shows (templates
   * add theirs with `I18nMessages`), or the whole `getMessages(locale)`.
   */
  messages: Messages | MessagesText;
  /** The site's time zone for dates; default the locale's. */
  timeZone?: string;
  children?: ReactNode;
}

/** What a nested `I18nMessages` needs to build on its provider. */
interface I18nSettings {
  locale: Locale;
  catalogue: Partial<Messages>;
  timeZone?: string;
}

const I18nContext = createContext<I18n | null>(null);
const I18nSettingsContext = createContext<I18nSettings | null>(null);

function readCatalogue(messages: Partial<Messages> | MessagesText): Partial<Messages> {
  return typeof messages === "string" ? (JSON.parse(messages) as Partial<Messages>) : messages;
}

function I18nScope({ settings, children }: { settings: I18nSettings; children?: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const { locale, catalogue, timeZone } = settings;
    // Ids outside the catalogue given are reported by the translator and shown as their id.
    const translator = createMessageTranslator(locale, catalogue as Messages, { timeZone });
    // Not spread: `intl` is built on first use, and spreading would build it for every page.
    return {
      ...createLocaleFormatters(locale, timeZone),
      locale,
      t: translator.t,
      get intl() {
        return translator.intl;
      },
    };
  }, [settings]);
  return (
    <I18nSettingsContext value={settings}>
      <I18nContext value={value}>{children}</I18nContext>
    </I18nSettingsContext>
  );
}

export function I18nProvider({ locale, messages, timeZone, children }: I18nProviderProps) {
  const settings = useMemo(
    () => ({ locale, catalogue: readCatalogue(messages), timeZone }),
    [locale, messages, timeZone],
  );
  return <I18nScope settings={settings}>{children}</I18nScope>;
}

export interface I18nMessagesProps {
  /** More of the provider's catalogue: `getMessagesText(locale, namespaces)` of the components below. */
  messages: Partial<Messages> | MessagesText;
  children?: ReactNode;
}

/** Adds messages to the provider above for the components below it (a template's, on top of the frame's). */
export function I18nMessages({ messages, children }: I18nMessagesProps) {
  const parent = useContext(I18nSettingsContext);
  if (!parent) throw new Error("<I18nMessages> needs an <I18nProvider> above it");
  const settings = useMemo(
    () => ({ ...parent, catalogue: { ...parent.catalogue, ...readCatalogue(messages) } }),
    [parent, messages],
  );
  return <I18nScope settings={settings}>{children}</I18nScope>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  // A component outside the provider is a wiring mistake that should fail in development, not render ids.
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it");
  return value;
}
