import type {
  CataloguePageData,
  ObjectPageData,
  PageViewModel,
  Place,
  StagePageData,
  StageSummary,
} from "@housing/contracts";

/* Catalogue view models for unit tests and Storybook: one per data kind, in Swedish. */

const image = (kind: "facade" | "plan" | "aerial", n: number, alt: string) => ({
  url: `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8"><rect width="12" height="8" fill="#${(n * 333333).toString(16).slice(0, 6).padEnd(6, "8")}"/></svg>`)}`,
  alt,
  width: kind === "plan" ? 900 : 1200,
  height: kind === "plan" ? 900 : 800,
});

export const place: Place = {
  county: "Stockholms län",
  municipality: "Solna",
  area: "Hagastaden",
  countyUrl: "/sok-bostad/stockholms-lan/",
  municipalityUrl: "/sok-bostad/stockholms-lan/solna/",
};

export const stageSummary: StageSummary = {
  id: "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50",
  name: "Brf Tallkronan",
  url: "/sok-bostad/stockholms-lan/solna/brf-tallkronan/",
  status: "forSale",
  place,
  shortDescription: "32 lägenheter om 1–5 rok vid Hagaparken.",
  image: image("facade", 1, "Brf Tallkronan"),
  price: { min: 2450000, max: 6950000 },
  totalPrice: { min: null, max: null },
  rooms: { min: 1, max: 5 },
  livingArea: { min: 34, max: 118.5 },
  inhabitDate: "2027-05-01",
  inhabitLabel: "Kv. 2 2027",
  objectCount: 3,
  availableCount: 2,
};

export const stageData: StagePageData = {
  kind: "stage",
  stage: {
    ...stageSummary,
    address: "Hagastaden, Solna",
    description: "32 lägenheter om 1–5 rok vid Hagaparken, med inglasade balkonger och gemensam takterrass.",
    residenceTypes: ["apartment"],
    disposalForm: "condominium",
    constructionPhase: 2,
    plotKind: null,
    vipStart: null,
    vipEnd: null,
  },
  images: [
    image("facade", 1, "Brf Tallkronan, fasad mot gatan"),
    image("aerial", 2, "Hagastaden, Solna"),
    image("facade", 3, "Brf Tallkronan, gården"),
  ],
  objects: [
    {
      id: "0a000000-0000-5000-8000-000000000001",
      name: "Lägenhet 1101",
      objectNumber: "1101",
      url: `${stageSummary.url}lagenhet-1101/`,
      status: "forSale",
      rooms: 2,
      minRooms: 2,
      maxRooms: 2,
      livingArea: 54.5,
      floor: 0,
      price: 3150000,
      totalPrice: null,
      monthlyFee: 3420,
    },
    {
      id: "0a000000-0000-5000-8000-000000000002",
      name: "Lägenhet 1201",
      objectNumber: "1201",
      url: `${stageSummary.url}lagenhet-1201/`,
      status: "booked",
      rooms: 3,
      minRooms: 3,
      maxRooms: 3,
      livingArea: 74,
      floor: 1,
      price: 4250000,
      totalPrice: null,
      monthlyFee: 4380,
    },
    {
      id: "0a000000-0000-5000-8000-000000000003",
      name: "Lägenhet 1301",
      objectNumber: "1301",
      url: `${stageSummary.url}lagenhet-1301/`,
      status: "reserved",
      rooms: 4,
      minRooms: 4,
      maxRooms: 4,
      livingArea: 96,
      floor: 2,
      price: 5450000,
      totalPrice: null,
      monthlyFee: 5320,
    },
  ],
  showings: [
    {
      id: "5b000000-0000-5000-8000-000000000001",
      startsAt: "2026-11-24T16:30:00.000Z",
      endsAt: "2026-11-24T18:00:00.000Z",
    },
  ],
  contacts: [
    {
      role: "estateAgent",
      contacts: [
        {
          name: "Karin Lindqvist",
          title: "Fastighetsmäklare",
          phone: "+46 70 123 45 67",
          email: "karin.lindqvist@fjallvik.example",
        },
      ],
    },
    {
      role: "customerService",
      contacts: [
        { name: "Johan Ek", title: "Kundservice", phone: "+46 70 765 43 21", email: "johan.ek@fjallvik.example" },
      ],
    },
  ],
  searchUrl: "/sok-bostad/",
};

export const objectData: ObjectPageData = {
  kind: "object",
  object: {
    id: "0a000000-0000-5000-8000-000000000002",
    name: "Lägenhet 1201",
    objectNumber: "1201",
    status: "booked",
    residenceType: "apartment",
    disposalForm: "condominium",
    rooms: 3,
    minRooms: 3,
    maxRooms: 3,
    livingArea: 74,
    floor: 1,
    price: 4250000,
    debtShare: null,
    totalPrice: null,
    monthlyFee: 4380,
    parking: "canPurchase",
    plotKind: null,
    inhabitDate: "2027-05-01",
    inhabitLabel: "Kv. 2 2027",
    description: "Ljus trea med balkong i väster.",
  },
  stage: stageSummary,
  images: [image("plan", 4, "Planritning: Lägenhet 1201"), image("facade", 1, "Brf Tallkronan")],
  showings: [],
  contacts: stageData.contacts,
  searchUrl: "/sok-bostad/",
};

/** The same home on the Finnish site: sales price, loan share and debt-free price. */
export const finnishObjectData: ObjectPageData = {
  ...objectData,
  object: {
    ...objectData.object,
    name: "Asunto A 12",
    price: 189000,
    debtShare: 71000,
    totalPrice: 260000,
    monthlyFee: 412,
    plotKind: "rentalLot",
  },
  stage: {
    ...stageSummary,
    name: "As Oy Koivuranta",
    place: { ...place, county: "Uusimaa", municipality: "Espoo", countyUrl: null, municipalityUrl: null },
  },
  searchUrl: "/myytavat-asunnot/",
};

export const dataSamples: Record<string, CataloguePageData> = {
  StagePage: stageData,
  ObjectPage: objectData,
  AreaPage: {
    kind: "area",
    area: {
      id: "3c000000-0000-5000-8000-000000000001",
      name: "Hagastaden",
      url: "/omraden/solna-hagastaden/",
      place,
      shortDescription: "Två projekt vid Hagaparken.",
      image: image("aerial", 5, "Hagastaden från ovan"),
      stageCount: 1,
    },
    stages: [stageSummary],
  },
  AreasPage: {
    kind: "areas",
    areas: [
      {
        id: "3c000000-0000-5000-8000-000000000001",
        name: "Hagastaden",
        url: "/omraden/solna-hagastaden/",
        place,
        shortDescription: "Två projekt vid Hagaparken.",
        image: image("aerial", 5, "Hagastaden"),
        stageCount: 2,
      },
    ],
    counties: [{ name: "Stockholms län", url: "/sok-bostad/stockholms-lan/", stageCount: 12 }],
  },
  ReferenceProjectsPage: {
    kind: "referenceProjects",
    stages: [{ ...stageSummary, status: "reference", availableCount: 0 }],
  },
  ReferenceProjectsSecondBrandPage: {
    kind: "referenceProjects",
    stages: [{ ...stageSummary, name: "Seniorgården Ekbacken", status: "reference", availableCount: 0 }],
  },
  SoldOutPage: { kind: "soldOut", stages: [{ ...stageSummary, status: "soldOut", availableCount: 0 }] },
  ExternalObjectsPage: {
    kind: "externalObjects",
    totalCount: 2,
    objects: stageData.objects
      .slice(0, 2)
      .map((row) => ({ ...row, stageName: stageSummary.name, municipality: "Solna" })),
  },
  PremisesObjectPage: {
    kind: "premises",
    premises: {
      id: "4d000000-0000-5000-8000-000000000001",
      name: "Butik, Brf Tallkronan",
      url: "/lokaler/butik-brf-tallkronan-1/",
      type: "retail",
      status: "forSale",
      areaSize: 86,
      monthlyRent: 21500,
      availableFrom: "2027-02-01",
      place,
      shortDescription: "Butikslokal i gatuplan.",
      image: image("facade", 6, "Butik"),
    },
    images: [image("facade", 6, "Butik, Brf Tallkronan")],
    stage: { label: "Brf Tallkronan", href: stageSummary.url },
    listUrl: "/lokaler/",
  },
  RentalStartPage: {
    kind: "rentalList",
    projects: [
      {
        id: "6e000000-0000-5000-8000-000000000001",
        name: "Björkparken",
        url: "/hyresratter/bjorkparken/",
        status: "forSale",
        place,
        rent: { min: 6200, max: 14900 },
        rooms: { min: 1, max: 4 },
        livingArea: { min: 34, max: 92 },
        apartmentCount: 64,
        availableCount: 9,
        inhabitDate: "2027-03-01",
        shortDescription: "64 hyresrätter.",
        image: image("facade", 7, "Björkparken"),
      },
    ],
  },
  RentalProjectPage: {
    kind: "rental",
    project: {
      id: "6e000000-0000-5000-8000-000000000001",
      name: "Björkparken",
      url: "/hyresratter/bjorkparken/",
      status: "forSale",
      place,
      rent: { min: 6200, max: 14900 },
      rooms: { min: 1, max: 4 },
      livingArea: { min: 34, max: 92 },
      apartmentCount: 64,
      availableCount: 9,
      inhabitDate: "2027-03-01",
      shortDescription: "64 hyresrätter.",
      image: image("facade", 7, "Björkparken"),
    },
    images: [image("facade", 7, "Björkparken")],
    listUrl: "/hyresratter/",
  },
  SuccessionStagePage: {
    kind: "succession",
    municipality: "Solna",
    totalCount: 1,
    objects: [
      {
        id: "7f000000-0000-5000-8000-000000000001",
        address: "Storgatan 12",
        status: "forSale",
        place: { ...place, area: null },
        price: 2950000,
        monthlyFee: 3900,
        rooms: 2,
        livingArea: 58,
        image: image("facade", 8, "Storgatan 12"),
        url: "https://hemnara-maklare.example/objekt/7f000000/",
        brokerName: "Hemnära Mäklare",
        publishedAt: "2026-10-20T07:00:00.000Z",
      },
    ],
    municipalities: [{ name: "Solna", url: "/maklar-objekt/stockholms-lan/solna/", stageCount: 1 }],
    listUrl: "/maklar-objekt/",
  },
  NotFoundStagePage: {
    kind: "notFound",
    entity: "stage",
    links: [{ label: "Solna", href: "/sok-bostad/stockholms-lan/solna/" }],
  },
  NotFoundObjectPage: {
    kind: "notFound",
    entity: "object",
    links: [{ label: "Brf Tallkronan", href: stageSummary.url }],
  },
  NotFoundPremisesPage: { kind: "notFound", entity: "premises", links: [{ label: "Alla lokaler", href: "/lokaler/" }] },
};

const TITLES: Record<string, string> = {
  StagePage: "Brf Tallkronan – nyproduktion i Solna",
  ObjectPage: "Lägenhet 1201, Brf Tallkronan",
  NotFoundStagePage: "Projektet finns inte längre här",
  NotFoundObjectPage: "Bostaden finns inte längre här",
  NotFoundPremisesPage: "Lokalen finns inte längre här",
};

/** A whole view model for a template name, with the sample data and an introduction block. */
export function catalogueModel(
  templateName: string,
  data: CataloguePageData | undefined = dataSamples[templateName],
): PageViewModel {
  return {
    templateName,
    siteVersion: "1",
    pageId: `page-${templateName}`,
    objectId: null,
    canonical: `https://www.fjallvik.example/${templateName.toLowerCase()}/`,
    title: TITLES[templateName] ?? templateName.replace(/Page$/, ""),
    description: "Exempeltext för sidan.",
    noIndex: false,
    showPlotType: false,
    showSemiDetachedHouseType: false,
    subMenu: [],
    images: [],
    blocks: [{ id: "intro", type: "text", paragraphs: ["Ett innehållsblock under sidan."] }],
    ...(data ? { data } : {}),
  };
}
