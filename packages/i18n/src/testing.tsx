"use client";
import type { ReactNode } from "react";
import type { Locale } from "./locales";
import { getMessages } from "./intl";
import { I18nProvider } from "./react";

/**
 * The provider with the locale's whole catalogue, for tests and Storybook,
 * where no server component passes the messages down.
 */
export function TestI18nProvider({ locale, children }: { locale: Locale; children?: ReactNode }) {
  return (
    <I18nProvider locale={locale} messages={getMessages(locale)}>
      {children}
    </I18nProvider>
  );
}
