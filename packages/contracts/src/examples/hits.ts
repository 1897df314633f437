import { sites } from "@housing/site-config";
import type { AreaHit, CatalogueValue, ObjectHit, PremisesHit, StageHit, TagHit, TextSearchHit } from "../index";

/*
 * Example hits: valid by construction (the contracts' tests parse every one), shown in the
 * API's OpenAPI document and reused by tests that need a realistic answer.
 */

export const EXAMPLE_SITE_ID = sites.se.siteId;

export const EXAMPLE_IDS = {
  county: "0b5f0f5e-2c6a-4f4e-9a57-1d8f3c2b7a01",
  municipality: "1c6a1a6f-3d7b-4a5f-8b68-2e9a4d3c8b02",
  area: "2d7b2b7a-4e8c-4b6a-9c79-3fab5e4d9c03",
  stage: "3e8c3c8b-5f9d-4c7b-8d8a-4abc6f5eac04",
  object: "4f9d4d9c-6aae-4d8c-9e9b-5bcd7a6fbd05",
  premise: "5aae5eac-7bbf-4e9d-8fac-6cde8b7ace06",
  document: "6bbf6fbd-8cca-4fae-9abd-7def9c8bdf07",
  user: "7cca7ace-9ddb-4abf-8bce-8efaad9ce008",
  forSale: "8ddb8bdf-aeec-4bca-9cdf-9fabbeadf109",
  succession: "9eec9ce0-bffd-4cdb-8de0-aabccfbe021a",
  apartment: "aefdad01-caae-4dec-9ef1-bbcddacf132b",
  condominium: "bfaebe12-dbbf-4efd-8fa2-ccdeebda243c",
  premiumConcept: "caafcf23-ecca-4afe-9ab3-ddeffceb354d",
  office: "dbbada34-fddb-4bab-8bc4-eefaadfc465e",
  showing: "ecdbeb45-aeec-4cbc-9cd5-ffabbead576f",
} as const;

const value = (id: string, name: string): CatalogueValue => ({ id, name });

export const exampleImage = {
  url: "/media/stages/ekudden/facade.jpg",
  alt: "The courtyard facade of Ekudden in spring",
  width: 1200,
  height: 800,
};

export const exampleTagHit: TagHit = {
  id: EXAMPLE_IDS.municipality,
  name: "Nacka",
  url: "stockholms-lan/nacka",
  hasRental: false,
  type: "municipality",
  parentName: "Stockholms län",
  stageCount: 4,
};

export const exampleObjectHit: ObjectHit = {
  id: EXAMPLE_IDS.object,
  siteId: EXAMPLE_SITE_ID,
  name: "Ekudden 1201",
  url: "/sok-bostad/stockholm/nacka/ekudden/1201/",
  municipality: "Nacka",
  searchImage: exampleImage,
  shortDescription: "Three rooms with an evening-sun balcony towards the water.",
  _geo: { lat: 59.3105, lng: 18.1637 },
  inhabitDate: "2027-04-01",
  inhabitDateText: "Spring 2027",
  vipStart: null,
  vipEnd: null,
  minPrice: 4_250_000,
  maxPrice: 4_250_000,
  minTotalPrice: null,
  maxTotalPrice: null,
  stageId: EXAMPLE_IDS.stage,
  stageName: "Ekudden",
  area: 74.5,
  minRooms: 3,
  maxRooms: 3,
  status: value(EXAMPLE_IDS.forSale, "For sale"),
  stageStatus: value(EXAMPLE_IDS.forSale, "For sale"),
  concept: value(EXAMPLE_IDS.premiumConcept, "Premium"),
  residenceType: value(EXAMPLE_IDS.apartment, "Apartment"),
  disposalForm: value(EXAMPLE_IDS.condominium, "Condominium"),
  showings: [{ id: EXAMPLE_IDS.showing, startsAt: "2026-05-16T10:00:00.000Z", endsAt: "2026-05-16T12:00:00.000Z" }],
};

export const exampleStageHit: StageHit = {
  id: EXAMPLE_IDS.stage,
  siteId: EXAMPLE_SITE_ID,
  name: "Ekudden",
  url: "/sok-bostad/stockholm/nacka/ekudden/",
  municipality: "Nacka",
  county: "Stockholms län",
  areaId: EXAMPLE_IDS.area,
  searchImage: exampleImage,
  shortDescription: "42 condominiums by the water, ten minutes from Slussen.",
  _geo: { lat: 59.3102, lng: 18.1631 },
  inhabitDate: null,
  inhabitDateText: "Spring 2027",
  vipStart: "2026-03-01T08:00:00.000Z",
  vipEnd: "2026-03-15T22:00:00.000Z",
  minPrice: 2_950_000,
  maxPrice: 7_400_000,
  minTotalPrice: null,
  maxTotalPrice: null,
  status: value(EXAMPLE_IDS.forSale, "For sale"),
  concepts: [value(EXAMPLE_IDS.premiumConcept, "Premium")],
  residenceTypes: [value(EXAMPLE_IDS.apartment, "Apartment")],
  disposalForm: value(EXAMPLE_IDS.condominium, "Condominium"),
  minRooms: 1,
  maxRooms: 5,
  minArea: 34,
  maxArea: 128,
  objectCount: 42,
  availableObjectCount: 17,
  hasRental: false,
  showings: [],
};

export const exampleAreaHit: AreaHit = {
  id: EXAMPLE_IDS.area,
  siteId: EXAMPLE_SITE_ID,
  name: "Sickla strand",
  url: "/sok-bostad/stockholm/nacka/sickla-strand/",
  municipality: "Nacka",
  county: "Stockholms län",
  searchImage: null,
  shortDescription: "A new waterside neighbourhood of four stages.",
  _geo: { lat: 59.3071, lng: 18.1204 },
  stageCount: 4,
};

export const examplePremisesHit: PremisesHit = {
  id: EXAMPLE_IDS.premise,
  siteId: EXAMPLE_SITE_ID,
  stageId: EXAMPLE_IDS.stage,
  name: "Ekudden, ground floor office",
  url: "/lokaler/ekudden-kontor/",
  address: "Ekuddsvägen 2, Nacka",
  municipality: "Nacka",
  type: value(EXAMPLE_IDS.office, "Office"),
  status: value(EXAMPLE_IDS.forSale, "For sale"),
  size: 146,
  availableFrom: "2027-05-01",
  sortOrder: 10,
  searchImage: null,
  shortDescription: "Bright corner office with its own entrance.",
  _geo: { lat: 59.3101, lng: 18.1629 },
};

export const exampleTextSearchHit: TextSearchHit = {
  id: EXAMPLE_IDS.document,
  category: "news",
  title: "Sales start for Ekudden in Nacka",
  description: "Ekudden's 42 condominiums by the water go on sale in March, first to VIP members.",
  url: "/nyheter/saljstart-ekudden/",
  language: "sv",
  publishedAt: "2026-02-10T07:30:00.000Z",
  image: exampleImage,
  _formatted: {
    title: "Sales start for Ekudden in Nacka",
    description: "…42 condominiums by the water go on sale in March…",
  },
};
