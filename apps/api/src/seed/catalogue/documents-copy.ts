import type { ContractingType, EnumKey } from "../../modules/catalogue/enums";

type ContractingTypeKey = EnumKey<typeof ContractingType>;

export interface Story {
  title: string;
  body: string;
}

/** News and job posts of the text search, in each site language. `{brand}` is the site's name. */
export interface DocumentCopy {
  /** Where news articles live on the site (below its prefix). */
  newsSegment: string;
  homeNews: readonly ((stage: string, town: string, homes: number) => Story)[];
  jobTitles: readonly string[];
  job: (title: string, town: string) => Story;
}

export const DOCUMENT_COPY: Record<"sv" | "nb" | "fi" | "en", DocumentCopy> = {
  sv: {
    newsSegment: "/nyheter/",
    homeNews: [
      (stage, town, homes) => ({
        title: `Säljstart för ${stage} i ${town}`,
        body: `Nu börjar försäljningen av ${homes} nya bostäder i ${stage}. Bostäderna i ${town} har genomtänkta planlösningar, ljusa rum och gemensamma ytor för umgänge. Anmäl intresse för att få information före alla andra.`,
      }),
      (stage, town) => ({
        title: `Nu startar bygget av ${stage}`,
        body: `Det första spadtaget är taget i ${town}. Under byggtiden håller vi dig som köpare informerad om tidplan, inredningsval och inflyttning i ${stage}.`,
      }),
      (stage, town) => ({
        title: `Välkommen på visning i ${stage}`,
        body: `Kom och se visningslägenheten i ${stage} i ${town}. Våra säljare berättar om området, inredningen och hur köpet går till.`,
      }),
      (stage, town, homes) => ({
        title: `${homes} nya hem i ${town}`,
        body: `{brand} bygger ${homes} bostäder i ${stage}. Området ligger nära kommunikationer, skola och natur, och husen byggs med låg energianvändning.`,
      }),
      (stage, town) => ({
        title: `Inflyttning i ${stage}`,
        body: `De första familjerna flyttar nu in i ${stage} i ${town}. Vi tackar för förtroendet och önskar alla nya grannar välkomna hem.`,
      }),
    ],
    jobTitles: [
      "Projektledare",
      "Platschef",
      "Arbetsledare",
      "Inköpare",
      "Projektutvecklare",
      "Säljare nyproduktion",
      "Kalkylator",
      "Hållbarhetsspecialist",
    ],
    job: (title, town) => ({
      title: `${title}, ${town}`,
      body: `Vi söker en ${title.toLowerCase()} till vårt kontor i ${town}. Du får ansvar, ett engagerat team och möjlighet att utvecklas hos {brand}. Välkommen med din ansökan.`,
    }),
  },
  nb: {
    newsSegment: "/nyheter/",
    homeNews: [
      (stage, town, homes) => ({
        title: `Salgsstart for ${stage} i ${town}`,
        body: `Nå starter salget av ${homes} nye boliger i ${stage}. Boligene i ${town} har gode planløsninger, lyse rom og felles uteområder. Meld interesse for å få informasjon før alle andre.`,
      }),
      (stage, town) => ({
        title: `Nå starter byggingen av ${stage}`,
        body: `Det første spadetaket er tatt i ${town}. I byggeperioden holder vi deg som boligkjøper oppdatert om fremdrift, tilvalg og innflytting i ${stage}.`,
      }),
      (stage, town) => ({
        title: `Velkommen på visning i ${stage}`,
        body: `Se visningsboligen i ${stage} i ${town}. Våre meglere forteller om området, interiøret og hvordan kjøpet foregår.`,
      }),
      (stage, town, homes) => ({
        title: `${homes} nye hjem i ${town}`,
        body: `{brand} bygger ${homes} boliger i ${stage}. Området ligger nær kollektivtransport, skole og natur, og husene bygges med lavt energibehov.`,
      }),
      (stage, town) => ({
        title: `Innflytting i ${stage}`,
        body: `De første familiene flytter nå inn i ${stage} i ${town}. Vi takker for tilliten og ønsker alle nye naboer velkommen hjem.`,
      }),
    ],
    jobTitles: [
      "Prosjektleder",
      "Anleggsleder",
      "Bas",
      "Innkjøper",
      "Prosjektutvikler",
      "Selger nybygg",
      "Kalkulatør",
      "Bærekraftsrådgiver",
    ],
    job: (title, town) => ({
      title: `${title}, ${town}`,
      body: `Vi søker en ${title.toLowerCase()} til vårt kontor i ${town}. Du får ansvar, et engasjert team og mulighet til å utvikle deg i {brand}. Velkommen med din søknad.`,
    }),
  },
  fi: {
    newsSegment: "/uutiset/",
    homeNews: [
      (stage, town, homes) => ({
        title: `Myynti alkaa: ${stage}, ${town}`,
        body: `Kohteen ${stage} ${homes} uuden kodin myynti alkaa nyt. Asunnoissa on toimivat pohjaratkaisut, valoisat huoneet ja yhteiset oleskelutilat. Ilmoita kiinnostuksesi, niin saat tiedot ensimmäisten joukossa.`,
      }),
      (stage, town) => ({
        title: `Rakentaminen alkaa: ${stage}`,
        body: `Ensimmäinen lapionpisto on tehty paikkakunnalla ${town}. Rakentamisen aikana kerromme ostajille aikataulusta, sisustusvalinnoista ja muutosta kohteeseen ${stage}.`,
      }),
      (stage, town) => ({
        title: `Tervetuloa esittelyyn: ${stage}`,
        body: `Tule katsomaan kohteen ${stage} esittelyasuntoa (${town}). Myyjämme kertovat alueesta, sisustuksesta ja kaupan kulusta.`,
      }),
      (stage, town, homes) => ({
        title: `${homes} uutta kotia: ${town}`,
        body: `{brand} rakentaa kohteeseen ${stage} ${homes} kotia. Alue on lähellä joukkoliikennettä, koulua ja luontoa, ja talot rakennetaan energiatehokkaiksi.`,
      }),
      (stage, town) => ({
        title: `Muutot alkavat: ${stage}`,
        body: `Ensimmäiset asukkaat muuttavat nyt kohteeseen ${stage} (${town}). Kiitämme luottamuksesta ja toivotamme uudet naapurit tervetulleiksi kotiin.`,
      }),
    ],
    jobTitles: [
      "Projektipäällikkö",
      "Vastaava työnjohtaja",
      "Työnjohtaja",
      "Hankinta-asiantuntija",
      "Kehityspäällikkö",
      "Myyntineuvottelija",
      "Laskija",
      "Vastuullisuusasiantuntija",
    ],
    job: (title, town) => ({
      title: `${title}, ${town}`,
      body: `Haemme toimistollemme (${town}) tehtävään ${title.toLowerCase()}. Saat vastuuta, innostuneen tiimin ja mahdollisuuden kehittyä {brand}-yhtiössä. Odotamme hakemustasi.`,
    }),
  },
  en: {
    newsSegment: "/news/",
    homeNews: [],
    jobTitles: [
      "Project Manager",
      "Site Manager",
      "Supervisor",
      "Purchaser",
      "Development Manager",
      "New-build Sales Agent",
      "Cost Estimator",
      "Sustainability Specialist",
    ],
    job: (title, town) => ({
      title: `${title}, ${town}`,
      body: `We are looking for a ${title.toLowerCase()} for our office in ${town}. You get responsibility, a committed team and room to grow at {brand}. We look forward to your application.`,
    }),
  },
};

/** The contractor site's news: contracts won, by contracting type (spec section 3). */
export const CONTRACTING_WORK: Record<ContractingTypeKey, string> = {
  quayConcrete: "kajbetong",
  fieldWork: "markarbeten",
  roadConstruction: "vägbyggnad",
  exploitationWork: "exploateringsarbeten",
  industries: "industribyggnad",
  soilRemediation: "marksanering",
  infrastructure: "infrastruktur",
};

export function contractorNews(work: string, town: string): Story {
  return {
    title: `Nytt uppdrag inom ${work} i ${town}`,
    body: `{brand} har tecknat avtal om ${work} i ${town}. Arbetet startar under året och sysselsätter ett trettiotal medarbetare och underentreprenörer.`,
  };
}
