"use client";

import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createLocaleFormatters, type LocaleFormatters } from "./format";
import type { Locale } from "./locales";
import type { Messages } from "./messages";
import { createMessageTranslator, type Translator } from "./translator";

export type { Locale, LocaleFormatters, Messages, Translator };
export type { MessageId } from "./messages";
export type { MessageValues } from "./translator";

/** What `useI18n` returns: the translator and the formatters bound to the provider's locale. */
export type I18n = Translator & LocaleFormatters;

export interface I18nProviderProps {
  locale: Locale;
  /** The locale's catalogue from `getMessages(locale)`, passed down by a server component so only one locale reaches the browser. */
  messages: Messages;
  /** The site's time zone for dates; default the locale's. */
  timeZone?: string;
  children?: ReactNode;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ locale, messages, timeZone, children }: I18nProviderProps) {
  const value = useMemo<I18n>(() => {
    const translator = createMessageTranslator(locale, messages, { timeZone });
    // Not spread: `intl` is built on first use, and spreading would build it for every page.
    return {
      ...createLocaleFormatters(locale, timeZone),
      locale,
      t: translator.t,
      get intl() {
        return translator.intl;
      },
    };
  }, [locale, messages, timeZone]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  // A component outside the provider is a wiring mistake that should fail in development, not render ids.
  if (!value) throw new Error("useI18n() needs an <I18nProvider> above it");
  return value;
}
