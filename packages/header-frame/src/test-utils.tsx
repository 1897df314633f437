import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import type { LanguageEntry, NavigationItem, TextSearchHit } from "@housing/contracts";
import type { Locale } from "@housing/i18n";
import { TestI18nProvider } from "@housing/i18n/testing";
import { useHeaderAccount } from "@housing/session/header-account";
import { headerFrameMessages } from "./messages";

/** Renders under the i18n provider of one locale, as the site layout does. */
export function renderIn(locale: Locale, ui: ReactElement) {
  return render(<TestI18nProvider locale={locale} messages={[headerFrameMessages]}>{ui}</TestI18nProvider>);
}

/** The Swedish main navigation as the API seeds it. */
export const swedishNavigation: NavigationItem[] = [
  { label: "Köpa bostad", href: "/kopa-bostad/", children: [{ label: "Så går ett köp till", href: "/kopa-bostad/sa-gar-det-till/" }] },
  { label: "Om oss", href: "/om-oss/", children: [{ label: "Hållbarhet", href: "/om-oss/hallbarhet/" }] },
  { label: "Kundservice", href: "/kundservice/" },
  { label: "Karriär", href: "/karriar/" },
];

/** The language list the API sends for the Swedish app (apps/api seed, layout.ts). */
export const swedishAppLanguages: LanguageEntry[] = [
  { siteKey: "Jmse", label: "Svenska", href: "/", lang: "sv-SE" },
  { siteKey: "JmseEn", label: "English", href: "/en/", lang: "en-GB" },
  { siteKey: "Jmse", label: "Sverige", href: "https://www.fjallvik.se/", lang: "sv-SE" },
  { siteKey: "Jmno", label: "Norge", href: "https://www.fjallvik.no/", lang: "nb-NO" },
  { siteKey: "Jmoy", label: "Suomi", href: "https://www.fjallvik.fi/", lang: "fi-FI" },
];

/** The language list of an app with one site: the three countries only. */
export const countryLanguages = swedishAppLanguages.slice(2);

export function hit(title: string, url: string): TextSearchHit {
  return {
    id: crypto.randomUUID(),
    category: "content",
    title,
    description: `${title} beskrivning`,
    url,
    language: "sv",
    publishedAt: null,
    image: null,
    _formatted: { title, description: `${title} beskrivning` },
  };
}

/** A stand-in for the account place's filler (auth-bankid's user button): opens the header's user menu. */
export function TestUserButton({ label }: { label: string }) {
  const account = useHeaderAccount();
  return account ? (
    <button type="button" className={account.classNames.action} {...account.userMenuButtonProps()}>
      {label}
    </button>
  ) : null;
}
