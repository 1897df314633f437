import * as v from "valibot";
import { ObjectStatus, OutdoorArea, Parking, ResidenceType } from "../catalogue/enums";

const wholeNumber = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const plainText = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[^<>]*$/, "Must not contain markup"));
const requiredText = (max: number) =>
  v.pipe(
    plainText(max),
    v.check((value) => value.trim() !== "", "required"),
  );

/**
 * One home as a catalogue writer sends it (POST /catalogue_service/objects, PUT …/{id}). Enumerations by
 * key; what belongs to the stage (site, tags, stage status, concepts, disposal form, VIP window,
 * position, image) is copied from the stage, as the seed's writer does (catalogue/schema/objects.ts).
 */
export const CatalogueHomeSchema = v.object({
  stageId: v.pipe(v.string(), v.uuid("Must be a GUID")),
  objectNumber: requiredText(20),
  name: requiredText(100),
  status: v.picklist(ObjectStatus.keys),
  residenceType: v.picklist(ResidenceType.keys),
  rooms: wholeNumber(1, 20),
  /** m². */
  livingArea: v.pipe(v.number(), v.minValue(1), v.maxValue(2000)),
  floor: v.optional(v.nullable(wholeNumber(-5, 100)), null),
  /** Sales price in the country's currency. */
  price: wholeNumber(0, 1_000_000_000),
  /** Finland: the debt-free price (velaton hinta) and the loan share; the price filters compare the total. */
  totalPrice: v.optional(v.nullable(wholeNumber(0, 1_000_000_000)), null),
  debtShare: v.optional(v.nullable(wholeNumber(0, 1_000_000_000)), null),
  monthlyFee: v.optional(v.nullable(wholeNumber(0, 1_000_000)), null),
  outdoorAreas: v.optional(v.pipe(v.array(v.picklist(OutdoorArea.keys)), v.maxLength(OutdoorArea.keys.length)), []),
  parking: v.optional(v.picklist(Parking.keys), "canPurchase"),
  /** yyyy-MM-dd; null when not yet known. */
  inhabitDate: v.optional(v.nullable(v.pipe(v.string(), v.isoDate("Must be yyyy-MM-dd"))), null),
  hasShowing: v.optional(v.boolean(), false),
  shortDescription: v.optional(plainText(500), ""),
});
export type CatalogueHome = v.InferOutput<typeof CatalogueHomeSchema>;

export const CatalogueObjectParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid("Must be a GUID")) });

export const CatalogueHomeWrittenSchema = v.object({ id: v.string() });
export type CatalogueHomeWritten = v.InferOutput<typeof CatalogueHomeWrittenSchema>;
