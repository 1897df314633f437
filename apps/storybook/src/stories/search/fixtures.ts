import type {
  AreaHit,
  Image,
  ObjectHit,
  ObjectSearchResponse,
  PageViewModel,
  StageAndAreaSearchResponse,
  StageHit,
  TagHit,
} from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";
import { exampleAreaHit, exampleObjectHit, exampleStageHit } from "@housing/contracts/examples";
import type { SiteConfig } from "@housing/site-config";

/*
 * Seed-like answers of the search API for the search stories: the shapes of the contracts'
 * examples (so the api-client's validation accepts them) with Swedish, Norwegian, Finnish and
 * English places, some with names long enough to wrap on a phone.
 */

export const guid = (group: number, n: number) =>
  `00000000-0000-4000-8${String(group).padStart(3, "0")}-${String(n).padStart(12, "0")}`;

/** A drawn facade in one of a few brand-neutral colours: no network, no broken image. */
export function illustration(label: string, n = 0): Image {
  const hues = ["#7a8f6b", "#b07a55", "#5d7d9a", "#a3926a", "#8a6f8f"];
  const hue = hues[n % hues.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="${hue}"/><rect x="260" y="220" width="680" height="580" fill="#f4efe6"/><g fill="${hue}" opacity=".55">${[
    0, 1, 2, 3,
  ]
    .map((row) =>
      [0, 1, 2, 3]
        .map((col) => `<rect x="${310 + col * 160}" y="${270 + row * 130}" width="90" height="80"/>`)
        .join(""),
    )
    .join("")}</g></svg>`;
  return { url: `data:image/svg+xml,${encodeURIComponent(svg)}`, alt: label, width: 1200, height: 800 };
}

export interface Place {
  name: string;
  municipality: string;
  county: string;
  path: string;
  lat: number;
  lng: number;
}

export const SWEDISH_PLACES: Place[] = [
  {
    name: "Ekudden",
    municipality: "Nacka",
    county: "Stockholms län",
    path: "stockholms-lan/nacka",
    lat: 59.31,
    lng: 18.16,
  },
  {
    name: "Kvarteret Linden",
    municipality: "Uppsala",
    county: "Uppsala län",
    path: "uppsala-lan/uppsala",
    lat: 59.86,
    lng: 17.64,
  },
  {
    name: "Brf Utsikten i Haga",
    municipality: "Solna",
    county: "Stockholms län",
    path: "stockholms-lan/solna",
    lat: 59.36,
    lng: 18.02,
  },
  {
    name: "Sjöstaden",
    municipality: "Västerås",
    county: "Västmanlands län",
    path: "vastmanlands-lan/vasteras",
    lat: 59.6,
    lng: 16.54,
  },
  {
    name: "Kv. Kornknarren",
    municipality: "Göteborg",
    county: "Västra Götalands län",
    path: "vastra-gotalands-lan/goteborg",
    lat: 57.7,
    lng: 11.97,
  },
  { name: "Hamnkanten", municipality: "Malmö", county: "Skåne län", path: "skane-lan/malmo", lat: 55.6, lng: 13.0 },
];

const NORWEGIAN_PLACES: Place[] = [
  { name: "Fjordtunet", municipality: "Bærum", county: "Akershus", path: "akershus/baerum", lat: 59.89, lng: 10.52 },
  { name: "Kvartal Løvenskiold", municipality: "Oslo", county: "Oslo", path: "oslo/oslo", lat: 59.92, lng: 10.75 },
  { name: "Bryggekanten", municipality: "Bergen", county: "Vestland", path: "vestland/bergen", lat: 60.39, lng: 5.32 },
];

const FINNISH_PLACES: Place[] = [
  { name: "Meritähti", municipality: "Espoo", county: "Uusimaa", path: "uusimaa/espoo", lat: 60.16, lng: 24.74 },
  {
    name: "Asunto Oy Helsingin Kalasatamanpuisto",
    municipality: "Helsinki",
    county: "Uusimaa",
    path: "uusimaa/helsinki",
    lat: 60.19,
    lng: 24.98,
  },
  {
    name: "Tammelan Tähti",
    municipality: "Tampere",
    county: "Pirkanmaa",
    path: "pirkanmaa/tampere",
    lat: 61.5,
    lng: 23.78,
  },
];

function placesFor(site: SiteConfig): Place[] {
  return site.country === "no" ? NORWEGIAN_PLACES : site.country === "fi" ? FINNISH_PLACES : SWEDISH_PLACES;
}

const STAGE_DESCRIPTIONS: Record<SiteConfig["locale"], (count: number) => string> = {
  sv: (count) => `${count} bostadsrätter med balkong eller uteplats, nära skola och kollektivtrafik.`,
  nb: (count) => `${count} selveierleiligheter med balkong, nær skole og kollektivtransport.`,
  fi: (count) => `${count} omistusasuntoa parvekkeella, lähellä koulua ja joukkoliikennettä.`,
  en: (count) => `${count} condominiums with a balcony or patio, close to schools and transport.`,
};

const INHABIT_TEXTS: Record<SiteConfig["locale"], string[]> = {
  sv: ["Våren 2027", "Hösten 2027", "Sommaren 2028"],
  nb: ["Våren 2027", "Høsten 2027", "Sommeren 2028"],
  fi: ["Keväällä 2027", "Syksyllä 2027", "Kesällä 2028"],
  en: ["Spring 2027", "Autumn 2027", "Summer 2028"],
};

const STAGE_STATUSES = [
  StageStatus.ids.forSale,
  StageStatus.ids.vip,
  StageStatus.ids.planned,
  StageStatus.ids.preSelling,
];

/** A Swedish stage hit; n picks the place and status, so a list of them varies. */
export function stageHit(site: SiteConfig, n: number, overrides: Partial<StageHit> = {}): StageHit {
  const places = placesFor(site);
  const place = places[n % places.length]!;
  const name = n < places.length ? place.name : `${place.name} ${Math.floor(n / places.length) + 1}`;
  return {
    ...exampleStageHit,
    id: guid(1, n),
    siteId: site.siteId,
    name,
    url: `/sok-bostad/${place.path}/${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/`,
    municipality: place.municipality,
    county: place.county,
    areaId: null,
    searchImage: illustration(name, n),
    shortDescription: STAGE_DESCRIPTIONS[site.locale](20 + (n % 5) * 8),
    _geo: { lat: place.lat + (n % 7) / 200, lng: place.lng + (n % 5) / 200 },
    inhabitDateText: INHABIT_TEXTS[site.locale][n % 3]!,
    vipStart: null,
    vipEnd: null,
    minPrice: 1_950_000 + (n % 6) * 350_000,
    maxPrice: 4_200_000 + (n % 6) * 600_000,
    status: { id: STAGE_STATUSES[n % STAGE_STATUSES.length]!, name: "For sale" },
    objectCount: 24 + (n % 5) * 8,
    availableObjectCount: 3 + (n % 9),
    ...overrides,
  };
}

export function stageHits(site: SiteConfig, count: number, from = 0): StageHit[] {
  return Array.from({ length: count }, (_, index) => stageHit(site, from + index));
}

export function objectHit(site: SiteConfig, n: number, overrides: Partial<ObjectHit> = {}): ObjectHit {
  const places = placesFor(site);
  const place = places[n % places.length]!;
  return {
    ...exampleObjectHit,
    id: guid(2, n),
    siteId: site.siteId,
    name: `Lägenhet ${1001 + n * 100}`,
    url: `/sok-bostad/${place.path}/${place.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}/${1001 + n * 100}/`,
    municipality: place.municipality,
    stageName: place.name,
    searchImage: illustration(`Vardagsrummet i lägenhet ${1001 + n * 100}`, n + 2),
    shortDescription: "Tre rum och kök med kvällssol på balkongen.",
    inhabitDateText: INHABIT_TEXTS[site.locale][n % 3]!,
    _geo: { lat: place.lat, lng: place.lng + n / 1000 },
    minPrice: 2_450_000 + n * 125_000,
    maxPrice: 2_450_000 + n * 125_000,
    area: 54 + (n % 6) * 11.5,
    minRooms: 2 + (n % 3),
    maxRooms: 2 + (n % 3),
    status: { id: n % 4 === 3 ? ObjectStatus.ids.reserved : ObjectStatus.ids.forSale, name: "For sale" },
    ...overrides,
  };
}

export function objectHits(site: SiteConfig, count: number, from = 0): ObjectHit[] {
  return Array.from({ length: count }, (_, index) => objectHit(site, from + index));
}

export function areaHits(site: SiteConfig): AreaHit[] {
  return [
    {
      ...exampleAreaHit,
      siteId: site.siteId,
      searchImage: illustration("Strandpromenaden i Sickla", 1),
      shortDescription: "Ett nytt område vid vattnet med fyra etapper.",
    },
    {
      ...exampleAreaHit,
      id: guid(3, 2),
      siteId: site.siteId,
      name: "Norra Djurgårdsstaden",
      url: "/sok-bostad/stockholms-lan/stockholm/norra-djurgardsstaden/",
      municipality: "Stockholm",
      shortDescription: "Stadsdelen vid vattnet där sex etapper byggs fram till 2030.",
      _geo: { lat: 59.35, lng: 18.1 },
      stageCount: 6,
    },
  ];
}

/** The long-text case: names and descriptions that wrap, on every card. */
export function longStageHits(site: SiteConfig): StageHit[] {
  return [
    stageHit(site, 0, {
      name: "Brf Utsikten i Hagastaden – Kvarteret Kornknarren och Trädgårdsmästarens hus, etapp 3",
      municipality: "Upplands Väsby",
      county: "Stockholms län",
      shortDescription:
        "Ett hundratal ljusa bostadsrätter i två till fem rum med inglasade balkonger, gemensam takterrass med orangeri, bilpool, cykelverkstad och laddplatser i garaget, fem minuter från pendeltåget och med skola, förskola och livsmedelsbutik i kvarteret.",
      inhabitDateText: "Preliminärt inflyttning under senhösten 2028 eller början av 2029",
    }),
    stageHit(site, 1, { name: "Sjöutsikten", shortDescription: "" }),
    stageHit(site, 2, {
      name: "Kuusiston rantakallio – Meritähden asuinkortteli, vaihe 2",
      municipality: "Kirkkonummi",
      county: "Uusimaa",
    }),
  ];
}

export function tag(
  name: string,
  url: string,
  type: TagHit["type"],
  parentName: string | null,
  stageCount: number,
): TagHit {
  return { id: guid(4, url.length * 31 + stageCount), name, url, hasRental: false, type, parentName, stageCount };
}

export const swedishTags: TagHit[] = [
  tag("Stockholms län", "stockholms-lan", "county", null, 14),
  tag("Nacka", "stockholms-lan/nacka", "municipality", "Stockholms län", 4),
  tag("Solna", "stockholms-lan/solna", "municipality", "Stockholms län", 3),
  tag("Sickla strand", "stockholms-lan/nacka/sickla-strand", "area", "Nacka", 2),
];

export function summary(
  stages: StageHit[],
  total: number,
  areas: AreaHit[],
  objectTotal: number,
): StageAndAreaSearchResponse {
  return {
    stages: { hits: stages, estimatedTotalHits: total },
    areas: { hits: areas, estimatedTotalHits: areas.length },
    objects: { estimatedTotalHits: objectTotal },
    facetDistribution: {},
  };
}

export function objectsPage(hits: ObjectHit[], total: number, offset = 0): ObjectSearchResponse {
  return { hits, estimatedTotalHits: total, limit: 30, offset, facetDistribution: {} };
}

/* Page view models of the search templates. */

export function pageModel(
  templateName: string,
  title: string,
  description: string,
  data?: PageViewModel["data"],
): PageViewModel {
  return {
    templateName,
    siteVersion: "1",
    pageId: `story-${templateName}`,
    objectId: null,
    canonical: "https://www.fjallvik.example/",
    title,
    description,
    noIndex: false,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [],
    data,
  };
}
