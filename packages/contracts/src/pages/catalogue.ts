import * as v from "valibot";
import { BOOKING_FLOW_KINDS } from "../booking";
import { ImageSchema, LinkSchema } from "../common";
import { ShowingSchema } from "../search/hits";
import { CountSchema, GuidSchema } from "../search/primitives";
import {
  CatalogueAmountSchema,
  CatalogueAreaSchema,
  CatalogueDateSchema,
  ContactGroupSchema,
  DisposalFormKeySchema,
  ObjectStatusKeySchema,
  ParkingKeySchema,
  PlaceSchema,
  PlotKindKeySchema,
  PremisesStatusKeySchema,
  PremisesTypeKeySchema,
  RangeSchema,
  RentalStatusKeySchema,
  ResidenceTypeKeySchema,
  StageObjectRowSchema,
  StageSummarySchema,
} from "./parts";

/*
 * The `data` of a catalogue page's view model, one shape per kind, built by the API from
 * the catalogue tables (spec section 2, page templates; section 3, entities). The template
 * name picks the React template; `kind` says which of these shapes it receives.
 */

/** Template StagePage: a sales project with its homes. */
export const StagePageDataSchema = v.object({
  kind: v.literal("stage"),
  stage: v.object({
    ...StageSummarySchema.entries,
    /** The catalogue keeps no street address for a project; this is the place buyers visit (area, municipality). */
    address: v.string(),
    description: v.string(),
    residenceTypes: v.array(ResidenceTypeKeySchema),
    disposalForm: DisposalFormKeySchema,
    /** Construction phase 1-5 (spec section 3). */
    constructionPhase: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
    /** Finland only: whose land the houses stand on. */
    plotKind: v.nullable(PlotKindKeySchema),
    vipStart: v.nullable(v.string()),
    vipEnd: v.nullable(v.string()),
  }),
  images: v.array(ImageSchema),
  objects: v.array(StageObjectRowSchema),
  showings: v.array(ShowingSchema),
  contacts: v.array(ContactGroupSchema),
  /** The home search, for "back to search". */
  searchUrl: v.nullable(v.string()),
});
export type StagePageData = v.InferOutput<typeof StagePageDataSchema>;

/** Template ObjectPage: one home. */
export const ObjectPageDataSchema = v.object({
  kind: v.literal("object"),
  object: v.object({
    id: GuidSchema,
    name: v.string(),
    objectNumber: v.string(),
    status: ObjectStatusKeySchema,
    residenceType: ResidenceTypeKeySchema,
    disposalForm: DisposalFormKeySchema,
    rooms: v.number(),
    minRooms: v.number(),
    maxRooms: v.number(),
    livingArea: v.number(),
    floor: v.nullable(v.number()),
    price: CatalogueAmountSchema,
    /** Finland: the home's share of the housing company's loan, and the debt-free price. */
    debtShare: CatalogueAmountSchema,
    totalPrice: CatalogueAmountSchema,
    monthlyFee: CatalogueAmountSchema,
    parking: ParkingKeySchema,
    plotKind: v.nullable(PlotKindKeySchema),
    inhabitDate: CatalogueDateSchema,
    inhabitLabel: v.string(),
    description: v.string(),
  }),
  stage: StageSummarySchema,
  images: v.array(ImageSchema),
  showings: v.array(ShowingSchema),
  contacts: v.array(ContactGroupSchema),
  searchUrl: v.nullable(v.string()),
  /** The stage's click-to-buy flow (spec section 2): the page offers to book a home for sale online; null or absent: it does not. */
  bookingFlow: v.optional(v.nullable(v.picklist(BOOKING_FLOW_KINDS))),
});
export type ObjectPageData = v.InferOutput<typeof ObjectPageDataSchema>;

/** A development of several stages (spec section 3, "area"). */
export const AreaSummarySchema = v.object({
  id: GuidSchema,
  name: v.string(),
  url: v.string(),
  place: PlaceSchema,
  shortDescription: v.string(),
  image: v.nullable(ImageSchema),
  stageCount: CountSchema,
});
export type AreaSummary = v.InferOutput<typeof AreaSummarySchema>;

