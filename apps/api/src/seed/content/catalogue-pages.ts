import type { ContentBlock, Link } from "@housing/contracts";
import type { Locale, SiteConfig } from "@housing/site-config";
import {
  areasListPath,
  premisesListPath,
  rentalListPath,
  successionListPath,
} from "../../modules/content/service/resolve";
import { CATALOGUE_TEMPLATES, type CatalogueTemplateName } from "../../modules/content/templates";
import { pageRow, type PageRow } from "./page-row";

/*
 * Page rows of the catalogue's list templates. Which site has which (the catalogue seed
 * decides what exists, catalogue/seed/build.ts):
 *
 * | template                          | sites                                  |
 * |-----------------------------------|----------------------------------------|
 * | AreasPage, SoldOutPage,           | every site that sells homes: se,       |
 * | ExternalObjectsPage               | senior, boratt, no, fi                 |
 * | ReferenceProjectsPage             | se, no, fi and contractor (the family's |
 * |                                   | completed Swedish projects, which it built) |
 * | ReferenceProjectsSecondBrandPage  | senior, boratt (the smaller brands)    |
 * | PremisesStartPage                 | se (/lokaler/), fi (/liiketilat/)      |
 * | RentalStartPage                   | se, fi (rental projects exist there)   |
 * | SuccessionPage                    | se, senior, boratt (/maklar-objekt/)   |
 *
 * The pages of single listings need no rows: the page route builds stage, object, area,
 * premises, rental, SEO county and municipality, succession town and not-found pages from
 * the catalogue tables (src/pages/resolve.ts), so the benchmark's 50,000 homes add none.
 * The English sub-site sells nothing and has none of these.
 */

export type ListKey =
  "areas" | "premisesStart" | "rentalStart" | "succession" | "soldOut" | "externalObjects" | "referenceProjects";

interface ListCopy {
  title: string;
  description: string;
  intro: string;
}

type CatalogueLocale = Exclude<Locale, "en">;

/** Paths of the list pages that are no route of site-config, per language. */
const OWN_PATHS: Record<CatalogueLocale, Record<"soldOut" | "externalObjects" | "referenceProjects", string>> = {
  sv: { soldOut: "/slutsalda-projekt/", externalObjects: "/externa-objekt/", referenceProjects: "/referensprojekt/" },
  nb: {
    soldOut: "/utsolgte-prosjekter/",
    externalObjects: "/eksterne-objekter/",
    referenceProjects: "/referanseprosjekter/",
  },
  fi: {
    soldOut: "/loppuunmyydyt-kohteet/",
    externalObjects: "/ulkoiset-kohteet/",
    referenceProjects: "/referenssikohteet/",
  },
};

const COPY: Record<CatalogueLocale, Record<ListKey, ListCopy>> = {
  sv: {
    areas: {
      title: "Våra områden",
      description: "Områden där vi bygger flera projekt tillsammans.",
      intro: "Här bygger vi nya bostäder i flera etapper, med skola, handel och natur nära.",
    },
    premisesStart: {
      title: "Lediga lokaler",
      description: "Butiker, kontor och andra lokaler i våra hus.",
      intro: "Hyr en lokal i bottenvåningen på ett av våra nya hus, där människor bor och rör sig varje dag.",
    },
    rentalStart: {
      title: "Hyresrätter",
      description: "Nybyggda hyresrätter att söka.",
      intro: "Nybyggda hyresrätter med låg energiförbrukning. Välj ett projekt för att se lediga lägenheter.",
    },
    succession: {
      title: "Mäklarobjekt",
      description: "Bostäder vi har byggt som nu säljs vidare av mäklare.",
      intro: "Bostäder som vi har byggt och som nu säljs vidare. Visningar och budgivning sköts av mäklaren.",
    },
    soldOut: {
      title: "Slutsålda projekt",
      description: "Projekt där alla bostäder är sålda.",
      intro: "Alla bostäder i de här projekten är sålda. Anmäl intresse för ett projekt i närheten.",
    },
    externalObjects: {
      title: "Bostäder till salu",
      description: "Alla bostäder som är till salu just nu.",
      intro: "Alla bostäder som är till salu, bokningsbara eller i försäljning snart.",
    },
    referenceProjects: {
      title: "Referensprojekt",
      description: "Färdiga projekt vi är stolta över.",
      intro: "Ett urval av färdigställda projekt, från första spadtag till inflyttning.",
    },
  },
  nb: {
    areas: {
      title: "Våre områder",
      description: "Områder der vi bygger flere prosjekter sammen.",
      intro: "Her bygger vi nye boliger i flere trinn, med skole, butikker og natur i nærheten.",
    },
    premisesStart: {
      title: "Ledige næringslokaler",
      description: "Butikker, kontorer og andre lokaler i våre bygg.",
      intro: "Lei et lokale i første etasje i et av våre nye bygg.",
    },
    rentalStart: {
      title: "Utleieboliger",
      description: "Nye utleieboliger.",
      intro: "Nye utleieboliger med lavt energibruk.",
    },
    succession: {
      title: "Bruktboliger",
      description: "Boliger vi har bygget som nå selges videre.",
      intro: "Boliger vi har bygget som nå selges videre av megler.",
    },
    soldOut: {
      title: "Utsolgte prosjekter",
      description: "Prosjekter der alle boligene er solgt.",
      intro: "Alle boligene i disse prosjektene er solgt. Meld interesse for et prosjekt i nærheten.",
    },
    externalObjects: {
      title: "Boliger til salgs",
      description: "Alle boliger som er til salgs nå.",
      intro: "Alle boliger som er til salgs, reservert eller snart i salg.",
    },
    referenceProjects: {
      title: "Referanseprosjekter",
      description: "Ferdige prosjekter vi er stolte av.",
      intro: "Et utvalg ferdigstilte prosjekter, fra første spadetak til innflytting.",
    },
  },
  fi: {
    areas: {
      title: "Alueemme",
      description: "Alueet, joille rakennamme useita kohteita.",
      intro: "Rakennamme näille alueille uusia koteja useassa vaiheessa, palvelujen ja luonnon läheisyyteen.",
    },
    premisesStart: {
      title: "Vapaat liiketilat",
      description: "Myymälä-, toimisto- ja muut liiketilat taloissamme.",
      intro: "Vuokraa liiketila uuden talomme katutasosta, missä ihmiset asuvat ja liikkuvat joka päivä.",
    },
    rentalStart: {
      title: "Vuokra-asunnot",
      description: "Uudet vuokra-asunnot haettavana.",
      intro: "Uudet, energiatehokkaat vuokra-asunnot. Valitse kohde nähdäksesi vapaat asunnot.",
    },
    succession: {
      title: "Jälleenmyyntikohteet",
      description: "Rakentamiamme koteja, joita myydään nyt uudelleen.",
      intro: "Rakentamiamme koteja, joita välittäjä myy nyt uudelleen.",
    },
    soldOut: {
      title: "Loppuunmyydyt kohteet",
      description: "Kohteet, joiden kaikki asunnot on myyty.",
      intro: "Näiden kohteiden kaikki asunnot on myyty. Ilmoita kiinnostuksesi lähellä olevaan kohteeseen.",
    },
    externalObjects: {
      title: "Myytävät asunnot",
      description: "Kaikki juuri nyt myytävät asunnot.",
      intro: "Kaikki myynnissä, varattavissa tai pian myyntiin tulevat asunnot.",
    },
    referenceProjects: {
      title: "Referenssikohteet",
      description: "Valmiit kohteet, joista olemme ylpeitä.",
      intro: "Valikoima valmistuneita kohteita ensimmäisestä lapionpistosta muuttopäivään.",
    },
  },
};

