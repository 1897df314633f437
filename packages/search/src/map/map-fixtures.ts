import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";

/* Hits for the map's tests: a few Swedish stages, homes and areas with and without a position. */

const siteId = "00000000-0000-4000-8000-000000000001";
const guid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function stageHit(n: number, overrides: Partial<StageHit> = {}): StageHit {
  return {
    id: guid(100 + n),
    siteId,
    name: `Brf Kvarnen ${n}`,
    url: `/sok-bostad/stockholms-lan/nacka/kvarnen-${n}/`,
    municipality: "Nacka",
    county: "Stockholms län",
    areaId: null,
    searchImage: { url: `/media/stage-${n}.jpg`, alt: "", width: 1200, height: 800 },
    shortDescription: "",
    _geo: { lat: 59.31 + n / 100, lng: 18.16 + n / 100 },
    inhabitDate: null,
    inhabitDateText: "Våren 2027",
    vipStart: null,
    vipEnd: null,
    minPrice: 2450000,
    maxPrice: 3100000,
    minTotalPrice: null,
    maxTotalPrice: null,
    status: { id: StageStatus.ids.forSale, name: "For sale" },
    concepts: [],
    residenceTypes: [],
    disposalForm: null,
    minRooms: 2,
    maxRooms: 4,
    minArea: 54,
    maxArea: 98.5,
    objectCount: 40,
    availableObjectCount: 12,
    hasRental: false,
    showings: [],
    ...overrides,
  };
}

export function objectHit(n: number, overrides: Partial<ObjectHit> = {}): ObjectHit {
  return {
    id: guid(200 + n),
    siteId,
    name: `Lägenhet 1${n}01`,
    url: `/sok-bostad/stockholms-lan/nacka/kvarnen-1/lagenhet-1${n}01/`,
    municipality: "Nacka",
    searchImage: null,
    shortDescription: "",
    _geo: { lat: 59.32, lng: 18.17 + n / 1000 },
    inhabitDate: "2027-04-01",
    inhabitDateText: null,
    vipStart: null,
    vipEnd: null,
    minPrice: 3100000,
    maxPrice: 3100000,
    minTotalPrice: null,
    maxTotalPrice: null,
    stageId: guid(101),
    stageName: "Brf Kvarnen 1",
    area: 74,
    minRooms: 3,
    maxRooms: 3,
    status: { id: ObjectStatus.ids.booked, name: "Booked" },
    stageStatus: { id: StageStatus.ids.forSale, name: "For sale" },
    concept: null,
    residenceType: null,
    disposalForm: null,
    showings: [],
    ...overrides,
  };
}

export function areaHit(n: number, overrides: Partial<AreaHit> = {}): AreaHit {
  return {
    id: guid(300 + n),
    siteId,
    name: `Kvarnholmen ${n}`,
    url: `/omraden/kvarnholmen-${n}/`,
    municipality: "Nacka",
    county: "Stockholms län",
    searchImage: null,
    shortDescription: "",
    _geo: { lat: 59.3, lng: 18.1 },
    stageCount: 3,
    ...overrides,
  };
}
