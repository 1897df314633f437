import type { Locale } from "@housing/site-config";

/** Titles and link labels of the pages the API builds from the catalogue, in the site's language. */
export interface CataloguePageCopy {
  stageTitle: (name: string, municipality: string) => string;
  objectTitle: (name: string, stage: string) => string;
  seoCountyTitle: (county: string) => string;
  seoCountyDescription: (county: string, stages: number) => string;
  seoMunicipalityTitle: (municipality: string) => string;
  seoMunicipalityDescription: (municipality: string, stages: number) => string;
  successionTownTitle: (municipality: string) => string;
  notFound: { stage: string; object: string; premises: string; description: string };
  premisesList: string;
}

export const CATALOGUE_PAGE_COPY: Record<Locale, CataloguePageCopy> = {
  sv: {
    stageTitle: (name, town) => `${name} – nyproduktion i ${town}`,
    objectTitle: (name, stage) => `${name}, ${stage}`,
    seoCountyTitle: (county) => `Nyproduktion i ${county}`,
    seoCountyDescription: (county, n) => `${n} bostadsprojekt med nybyggda hem i ${county}.`,
    seoMunicipalityTitle: (town) => `Nya bostäder i ${town}`,
    seoMunicipalityDescription: (town, n) => `${n} bostadsprojekt i ${town}: lägenheter och hus i nyproduktion.`,
    successionTownTitle: (town) => `Mäklarobjekt i ${town}`,
    notFound: {
      stage: "Projektet finns inte längre här",
      object: "Bostaden finns inte längre här",
      premises: "Lokalen finns inte längre här",
      description: "Sidan du letar efter har tagits bort eller bytt adress.",
    },
    premisesList: "Alla lokaler",
  },
  en: {
    stageTitle: (name, town) => `${name} – new homes in ${town}`,
    objectTitle: (name, stage) => `${name}, ${stage}`,
    seoCountyTitle: (county) => `New homes in ${county}`,
    seoCountyDescription: (county, n) => `${n} housing projects with new-build homes in ${county}.`,
    seoMunicipalityTitle: (town) => `New homes in ${town}`,
    seoMunicipalityDescription: (town, n) => `${n} housing projects in ${town}: new-build flats and houses.`,
    successionTownTitle: (town) => `Resale homes in ${town}`,
    notFound: {
      stage: "This project is no longer here",
      object: "This home is no longer here",
      premises: "These premises are no longer here",
      description: "The page you are looking for has been removed or has moved.",
    },
    premisesList: "All premises",
  },
  nb: {
    stageTitle: (name, town) => `${name} – nye boliger i ${town}`,
    objectTitle: (name, stage) => `${name}, ${stage}`,
    seoCountyTitle: (county) => `Nye boliger i ${county}`,
    seoCountyDescription: (county, n) => `${n} boligprosjekter med nybygde hjem i ${county}.`,
    seoMunicipalityTitle: (town) => `Nye boliger i ${town}`,
    seoMunicipalityDescription: (town, n) => `${n} boligprosjekter i ${town}: nye leiligheter og hus.`,
    successionTownTitle: (town) => `Bruktboliger i ${town}`,
    notFound: {
      stage: "Prosjektet finnes ikke lenger her",
      object: "Boligen finnes ikke lenger her",
      premises: "Lokalet finnes ikke lenger her",
      description: "Siden du leter etter er fjernet eller har fått ny adresse.",
    },
    premisesList: "Alle næringslokaler",
  },
  fi: {
    stageTitle: (name, town) => `${name} – uudet asunnot, ${town}`,
    objectTitle: (name, stage) => `${name}, ${stage}`,
    seoCountyTitle: (county) => `Uudet asunnot: ${county}`,
    seoCountyDescription: (county, n) => `${n} asuntokohdetta, uudet kodit: ${county}.`,
    seoMunicipalityTitle: (town) => `Uudet asunnot: ${town}`,
    seoMunicipalityDescription: (town, n) => `${n} asuntokohdetta, uudet kerrostalo- ja rivitaloasunnot: ${town}.`,
    successionTownTitle: (town) => `Jälleenmyyntikohteet: ${town}`,
    notFound: {
      stage: "Kohdetta ei enää löydy täältä",
      object: "Asuntoa ei enää löydy täältä",
      premises: "Liiketilaa ei enää löydy täältä",
      description: "Etsimäsi sivu on poistettu tai sen osoite on muuttunut.",
    },
    premisesList: "Kaikki liiketilat",
  },
};
