import * as v from "valibot";
import { SiteKeySchema } from "../common";
import { CASE_STATUS_GROUPS } from "./statuses";

export * from "./statuses";
export * from "./requests";

/*
 * Case management (fault reports and errands): spec sections 3, 4, 6, 7 and 9. The board calls
 * live under `/case_management`, the resident's under `/case_management/customer`. The fault
 * report request (`CreateCaseRequestSchema`, requests.ts) validates the wizard's form and the
 * create call alike.
 */

/**
 * The multipart create and update calls (spec section 7): the request as JSON text in the
 * `request` part, sent first, then each file in a `files` part.
 */
export const MULTIPART_REQUEST_PART = "request";
export const MULTIPART_FILES_PART = "files";

/**
 * Dispatched on `window` to open the fault-report wizard after a case login (the login's
 * "Fortsätt med felanmälan"). The wizard reads the role from the session, not from the event;
 * buttons on pages are links to `caseManagementHref` instead, which work before the listener loads.
 */
export const CASE_MANAGEMENT_EVENT = "housing:case-management";

/**
 * The hash triggers of spec section 2 that open the fault report in a role: the login modal for a
 * visitor, the wizard for someone logged in. Buttons that open the wizard are links to them, so a
 * press before the frame's listener has loaded still opens it once it has (it reads the hash).
 */
export const CASE_MANAGEMENT_HASH = {
  privateCase: "case-management-private",
  boardMemberCase: "case-management-board",
} as const;

/** The link that opens the fault report as a board member or as a resident. */
export function caseManagementHref(isBoard: boolean): string {
  return `#${isBoard ? CASE_MANAGEMENT_HASH.boardMemberCase : CASE_MANAGEMENT_HASH.privateCase}`;
}

/** Spec section 9: area codes of the fault report request. */
export const CASE_AREA_APARTMENT = 899310001;
export const CASE_AREA_PUBLIC = 899310002;
export const CASE_AREAS = [CASE_AREA_APARTMENT, CASE_AREA_PUBLIC] as const;
export type CaseArea = (typeof CASE_AREAS)[number];

/** Spec section 6: who reports. */
export const CASE_ROLES = ["resident", "boardManaged", "boardUnmanaged"] as const;
export type CaseRole = (typeof CASE_ROLES)[number];

/** Spec section 3: room categories of a residence. */
export const ROOM_CATEGORIES = [
  "bathroom",
  "livingRoom",
  "kitchen",
  "bedroom",
  "hallway",
  "balcony",
  "storage",
  "fullHome",
  "other",
] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

/** Spec section 3: the 13 common-area problems. */
export const COMMON_AREA_PROBLEMS = [
  "elevator",
  "lighting",
  "grass",
  "yard",
  "facade",
  "doors",
  "ventilation",
  "subCentral",
  "trash",
  "garage",
  "fire",
  "post",
  "other",
] as const;
export type CommonAreaProblem = (typeof COMMON_AREA_PROBLEMS)[number];

/** Spec section 3: space codes of a building's rooms. */
export const SPACE_CODES = [
  "general",
  "waste",
  "balcony",
  "storage",
  "garage",
  "kitchen",
  "technicalRoom",
  "stairs",
  "laundry",
  "outdoorSpace",
  "wetRoom",
  "other",
] as const;
export type SpaceCode = (typeof SPACE_CODES)[number];

/** Spec section 9: errand types (the case system's names), Norwegian and Swedish. */
export const CASE_TYPE_NAMES = [
  "Garanti",
  "Förvaltning",
  "Förvaltning övrig",
  "Rondering - Anmärkning",
  "Tjänster",
  "Reklamasjon",
  "Befaring - Anmerkning",
  "Kundservice",
  "Kundeservice",
] as const;
export type CaseTypeName = (typeof CASE_TYPE_NAMES)[number];

/** Spec section 9: building types of the errand filter. */
export const CASE_BUILDING_TYPES = ["Object", "Stairs", "Property"] as const;

