import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";

/** Renders under the i18n provider of one locale, as the site layout does. */
export function renderIn(locale: Locale, ui: ReactElement) {
  return render(<TestI18nProvider locale={locale}>{ui}</TestI18nProvider>);
}
