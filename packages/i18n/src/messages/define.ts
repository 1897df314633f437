import type { Locale } from "../locales";

type Catalogue<Id extends string> = Readonly<Record<Id, string>>;

/** One package's messages in the four locales, its ids prefixed with the package's name. */
export type MessageCatalogue<Id extends string = string> = Readonly<Record<Locale, Catalogue<Id>>>;

/**
 * One package's messages in the four locales. Swedish is the source: its keys
 * are the ids, and each translation must carry exactly those keys.
 */
export function defineMessages<const Source extends Record<string, string>>(
  source: { sv: Source },
  translations: {
    nb: Catalogue<keyof Source & string>;
    fi: Catalogue<keyof Source & string>;
    en: Catalogue<keyof Source & string>;
  },
) {
  return { sv: source.sv, ...translations };
}

type IdsOf<Part> = Part extends MessageCatalogue<infer Id> ? Id : never;

/** Several files' messages as one catalogue (a package keeps its messages in a few files). */
export function combineMessages<const Parts extends readonly MessageCatalogue[]>(
  ...parts: Parts
): MessageCatalogue<IdsOf<Parts[number]>> {
  const merge = (locale: Locale) => Object.assign({}, ...parts.map((part) => part[locale])) as Catalogue<string>;
  return { sv: merge("sv"), nb: merge("nb"), fi: merge("fi"), en: merge("en") };
}