/** Template AreaPage: the stages of one area. */
export const AreaPageDataSchema = v.object({
  kind: v.literal("area"),
  area: AreaSummarySchema,
  stages: v.array(StageSummarySchema),
});
export type AreaPageData = v.InferOutput<typeof AreaPageDataSchema>;

/** A county or municipality link with how many stages it has on the site. */
export const PlaceCountSchema = v.object({ name: v.string(), url: v.string(), stageCount: CountSchema });
export type PlaceCount = v.InferOutput<typeof PlaceCountSchema>;

/** Template AreasPage: the site's areas, and its counties as ways into the SEO pages. */
export const AreasPageDataSchema = v.object({
  kind: v.literal("areas"),
  areas: v.array(AreaSummarySchema),
  counties: v.array(PlaceCountSchema),
});
export type AreasPageData = v.InferOutput<typeof AreasPageDataSchema>;

/** Templates SeoCountyPage and SeoMunicipalityPage: a place's stages and counts. */
export const SeoPlacePageDataSchema = v.object({
  kind: v.picklist(["seoCounty", "seoMunicipality"]),
  name: v.string(),
  /** The county a municipality lies in; null on a county page. */
  county: v.nullable(LinkSchema),
  stageCount: CountSchema,
  /** Homes for sale, reserved or pre-selling under the place. */
  availableCount: CountSchema,
  /** A county page lists its municipalities; a municipality page none. */
  municipalities: v.array(PlaceCountSchema),
  stages: v.array(StageSummarySchema),
  /** The home search filtered to this place. */
  searchUrl: v.nullable(v.string()),
});
export type SeoPlacePageData = v.InferOutput<typeof SeoPlacePageDataSchema>;

/** Templates ReferenceProjectsPage (and its second-brand variant) and SoldOutPage. */
export const StageListPageDataSchema = v.object({
  kind: v.picklist(["referenceProjects", "soldOut"]),
  stages: v.array(StageSummarySchema),
});
export type StageListPageData = v.InferOutput<typeof StageListPageDataSchema>;

/** Template ExternalObjectsPage: homes for sale as a plain list for partner portals. */
export const ExternalObjectsPageDataSchema = v.object({
  kind: v.literal("externalObjects"),
  objects: v.array(v.object({ ...StageObjectRowSchema.entries, stageName: v.string(), municipality: v.string() })),
  totalCount: CountSchema,
});
export type ExternalObjectsPageData = v.InferOutput<typeof ExternalObjectsPageDataSchema>;

/** Commercial premises (spec section 3, "premises"). */
export const PremisesSummarySchema = v.object({
  id: GuidSchema,
  name: v.string(),
  url: v.string(),
  type: PremisesTypeKeySchema,
  status: PremisesStatusKeySchema,
  areaSize: v.number(),
  monthlyRent: CatalogueAmountSchema,
  availableFrom: CatalogueDateSchema,
  place: PlaceSchema,
  shortDescription: v.string(),
  image: v.nullable(ImageSchema),
});
export type PremisesSummary = v.InferOutput<typeof PremisesSummarySchema>;

/** Template PremisesStartPage: every premises of the site. */
export const PremisesListPageDataSchema = v.object({
  kind: v.literal("premisesList"),
  premises: v.array(PremisesSummarySchema),
});
export type PremisesListPageData = v.InferOutput<typeof PremisesListPageDataSchema>;

/** Template PremisesObjectPage: one premises, and the stage whose building houses it. */
export const PremisesPageDataSchema = v.object({
  kind: v.literal("premises"),
  premises: PremisesSummarySchema,
  images: v.array(ImageSchema),
  stage: v.nullable(LinkSchema),
  listUrl: v.nullable(v.string()),
});
export type PremisesPageData = v.InferOutput<typeof PremisesPageDataSchema>;

/** A rental (tenancy) project. */
export const RentalProjectSummarySchema = v.object({
  id: GuidSchema,
  name: v.string(),
  url: v.string(),
  status: RentalStatusKeySchema,
  place: PlaceSchema,
  rent: RangeSchema,
  rooms: RangeSchema,
  livingArea: RangeSchema,
  apartmentCount: CountSchema,
  availableCount: CountSchema,
  inhabitDate: CatalogueDateSchema,
  shortDescription: v.string(),
  image: v.nullable(ImageSchema),
});
export type RentalProjectSummary = v.InferOutput<typeof RentalProjectSummarySchema>;

