/** The languages of the home sites (the English sub-site has no catalogue pages of its own). */
export type HomeLanguage = "sv" | "nb" | "fi";

/** Path segments of catalogue pages that are not routes of site-config, per language. */
export interface CatalogueSegments {
  areas: string;
  rentals: string;
  premises: string;
  news: string;
}

/**
 * One source for the seed, which writes the catalogue's URLs with them, and the page resolver,
 * which reads those URLs back: both must agree, and the resolver never imports seed code.
 */
export const CATALOGUE_SEGMENTS: Record<HomeLanguage, CatalogueSegments> = {
  sv: { areas: "/omraden/", rentals: "/hyresratter/", premises: "/lokaler/", news: "/nyheter/" },
  nb: { areas: "/omrader/", rentals: "/utleieboliger/", premises: "/naeringslokaler/", news: "/nyheter/" },
  fi: { areas: "/alueet/", rentals: "/vuokra-asunnot/", premises: "/liiketilat/", news: "/uutiset/" },
};
