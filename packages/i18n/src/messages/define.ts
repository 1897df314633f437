type Catalogue<Id extends string> = Readonly<Record<Id, string>>;

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