const HOME_SITES = new Set(["se", "senior", "boratt", "no", "fi"]);
const SECOND_BRANDS = new Set(["senior", "boratt"]);

/** The list pages a site has: key, template and path (see the table above). */
export function catalogueListPagesOf(
  site: SiteConfig,
): { key: ListKey; templateName: CatalogueTemplateName; path: string }[] {
  if (site.locale === "en") return [];
  const own = OWN_PATHS[site.locale];
  const T = CATALOGUE_TEMPLATES;
  const pages: { key: ListKey; templateName: CatalogueTemplateName; path: string | null }[] = [];
  if (HOME_SITES.has(site.code)) {
    pages.push(
      { key: "areas", templateName: T.areas, path: areasListPath(site) },
      { key: "soldOut", templateName: T.soldOut, path: own.soldOut },
      { key: "externalObjects", templateName: T.externalObjects, path: own.externalObjects },
    );
  }
  if (HOME_SITES.has(site.code) || site.brand === "contractor") {
    const templateName = SECOND_BRANDS.has(site.code) ? T.referenceProjectsSecondBrand : T.referenceProjects;
    pages.push({ key: "referenceProjects", templateName, path: own.referenceProjects });
  }
  pages.push(
    { key: "premisesStart", templateName: T.premisesStart, path: premisesListPath(site) },
    { key: "rentalStart", templateName: T.rentalStart, path: rentalListPath(site) },
    { key: "succession", templateName: T.succession, path: successionListPath(site) },
  );
  return pages.flatMap((page) => (page.path ? [{ ...page, path: `${site.pathPrefix}${page.path}` }] : []));
}

/** Content pages of the catalogue list templates for one site; each has an introduction as a content block. */
export function cataloguePagesOf(site: SiteConfig): PageRow[] {
  if (site.locale === "en") return [];
  const copy = COPY[site.locale];
  return catalogueListPagesOf(site).map(({ key, templateName, path }) => {
    const blocks: ContentBlock[] = [{ id: `catalogue-${key}-intro`, type: "text", paragraphs: [copy[key].intro] }];
    return pageRow(site, path, {
      templateName,
      title: copy[key].title,
      description: copy[key].description,
      // A list of every home for sale is for partner portals, not for search engines.
      noIndex: key === "externalObjects",
      objectId: null,
      showPlotType: false,
      showSemiDetachedHouseType: false,
      subMenu: [],
      images: [],
      blocks,
    });
  });
}

/**
 * The order the lists appear in the menu and the footer's "explore" column, after the home
 * search: areas first, then the other kinds of listing, then finished projects. The list of
 * every home for sale is left out: it is a feed for partner portals (noindex), not a page to browse.
 */
const LINK_ORDER: readonly ListKey[] = [
  "areas",
  "premisesStart",
  "succession",
  "rentalStart",
  "referenceProjects",
  "soldOut",
];

/** Links to the catalogue's list pages the site has, titled as the pages, in LINK_ORDER. */
export function catalogueListLinks(site: SiteConfig): { key: ListKey; link: Link }[] {
  if (site.locale === "en") return [];
  const copy = COPY[site.locale];
  const pages = catalogueListPagesOf(site);
  return LINK_ORDER.flatMap((key) => {
    const page = pages.find((candidate) => candidate.key === key);
    return page ? [{ key, link: { label: copy[key].title, href: page.path } }] : [];
  });
}