const UuidSchema = v.pipe(v.string(), v.uuid("Must be a GUID"));
const TimestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** `{id}` of an agreement, property, room or case. */
export const CaseIdParamsSchema = v.object({ id: UuidSchema });

/** `{attachmentId}/{filename}` of a file download. */
export const CaseFileParamsSchema = v.object({
  attachmentId: UuidSchema,
  filename: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
});

/** Spec section 9: the widths a case image is served at (webp, quality 75). */
export const CASE_IMAGE_WIDTHS = [1200, 1900, 2560] as const;
export type CaseImageWidth = (typeof CASE_IMAGE_WIDTHS)[number];

/** `?w=` of a file download: an image attachment (JPEG, PNG) at one of CASE_IMAGE_WIDTHS, as webp. */
export const CaseFileQuerySchema = v.object({
  w: v.optional(
    v.pipe(
      v.picklist(
        CASE_IMAGE_WIDTHS.map((width) => String(width) as `${CaseImageWidth}`),
        "invalidInput",
      ),
      v.transform((width) => Number(width) as CaseImageWidth),
    ),
  ),
});

/** `POST /search/object` and `/search/building`: text and site (spec section 7). */
export const CaseSearchRequestSchema = v.object({
  text: v.pipe(v.string(), v.maxLength(100)),
  site: SiteKeySchema,
});
export type CaseSearchRequest = v.InferInput<typeof CaseSearchRequestSchema>;

/** Spec section 3: an agreement (the resident's apartment, or an apartment a board member finds). */
export const AgreementSchema = v.object({
  id: UuidSchema,
  propertyId: UuidSchema,
  address: v.string(),
  governmentObjectId: v.string(),
  buildingId: UuidSchema,
  buildingPartId: v.string(),
  objectTypeId: UuidSchema,
  rentalBuilding: v.boolean(),
});
export type Agreement = v.InferOutput<typeof AgreementSchema>;
export const AgreementsResponseSchema = v.object({ agreements: v.array(AgreementSchema) });

/** Spec section 3: a building. */
export const CaseBuildingSchema = v.object({
  id: UuidSchema,
  address: v.string(),
  propertyId: UuidSchema,
  buildingId: v.string(),
  rentalBuilding: v.boolean(),
});
export type CaseBuilding = v.InferOutput<typeof CaseBuildingSchema>;
export const CaseBuildingsResponseSchema = v.object({ buildings: v.array(CaseBuildingSchema) });

/** Spec section 3: a room or asset with the ids of its FAQ articles. */
export const CaseRoomSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  category: v.string(),
  faq: v.array(UuidSchema),
});
export type CaseRoom = v.InferOutput<typeof CaseRoomSchema>;
export const CaseRoomsResponseSchema = v.object({ rooms: v.array(CaseRoomSchema) });
export const CaseAssetsResponseSchema = v.object({ assets: v.array(CaseRoomSchema) });

export const HasCasesResponseSchema = v.object({ hasCases: v.boolean() });

/** A status as the errand list shows it: its GUID, group, badge colour, sort rank and pause flag (spec section 4). */
export const CaseStatusInfoSchema = v.object({
  id: UuidSchema,
  key: v.string(),
  group: v.picklist(CASE_STATUS_GROUPS),
  colour: v.picklist(["blue", "yellow", "green", "gray"]),
  rank: v.number(),
  isPaused: v.boolean(),
});
export type CaseStatusInfo = v.InferOutput<typeof CaseStatusInfoSchema>;

/** Spec section 3: case file reference. */
export const CaseAttachmentSchema = v.object({
  attachmentId: UuidSchema,
  filename: v.string(),
  contentType: v.string(),
  size: v.number(),
  /** The API path of the download (bearer). */
  path: v.string(),
});
export type CaseAttachment = v.InferOutput<typeof CaseAttachmentSchema>;

