"use client";
import type { ReactNode } from "react";
import type { Locale } from "./locales";
import { getMessages } from "./intl";
import type { MessageCatalogue } from "./messages";
import { I18nProvider } from "./react";

/**
 * The provider with the locale's frame messages and the given feature catalogues (a feature's
 * `src/messages`), for tests and Storybook, where no server component passes the messages down.
 */
export function TestI18nProvider({
  locale,
  messages = [],
  children,
}: {
  locale: Locale;
  messages?: readonly MessageCatalogue[];
  children?: ReactNode;
}) {
  return (
    <I18nProvider locale={locale} messages={getMessages(locale, messages)}>
      {children}
    </I18nProvider>
  );
}
