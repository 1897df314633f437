import type {
  MunicipalityOption,
  ObjectHit,
  PremisesHit,
  PremisesSearchResponse,
  PremisesTagsResponse,
  SuccessionSearchResponse,
} from "@housing/contracts";
import { ObjectStatus, PremiseStatus, PremiseType } from "@housing/contracts/catalogue";
import { examplePremisesHit } from "@housing/contracts/examples";
import type { SiteConfig } from "@housing/site-config";
import { guid, illustration, objectHit, SWEDISH_PLACES, tag } from "./fixtures";

/* Answers of the premises search and the succession list for their stories. */

/* Premises (lokaler). */

export function premisesHit(site: SiteConfig, n: number, overrides: Partial<PremisesHit> = {}): PremisesHit {
  const types = [PremiseType.ids.office, PremiseType.ids.retail, PremiseType.ids.healthcare] as const;
  const names = ["Kontor i gatuplan", "Butikslokal mot torget", "Vårdlokal med egen entré"];
  const place = SWEDISH_PLACES[n % SWEDISH_PLACES.length]!;
  return {
    ...examplePremisesHit,
    id: guid(5, n),
    siteId: site.siteId,
    name: `${place.name}, ${names[n % names.length]!.toLowerCase()}`,
    url: `/lokaler/lokal-${n + 1}/`,
    address: `Storgatan ${n + 2}, ${place.municipality}`,
    municipality: place.municipality,
    type: { id: types[n % types.length]!, name: "Office" },
    status: { id: PremiseStatus.ids.forSale, name: "For sale" },
    size: 48 + n * 37,
    searchImage: illustration(`Lokalen på Storgatan ${n + 2}`, n),
    _geo: { lat: place.lat, lng: place.lng },
    ...overrides,
  };
}

export const premisesOptions: PremisesTagsResponse = {
  tags: [
    tag("Stockholms län", "stockholms-lan", "county", null, 5),
    tag("Uppsala län", "uppsala-lan", "county", null, 2),
    tag("Västra Götalands län", "vastra-gotalands-lan", "county", null, 1),
  ],
  types: [
    { id: PremiseType.ids.office, name: "Office", count: 3 },
    { id: PremiseType.ids.retail, name: "Retail", count: 2 },
    { id: PremiseType.ids.healthcare, name: "Healthcare", count: 1 },
  ],
};

export function premisesResponse(hits: PremisesHit[]): PremisesSearchResponse {
  return { hits, estimatedTotalHits: hits.length, limit: 500, offset: 0, facetDistribution: { types: {} } };
}

/* Succession list (mäklarobjekt): homes sold again through brokers. */

export function successionHit(site: SiteConfig, n: number): ObjectHit {
  const streets = ["Storgatan", "Drottninggatan", "Kvarnbacken", "Sjövägen", "Lindallén"];
  return {
    ...objectHit(site, n),
    id: guid(6, n),
    name: `${streets[n % streets.length]!} ${n + 3}`,
    url: `https://maklare.example/objekt/${n + 1}/`,
    shortDescription: "Hemnära Mäklare",
    status: { id: ObjectStatus.ids.succession, name: "Resale" },
  };
}

export const successionMunicipalities: MunicipalityOption[] = [
  { key: "alla-kommuner", name: "Alla kommuner", tag: null, count: 45 },
  {
    key: "stockholms-lan/nacka",
    name: "Nacka",
    tag: { id: guid(4, 1), name: "Nacka", url: "stockholms-lan/nacka", hasRental: false },
    count: 12,
  },
  {
    key: "uppsala-lan/uppsala",
    name: "Uppsala",
    tag: { id: guid(4, 2), name: "Uppsala", url: "uppsala-lan/uppsala", hasRental: false },
    count: 9,
  },
  {
    key: "stockholms-lan/upplands-vasby",
    name: "Upplands Väsby",
    tag: { id: guid(4, 3), name: "Upplands Väsby", url: "stockholms-lan/upplands-vasby", hasRental: false },
    count: 4,
  },
];

export function successionPage(site: SiteConfig, total: number, offset = 0): SuccessionSearchResponse {
  const count = Math.max(0, Math.min(30, total - offset));
  return {
    hits: Array.from({ length: count }, (_, index) => successionHit(site, offset + index)),
    estimatedTotalHits: total,
    limit: 30,
    offset,
    municipalities: successionMunicipalities,
  };
}
