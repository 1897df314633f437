import { LOCALES, type Currency, type Locale } from "@housing/site-config";

export { LOCALES, type Locale };

/** The BCP 47 tag each locale formats with (matches the sites' `languageTag`). */
export const LANGUAGE_TAGS: Record<Locale, string> = {
  sv: "sv-SE",
  nb: "nb-NO",
  fi: "fi-FI",
  en: "en-GB",
};

/** The English sub-site is Swedish: its dates follow Stockholm and its prices are in kronor. */
export const DEFAULT_TIME_ZONES: Record<Locale, string> = {
  sv: "Europe/Stockholm",
  nb: "Europe/Oslo",
  fi: "Europe/Helsinki",
  en: "Europe/Stockholm",
};

export const CURRENCIES: Record<Locale, Currency> = {
  sv: "SEK",
  nb: "NOK",
  fi: "EUR",
  en: "SEK",
};

// "no" (the macrolanguage, the spec's name for the locale) and Nynorsk are served in Bokmål.
const LANGUAGE_ALIASES: Record<string, Locale> = {
  sv: "sv",
  nb: "nb",
  no: "nb",
  nn: "nb",
  fi: "fi",
  en: "en",
};

/**
 * The locale for a BCP 47 tag such as `nb-NO`, `sv`, `en_GB` (case-insensitive);
 * undefined when the language is not one we publish in.
 */
export function localeFromLanguageTag(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return Object.hasOwn(LANGUAGE_ALIASES, language) ? LANGUAGE_ALIASES[language] : undefined;
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