/** Spec section 3: errand read fields. */
export const CaseSummarySchema = v.object({
  id: UuidSchema,
  ticketNumber: v.number(),
  caseStatusId: UuidSchema,
  status: CaseStatusInfoSchema,
  caseTypeName: v.string(),
  creationDate: TimestampSchema,
  roomType: v.nullable(v.string()),
  objectName: v.nullable(v.string()),
  objectAddress: v.nullable(v.string()),
  buildingPartName: v.nullable(v.string()),
  brfName: v.nullable(v.string()),
  /** Comma-separated: address, zip, city, government id (an address not in the list). */
  otherResidentInfo: v.nullable(v.string()),
  area: v.picklist(CASE_AREAS),
  problemArea: v.string(),
  buildingType: v.picklist(CASE_BUILDING_TYPES),
});
export type CaseSummary = v.InferOutput<typeof CaseSummarySchema>;
export const CasesResponseSchema = v.object({ cases: v.array(CaseSummarySchema) });
export type CasesResponse = v.InferOutput<typeof CasesResponseSchema>;

export const CaseContactSchema = v.object({
  firstName: v.nullable(v.string()),
  lastName: v.nullable(v.string()),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
});

export const CaseDetailSchema = v.object({
  ...CaseSummarySchema.entries,
  description: v.string(),
  problemAreaDetails: v.nullable(v.string()),
  updatedDate: TimestampSchema,
  /** The alternative contact, when another person than the reporter was given. */
  alternativeContact: v.nullable(CaseContactSchema),
  sendCopy: v.boolean(),
  pets: v.nullable(v.boolean()),
  petsDetail: v.nullable(v.string()),
  keys: v.nullable(v.boolean()),
  attachments: v.array(CaseAttachmentSchema),
  isClosable: v.boolean(),
});
export type CaseDetail = v.InferOutput<typeof CaseDetailSchema>;

/** Created: the case's id and ticket number; `isVisible` tells whether the reporter may open it (spec section 4). */
export const CreateCaseResponseSchema = v.object({
  id: UuidSchema,
  ticketNumber: v.number(),
  caseStatusId: UuidSchema,
  isVisible: v.boolean(),
});
export type CreateCaseResponse = v.InferOutput<typeof CreateCaseResponseSchema>;

/** Rounds with their control points (board members with management). */
export const ControlPointSchema = v.object({
  id: UuidSchema,
  title: v.string(),
  location: v.string(),
  description: v.string(),
  caseStatusId: UuidSchema,
  status: CaseStatusInfoSchema,
  attachments: v.array(CaseAttachmentSchema),
});
export const RoundSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  roundDate: TimestampSchema,
  propertyName: v.string(),
  nrOfCaseControlPoints: v.number(),
});
export type Round = v.InferOutput<typeof RoundSchema>;
export const RoundsResponseSchema = v.object({ rounds: v.array(RoundSchema) });
export const RoundDetailSchema = v.object({ ...RoundSchema.entries, controlPoints: v.array(ControlPointSchema) });
export type RoundDetail = v.InferOutput<typeof RoundDetailSchema>;

/** A FAQ article, in the site's language, with the service lines to call (spec section 4, FAQ screen). */
export const FaqArticleSchema = v.object({
  id: UuidSchema,
  title: v.string(),
  body: v.string(),
  serviceLines: v.array(v.object({ company: v.string(), phone: v.string() })),
});
export type FaqArticle = v.InferOutput<typeof FaqArticleSchema>;
export const FaqArticlesResponseSchema = v.object({ articles: v.array(FaqArticleSchema) });

/**
 * Spec section 9: the fixed placeholder object and property a board member without management
 * reports against (their association's homes are not in the case system), different in Norway.
 */
export const NO_MANAGEMENT_PLACEHOLDERS = {
  se: { objectId: "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b01", propertyId: "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b02" },
  no: { objectId: "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b03", propertyId: "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b04" },
} as const;

/** Spec section 9: the Swedish object type for which the FAQ is never shown (spec section 4). */
export const SPECIAL_OBJECT_TYPE_ID = "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b10";
/** The ordinary apartment object type of the reference data. */
export const APARTMENT_OBJECT_TYPE_ID = "7c3e9a10-5b2d-4f6e-8a1c-2d4e6f8a0b11";
