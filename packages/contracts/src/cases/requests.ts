import * as v from "valibot";
import { SiteKeySchema } from "../common";
import {
  AddressSchema,
  CitySchema,
  EmailSchema,
  FIELD_LIMITS,
  OptionalEmailSchema,
  PersonNameSchema,
  PhoneSchema,
  RequiredPostalCodeSchema,
  textSchema,
} from "../forms";
import { SiteIdSchema } from "../search/primitives";

/*
 * The case calls' request bodies (spec sections 3, 5 and 7). The fault report request is
 * multipart in the spec; its fields are these, whatever carries them (the files are a separate
 * part: the upload core).
 */

const UuidSchema = v.pipe(v.string(), v.uuid("invalidInput"));
/** An id the wizard may leave empty (spec section 3: `propertyId` empty if none). */
const OptionalIdSchema = v.union([v.literal(""), UuidSchema], "invalidInput");

/** Spec section 5: compound (association) number, 9 numeric characters in Finland and Norway. */
export const CompoundNumberSchema = v.pipe(
  v.string("required"),
  v.check((value) => value.trim() !== "", "required"),
  v.maxLength(FIELD_LIMITS.code, "inputToLong"),
  v.check((value) => /^[\d\s-]*$/.test(value), "numeric"),
);

const ALTERNATIVE_CONTACT = [
  "alternativeContactFirstName",
  "alternativeContactLastName",
  "alternativeContactEmail",
  "alternativeContactPhone",
] as const;

type AlternativeContact = Partial<Record<(typeof ALTERNATIVE_CONTACT)[number], string>>;

/** Spec section 5: another contact given means all four of its fields are required. */
const isContactComplete = (input: AlternativeContact, field: (typeof ALTERNATIVE_CONTACT)[number]) =>
  ALTERNATIVE_CONTACT.every((name) => input[name] === undefined) || input[field] !== undefined;

const alternativeContactFields = {
  alternativeContactFirstName: v.optional(PersonNameSchema),
  alternativeContactLastName: v.optional(PersonNameSchema),
  alternativeContactEmail: v.optional(EmailSchema),
  alternativeContactPhone: v.optional(PhoneSchema),
};

/**
 * Spec section 3, fault report request. `area` is 899310001 (apartment) or 899310002 (public
 * space); `objectId` the chosen agreement (apartment) or empty; `roomId` the room (apartment) or
 * building room (public space) and `assetTypeId` its asset. The customer and no-management
 * variants add the address fields (an address not in the list), no-management also the
 * compound and board e-mail; Finland adds pets and keys. Which of them a role must give the
 * server checks with the same keys.
 */