/** Template RentalStartPage. */
export const RentalListPageDataSchema = v.object({
  kind: v.literal("rentalList"),
  projects: v.array(RentalProjectSummarySchema),
});
export type RentalListPageData = v.InferOutput<typeof RentalListPageDataSchema>;

/** Template RentalProjectPage. */
export const RentalProjectPageDataSchema = v.object({
  kind: v.literal("rental"),
  project: RentalProjectSummarySchema,
  images: v.array(ImageSchema),
  listUrl: v.nullable(v.string()),
});
export type RentalProjectPageData = v.InferOutput<typeof RentalProjectPageDataSchema>;

/** A resale home listed by a broker (spec section 3, succession). */
export const SuccessionObjectSummarySchema = v.object({
  id: GuidSchema,
  address: v.string(),
  status: ObjectStatusKeySchema,
  place: PlaceSchema,
  price: CatalogueAmountSchema,
  monthlyFee: CatalogueAmountSchema,
  rooms: v.number(),
  livingArea: CatalogueAreaSchema,
  image: v.nullable(ImageSchema),
  /** The broker's listing (external). */
  url: v.string(),
  brokerName: v.string(),
  publishedAt: v.string(),
});
export type SuccessionObjectSummary = v.InferOutput<typeof SuccessionObjectSummarySchema>;

/** Templates SuccessionPage (the whole list) and SuccessionStagePage (one municipality's resales). */
export const SuccessionPageDataSchema = v.object({
  kind: v.literal("succession"),
  /** The municipality of a SuccessionStagePage; null for the whole list. */
  municipality: v.nullable(v.string()),
  objects: v.array(SuccessionObjectSummarySchema),
  totalCount: CountSchema,
  municipalities: v.array(PlaceCountSchema),
  listUrl: v.nullable(v.string()),
});
export type SuccessionPageData = v.InferOutput<typeof SuccessionPageDataSchema>;

export const NOT_FOUND_ENTITIES = ["stage", "object", "premises"] as const;

/**
 * Templates NotFoundStagePage, NotFoundObjectPage, NotFoundPremisesPage: a listing that
 * is gone (sold, withdrawn or renamed). Links lead on to search or to the nearest page left.
 */
export const NotFoundListingPageDataSchema = v.object({
  kind: v.literal("notFound"),
  entity: v.picklist(NOT_FOUND_ENTITIES),
  links: v.array(LinkSchema),
});
export type NotFoundListingPageData = v.InferOutput<typeof NotFoundListingPageDataSchema>;

/**
 * Templates ShowingQrPage (`<stage>/qr/`), ShowingFormPage (`<stage>/visning/`) and OrderFormPage
 * (`<stage>/<order segment>/`): a stage's showing door screen, its attendance form and its
 * prospectus order form (@housing/contracts/showings). The page names the stage; the showings
 * themselves load from the showing calls, per request.
 */
export const StageFormPageDataSchema = v.object({
  kind: v.literal("stageForm"),
  stage: v.object({
    id: v.string(),
    name: v.string(),
    /** The stage's page, a site path. */
    url: v.string(),
    /** Where buyers visit (as on the stage page). */
    address: v.string(),
  }),
  /** Set when the page is of one home (a show apartment's showing): its id. */
  objectId: v.nullable(v.string()),
});
export type StageFormPageData = v.InferOutput<typeof StageFormPageDataSchema>;

export const CataloguePageDataSchema = v.variant("kind", [
  StagePageDataSchema,
  ObjectPageDataSchema,
  AreaPageDataSchema,
  AreasPageDataSchema,
  SeoPlacePageDataSchema,
  StageListPageDataSchema,
  ExternalObjectsPageDataSchema,
  PremisesListPageDataSchema,
  PremisesPageDataSchema,
  RentalListPageDataSchema,
  RentalProjectPageDataSchema,
  SuccessionPageDataSchema,
  NotFoundListingPageDataSchema,
  StageFormPageDataSchema,
]);
export type CataloguePageData = v.InferOutput<typeof CataloguePageDataSchema>;
export type CataloguePageKind = CataloguePageData["kind"];
