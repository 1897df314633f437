import { routePath, sites, type SiteConfig } from "@housing/site-config";
import type { Concept, DisposalForm, EnumKey, ProjectType, ResidenceType } from "../../modules/catalogue/enums";
import type { CatalogueCountry } from "../../core/db/schema";
import type { HomeLanguage } from "./copy";
import type { Random } from "../../core/random";

export type ResidenceTypeKey = EnumKey<typeof ResidenceType>;
export type DisposalFormKey = EnumKey<typeof DisposalForm>;
export type ConceptKey = EnumKey<typeof Concept>;
export type ProjectTypeKey = EnumKey<typeof ProjectType>;

/** How one site's catalogue looks: where it builds, what, for whom, and how much of the whole it is. */
export interface HomeSiteProfile {
  site: SiteConfig;
  country: CatalogueCountry;
  language: HomeLanguage;
  /** Share of all seeded homes. */
  share: number;
  /** Mean homes per stage; sets the number of stages. */
  homesPerStage: number;
  /** Smallest town (thousands of inhabitants) the brand builds in. */
  minPopulation: number;
  residenceTypes: Partial<Record<ResidenceTypeKey, number>>;
  hasVip: boolean;
  /** Prices are rounded to this many units of the currency. */
  priceStep: number;
  concepts(random: Random): ConceptKey[];
  disposalForm(type: ResidenceTypeKey, random: Random): DisposalFormKey;
  projectType(type: ResidenceTypeKey, disposal: DisposalFormKey): ProjectTypeKey;
  namePrefix(disposal: DisposalFormKey): string;
  /** Where stage pages live: below the site's home-search path. */
  homeSearchPath: string;
}

const isHouse = (type: ResidenceTypeKey) => type !== "apartment";

function someConcepts(random: Random, odds: Partial<Record<ConceptKey, number>>): ConceptKey[] {
  return (Object.keys(odds) as ConceptKey[]).filter((key) => random.chance(odds[key]!));
}

function houseOrFlatProject(type: ResidenceTypeKey, disposal: DisposalFormKey): ProjectTypeKey {
  if (disposal === "tenancy") return "tenancy";
  if (isHouse(type) && disposal === "ownership") return "detachedHouses";
  return disposal === "condominium" ? "condominium" : "ownerApartments";
}

function homeSearchPath(site: SiteConfig): string {
  const path = routePath(site, "homeSearch");
  if (!path) throw new Error(`${site.key} sells homes but has no home-search route`);
  return path;
}

/*
 * The English sub-site and the contractor site sell no homes (spec section 1: search is
 * off there), so they have no profile. Senior and borätt are small brands (site-config
 * gives them the simple search); the Finnish site has no VIP (spec section 1).
 */
export const HOME_SITES: readonly HomeSiteProfile[] = [
  {
    site: sites.se,
    country: "se",
    language: "sv",
    share: 0.45,
    homesPerStage: 32,
    minPopulation: 0,
    residenceTypes: { apartment: 70, townHouse: 14, semiDetachedHouse: 7, detachedHouse: 7, plot: 1, house: 1 },
    hasVip: true,
    priceStep: 5000,
    concepts: (random) => someConcepts(random, { premium: 0.12, original: 0.2, smartSquare: 0.1 }),
    disposalForm: (type, random) => {
      if (type === "plot") return "ownership";
      if (type === "apartment") return random.chance(0.92) ? "condominium" : "ownershipApartment";
      return random.chance(0.6) ? "ownership" : "condominium";
    },
    projectType: houseOrFlatProject,
    namePrefix: (disposal) => (disposal === "condominium" ? "Brf " : ""),
    homeSearchPath: homeSearchPath(sites.se),
  },
  {
    site: sites.senior,
    country: "se",
    language: "sv",
    share: 0.07,
    homesPerStage: 28,
    minPopulation: 15,
    residenceTypes: { apartment: 1 },
    hasVip: true,
    priceStep: 5000,
    concepts: (random) => ["seniorGarden", ...someConcepts(random, { premium: 0.1 })],
    disposalForm: () => "condominium",
    projectType: () => "seniorHousing",
    namePrefix: () => "Seniorgården ",
    homeSearchPath: homeSearchPath(sites.senior),
  },
  {
    site: sites.boratt,
    country: "se",
    language: "sv",
    share: 0.1,
    homesPerStage: 30,
    minPopulation: 30,
    residenceTypes: { apartment: 85, townHouse: 15 },
    hasVip: true,
    priceStep: 5000,
    concepts: (random) => someConcepts(random, { original: 0.25, smartSquare: 0.2 }),
    disposalForm: () => "condominium",
    projectType: () => "condominium",
    namePrefix: () => "Brf ",
    homeSearchPath: homeSearchPath(sites.boratt),
  },
  {
    site: sites.no,
    country: "no",
    language: "nb",
    share: 0.2,
    homesPerStage: 30,
    minPopulation: 0,
    residenceTypes: { apartment: 72, townHouse: 15, semiDetachedHouse: 7, detachedHouse: 6 },
    hasVip: true,
    priceStep: 10000,
    concepts: (random) => someConcepts(random, { premium: 0.1, original: 0.15 }),
    // Selveier (ownership) dominates new builds; borettslag (condominium) is the rest.
    disposalForm: (type, random) => (isHouse(type) || random.chance(0.8) ? "ownership" : "condominium"),
    projectType: (type, disposal) =>
      isHouse(type) ? "detachedHouses" : disposal === "ownership" ? "ownerApartments" : "condominium",
    namePrefix: () => "",
    homeSearchPath: homeSearchPath(sites.no),
  },
  {
    site: sites.fi,
    country: "fi",
    language: "fi",
    share: 0.18,
    homesPerStage: 30,
    minPopulation: 0,
    residenceTypes: { apartment: 75, townHouse: 18, semiDetachedHouse: 4, detachedHouse: 3 },
    hasVip: false,
    priceStep: 100,
    concepts: (random) => someConcepts(random, { smartSquare: 0.1, original: 0.1 }),
    // Flats and terraced houses are sold as shares of a housing company (asunto-osakeyhtiö).
    disposalForm: (type) => (type === "detachedHouse" ? "ownership" : "condominium"),
    projectType: houseOrFlatProject,
    namePrefix: (disposal) => (disposal === "condominium" ? "As Oy " : ""),
    homeSearchPath: homeSearchPath(sites.fi),
  },
];