export const CreateCaseRequestSchema = v.pipe(
  v.object({
    siteId: SiteIdSchema,
    propertyId: OptionalIdSchema,
    area: v.picklist([899310001, 899310002], "required"),
    assetTypeId: v.optional(UuidSchema),
    roomId: v.pipe(v.string("required"), v.uuid("required")),
    description: textSchema(FIELD_LIMITS.description),
    buildingPartId: v.optional(v.pipe(v.string(), v.maxLength(100, "inputToLong"))),
    objectId: OptionalIdSchema,
    buildingId: v.optional(OptionalIdSchema),
    ...alternativeContactFields,
    governmentObjectId: v.optional(v.pipe(v.string(), v.maxLength(FIELD_LIMITS.name, "inputToLong"))),
    address: v.optional(AddressSchema),
    zipCode: v.optional(RequiredPostalCodeSchema),
    city: v.optional(CitySchema),
    compoundName: v.optional(textSchema(FIELD_LIMITS.name)),
    compoundNumber: v.optional(CompoundNumberSchema),
    boardEmail: v.optional(OptionalEmailSchema),
    isMember: v.optional(v.boolean()),
    /** Spec section 4: ticked by default. */
    sendCopy: v.optional(v.boolean(), true),
    pets: v.optional(v.boolean()),
    petsDetail: v.optional(textSchema(FIELD_LIMITS.message)),
    keys: v.optional(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [["alternativeContactFirstName"]],
      (input) => isContactComplete(input, "alternativeContactFirstName"),
      "required",
    ),
    ["alternativeContactFirstName"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactLastName"]],
      (input) => isContactComplete(input, "alternativeContactLastName"),
      "required",
    ),
    ["alternativeContactLastName"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactEmail"]],
      (input) => isContactComplete(input, "alternativeContactEmail"),
      "required",
    ),
    ["alternativeContactEmail"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactPhone"]],
      (input) => isContactComplete(input, "alternativeContactPhone"),
      "required",
    ),
    ["alternativeContactPhone"],
  ),
  // Spec section 5: Finland, pet detail required when pets yes.
  v.forward(
    v.partialCheck(
      [["pets"], ["petsDetail"]],
      (input) => input.pets !== true || (input.petsDetail ?? "").trim() !== "",
      "required",
    ),
    ["petsDetail"],
  ),
);
export type CreateCaseRequest = v.InferOutput<typeof CreateCaseRequestSchema>;
export type CreateCaseRequestInput = v.InferInput<typeof CreateCaseRequestSchema>;

/** Spec section 5: at most 5 attachments to a case. */
export const CASE_MAX_FILES = 5;

/**
 * Spec section 3, case update: the fields, and `removeFiles` (the spec's RemoveFiles), the
 * attachment ids to remove; the new files are the multipart call's `files` parts.
 */
export const CaseUpdateRequestSchema = v.pipe(
  v.object({
    site: SiteKeySchema,
    description: textSchema(FIELD_LIMITS.description),
    ...alternativeContactFields,
    /** Attachment ids of the case's files to remove (the new files are the request's file parts). */
    removeFiles: v.optional(v.pipe(v.array(UuidSchema), v.maxLength(CASE_MAX_FILES, "invalidInput")), []),
  }),
  v.forward(
    v.partialCheck(
      [["alternativeContactFirstName"]],
      (input) => isContactComplete(input, "alternativeContactFirstName"),
      "required",
    ),
    ["alternativeContactFirstName"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactLastName"]],
      (input) => isContactComplete(input, "alternativeContactLastName"),
      "required",
    ),
    ["alternativeContactLastName"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactEmail"]],
      (input) => isContactComplete(input, "alternativeContactEmail"),
      "required",
    ),
    ["alternativeContactEmail"],
  ),
  v.forward(
    v.partialCheck(
      [["alternativeContactPhone"]],
      (input) => isContactComplete(input, "alternativeContactPhone"),
      "required",
    ),
    ["alternativeContactPhone"],
  ),
);
export type CaseUpdateRequest = v.InferInput<typeof CaseUpdateRequestSchema>;

/** `PATCH .../case/{id}/close (site)`. */
export const CloseCaseRequestSchema = v.object({ site: SiteKeySchema });

/** Spec section 3: association account (the board e-mail); optional, valid format (spec section 5). */
export const AssociationAccountSchema = v.object({ email: OptionalEmailSchema });
export type AssociationAccount = v.InferOutput<typeof AssociationAccountSchema>;

const FaqIdsSchema = v.pipe(v.array(UuidSchema), v.maxLength(50));

/** `POST /casefaq (faqIds or null)`; `site` picks the language. */
export const CaseFaqRequestSchema = v.object({ faqIds: v.nullable(FaqIdsSchema), site: SiteKeySchema });
export type CaseFaqRequest = v.InferInput<typeof CaseFaqRequestSchema>;

/** `POST /case_management/customer/articles (ids)`. */
export const CaseArticlesRequestSchema = v.object({ ids: FaqIdsSchema, site: SiteKeySchema });
export type CaseArticlesRequest = v.InferInput<typeof CaseArticlesRequestSchema>;

/** The dev-only status control: the next status, or a named one. */
export const DevCaseStatusRequestSchema = v.object({ status: v.optional(v.pipe(v.string(), v.maxLength(50))) });
