import * as v from "valibot";
import { ImageSchema } from "../common";
import { CountSchema, GuidSchema } from "../search/primitives";

/*
 * Pieces of the catalogue pages' data (spec section 3: stage, object, premises, rental
 * project, succession object, images, showings, staff contacts). Enumerations travel as
 * their keys, not their GUIDs: the templates translate a key into the site's language.
 * Amounts are whole units of the site's currency and areas m²; the templates format them
 * (spec section 9), so one view model serves every locale rule.
 */

export const OBJECT_STATUS_KEYS = [
  "forSale",
  "reserved",
  "booked",
  "sold",
  "preSelling",
  "showingApartment",
  "notAvailable",
  "succession",
] as const;
export const ObjectStatusKeySchema = v.picklist(OBJECT_STATUS_KEYS);
export type ObjectStatusKey = v.InferOutput<typeof ObjectStatusKeySchema>;

export const STAGE_STATUS_KEYS = [
  "planned",
  "vip",
  "forSale",
  "soldOut",
  "preSelling",
  "moveInReady",
  "succession",
  "reference",
] as const;
export const StageStatusKeySchema = v.picklist(STAGE_STATUS_KEYS);
export type StageStatusKey = v.InferOutput<typeof StageStatusKeySchema>;

export const RESIDENCE_TYPE_KEYS = [
  "detachedHouse",
  "semiDetachedHouse",
  "apartment",
  "house",
  "townHouse",
  "plot",
] as const;
export const ResidenceTypeKeySchema = v.picklist(RESIDENCE_TYPE_KEYS);
export type ResidenceTypeKey = v.InferOutput<typeof ResidenceTypeKeySchema>;

export const DISPOSAL_FORM_KEYS = ["all", "condominium", "ownership", "ownershipApartment", "tenancy"] as const;
export const DisposalFormKeySchema = v.picklist(DISPOSAL_FORM_KEYS);
export type DisposalFormKey = v.InferOutput<typeof DisposalFormKeySchema>;

export const PLOT_KIND_KEYS = ["ownPlot", "optionalRentalPlot", "rentalLot"] as const;
export const PlotKindKeySchema = v.picklist(PLOT_KIND_KEYS);

export const PARKING_KEYS = [
  "included",
  "twoIncluded",
  "canPurchase",
  "canPurchaseTwo",
  "unknown",
  "cannotPurchase",
] as const;
export const ParkingKeySchema = v.picklist(PARKING_KEYS);

export const PREMISES_STATUS_KEYS = ["forSale", "sold", "booked", "rented"] as const;
export const PremisesStatusKeySchema = v.picklist(PREMISES_STATUS_KEYS);
export type PremisesStatusKey = v.InferOutput<typeof PremisesStatusKeySchema>;

export const PREMISES_TYPE_KEYS = ["office", "retail", "restaurant", "warehouse", "workshop", "healthcare"] as const;
export const PremisesTypeKeySchema = v.picklist(PREMISES_TYPE_KEYS);

export const RENTAL_STATUS_KEYS = ["forSale", "rented", "booked", "sold"] as const;
export const RentalStatusKeySchema = v.picklist(RENTAL_STATUS_KEYS);

/** StaffRole 0-11 of spec section 3, by key. */
export const STAFF_ROLE_KEYS = [
  "estateAgent",
  "assistant",
  "salesManager1",
  "salesManager2",
  "interiorResponsible1",
  "interiorResponsible2",
  "externalAgent1",
  "externalAgent2",
  "settlementBroker1",
  "settlementBroker2",
  "customerSupport",
  "customerService",
] as const;
export const StaffRoleKeySchema = v.picklist(STAFF_ROLE_KEYS);
export type StaffRoleKey = v.InferOutput<typeof StaffRoleKeySchema>;

const AmountSchema = v.nullable(v.pipe(v.number(), v.minValue(0)));
const AreaSchema = v.nullable(v.pipe(v.number(), v.minValue(0)));
const IsoDateSchema = v.nullable(v.pipe(v.string(), v.isoDate()));

/** Where a listing is: names for display, tag URLs for the SEO county and municipality pages. */
export const PlaceSchema = v.object({
  county: v.string(),
  municipality: v.string(),
  area: v.nullable(v.string()),
  /** Site paths of the SEO county and municipality pages; null where the site has none. */
  countyUrl: v.nullable(v.string()),
  municipalityUrl: v.nullable(v.string()),
});
export type Place = v.InferOutput<typeof PlaceSchema>;

export const RangeSchema = v.object({ min: AmountSchema, max: AmountSchema });
export type Range = v.InferOutput<typeof RangeSchema>;

/** A person on a stage page, under the heading of their role. */
export const StaffContactSchema = v.object({
  name: v.string(),
  title: v.string(),
  phone: v.string(),
  email: v.string(),
});
export type StaffContact = v.InferOutput<typeof StaffContactSchema>;

/** Contacts grouped by role, in the order the site shows the roles (spec section 3: "shown contacts depend on site"). */
export const ContactGroupSchema = v.object({ role: StaffRoleKeySchema, contacts: v.array(StaffContactSchema) });
export type ContactGroup = v.InferOutput<typeof ContactGroupSchema>;

/** A stage in a list (area, SEO, reference, sold-out pages) and the link back from an object page. */
export const StageSummarySchema = v.object({
  id: GuidSchema,
  name: v.string(),
  /** The stage page: a site path, or an absolute URL when the stage belongs to another site of the family. */
  url: v.string(),
  status: StageStatusKeySchema,
  place: PlaceSchema,
  shortDescription: v.string(),
  image: v.nullable(ImageSchema),
  price: RangeSchema,
  /** Finland: the debt-free price range (velaton hinta). */
  totalPrice: RangeSchema,
  rooms: RangeSchema,
  livingArea: RangeSchema,
  inhabitDate: IsoDateSchema,
  inhabitLabel: v.string(),
  objectCount: CountSchema,
  /** Homes for sale, reserved or pre-selling (spec section 9). */
  availableCount: CountSchema,
});
export type StageSummary = v.InferOutput<typeof StageSummarySchema>;

/** One home in a stage's list of homes. */
export const StageObjectRowSchema = v.object({
  id: GuidSchema,
  name: v.string(),
  objectNumber: v.string(),
  url: v.string(),
  status: ObjectStatusKeySchema,
  rooms: v.pipe(v.number(), v.minValue(0)),
  /**
   * The rooms a buyer can have: equal to `rooms` unless the layout is flexible (a 3-room home
   * with an optional fourth). Every view shows this range, so a home reads the same in its
   * stage's table, on its search card and on its own page.
   */
  minRooms: v.pipe(v.number(), v.minValue(0)),
  maxRooms: v.pipe(v.number(), v.minValue(0)),
  livingArea: v.pipe(v.number(), v.minValue(0)),
  /** 0 is the ground floor; null for houses. */
  floor: v.nullable(v.pipe(v.number(), v.integer())),
  price: AmountSchema,
  totalPrice: AmountSchema,
  monthlyFee: AmountSchema,
});
export type StageObjectRow = v.InferOutput<typeof StageObjectRowSchema>;

export {
  AmountSchema as CatalogueAmountSchema,
  AreaSchema as CatalogueAreaSchema,
  IsoDateSchema as CatalogueDateSchema,
};
