import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { associations, users } from "../account/schema";
import { siteKeyColumn } from "../catalogue/schema/columns";

/*
 * Case management's tables (spec sections 3, 4 and 6): the properties, buildings, apartments
 * (agreements), rooms and assets a fault is reported against, the FAQ articles the wizard
 * shows, the cases themselves with their attachments' metadata (the bytes are the upload
 * core's, by `storage_key`), and the rounds with control points of board members. The case
 * system's ids are GUIDs; its statuses are `@housing/contracts/cases`' CASE_STATUSES.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const list = (values: readonly (string | number)[]) =>
  sql.raw(values.map((value) => (typeof value === "number" ? `${value}` : `'${value}'`)).join(", "));

export const CASE_ROLE_VALUES = ["resident", "boardManaged", "boardUnmanaged"] as const;

/** Ticket numbers: the seed's cases take numbers below the sequence's start. */
export const caseTicketNumbers = pgSequence("case_ticket_number_seq", { startWith: 5000 });

/** A property (fastighet); `association_id` the housing association that owns it, if any. */
export const caseProperties = pgTable("case_properties", {
  id: uuid("id").primaryKey().defaultRandom(),
  countryId: text("country_id").notNull(),
  /** The tax authority's property designation or number. */
  propertyNumber: text("property_number").notNull(),
  name: text("name").notNull(),
  associationId: uuid("association_id").references(() => associations.id, { onDelete: "set null" }),
});

/** Spec section 3, Building: a building of a property; `building_id` the case system's building code. */
export const caseBuildings = pgTable(
  "case_buildings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => caseProperties.id, { onDelete: "cascade" }),
    buildingId: text("building_id").notNull(),
    address: text("address").notNull(),
    zipCode: text("zip_code").notNull(),
    city: text("city").notNull(),
    rentalBuilding: boolean("rental_building").notNull().default(false),
  },
  (table) => [index("case_buildings_property_idx").on(table.propertyId)],
);

/**
 * Spec section 3, Agreement: an apartment of a building, the resident's when `user_id` is set.
 * `object_type_id` is the case system's object type (the FAQ is skipped for a special one).
 */
export const caseAgreements = pgTable(
  "case_agreements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    buildingId: uuid("building_id")
      .notNull()
      .references(() => caseBuildings.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => caseProperties.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    governmentObjectId: text("government_object_id").notNull(),
    buildingPartId: text("building_part_id").notNull(),
    buildingPartName: text("building_part_name").notNull(),
    objectTypeId: uuid("object_type_id").notNull(),
  },
  (table) => [
    index("case_agreements_user_idx").on(table.userId),
    index("case_agreements_property_idx").on(table.propertyId),
  ],
);

/**
 * Rooms: an apartment's (`agreement_id`, a room category) or a property's common areas
 * (`property_id`, a common-area problem or space code). `faq_ids` name FAQ articles.
 */
export const caseRooms = pgTable(
  "case_rooms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agreementId: uuid("agreement_id").references(() => caseAgreements.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => caseProperties.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    name: text("name").notNull(),
    faqIds: jsonb("faq_ids").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    index("case_rooms_agreement_idx").on(table.agreementId),
    index("case_rooms_property_idx").on(table.propertyId),
    check("case_rooms_owner", sql`(${table.agreementId} is null) <> (${table.propertyId} is null)`),
  ],
);

/** An asset (appliance, fitting) of a room, with its FAQ articles. */
export const caseAssets = pgTable(
  "case_assets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roomId: uuid("room_id")
      .notNull()
      .references(() => caseRooms.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    faqIds: jsonb("faq_ids").$type<string[]>().notNull().default([]),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("case_assets_room_idx").on(table.roomId)],
);

/** The service lines a FAQ article lists (spec section 4: elevators and appliances in Sweden). */
export interface ServiceLine {
  company: string;
  phone: string;
}

/** A FAQ article per country, in its language. */
export const caseFaqArticles = pgTable("case_faq_articles", {
  id: uuid("id").primaryKey().defaultRandom(),
  countryId: text("country_id").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  serviceLines: jsonb("service_lines").$type<ServiceLine[]>().notNull().default([]),
});

/** A case (fault report, errand). Who may read it follows from role, reporter, association and agreement (spec section 4). */
export const cases = pgTable(
  "cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ticketNumber: bigint("ticket_number", { mode: "number" })
      .notNull()
      .unique()
      .default(sql`nextval('case_ticket_number_seq')`),
    siteKey: siteKeyColumn(),
    reporterUserId: uuid("reporter_user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role").notNull(),
    caseTypeName: text("case_type_name").notNull(),
    associationId: uuid("association_id").references(() => associations.id, { onDelete: "set null" }),
    agreementId: uuid("agreement_id").references(() => caseAgreements.id, { onDelete: "set null" }),
    propertyId: uuid("property_id").references(() => caseProperties.id, { onDelete: "set null" }),
    buildingId: uuid("building_id").references(() => caseBuildings.id, { onDelete: "set null" }),
    area: integer("area").notNull(),
    roomId: uuid("room_id").references(() => caseRooms.id, { onDelete: "set null" }),
    assetId: uuid("asset_id").references(() => caseAssets.id, { onDelete: "set null" }),
    problemArea: text("problem_area").notNull(),
    problemAreaDetails: text("problem_area_details"),
    description: text("description").notNull(),
    contactFirstName: text("contact_first_name"),
    contactLastName: text("contact_last_name"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    sendCopy: boolean("send_copy").notNull().default(true),
    pets: boolean("pets"),
    petsDetail: text("pets_detail"),
    keys: boolean("keys"),
    /** An address not in the list (spec section 3's placeholder option): what the reporter typed. */
    otherAddress: text("other_address"),
    otherZipCode: text("other_zip_code"),
    otherCity: text("other_city"),
    otherGovernmentObjectId: text("other_government_object_id"),
    compoundName: text("compound_name"),
    compoundNumber: text("compound_number"),
    statusId: uuid("status_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("cases_reporter_idx").on(table.reporterUserId, table.createdAt),
    index("cases_association_idx").on(table.associationId, table.createdAt),
    check("cases_role", sql`${table.role} in (${list(CASE_ROLE_VALUES)})`),
    check("cases_area", sql`${table.area} in (899310001, 899310002)`),
    check("cases_description_limit", sql`length(${table.description}) <= 5000`),
  ],
);

/** Rounds (ronderingar) of an association's property, done by the managing company. */
export const caseRounds = pgTable(
  "case_rounds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    associationId: uuid("association_id")
      .notNull()
      .references(() => associations.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => caseProperties.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    roundDate: at("round_date").notNull(),
  },
  (table) => [index("case_rounds_association_idx").on(table.associationId)],
);

export const caseControlPoints = pgTable(
  "case_control_points",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roundId: uuid("round_id")
      .notNull()
      .references(() => caseRounds.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    statusId: uuid("status_id").notNull(),
    position: integer("position").notNull().default(0),
  },
  (table) => [index("case_control_points_round_idx").on(table.roundId)],
);

/**
 * A file of a case or of a round's control point: metadata only. `storage_key` names the bytes in
 * the upload core's store; the file download reads them through the module's FileReader port.
 */
export const caseAttachments = pgTable(
  "case_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    caseId: uuid("case_id").references(() => cases.id, { onDelete: "cascade" }),
    controlPointId: uuid("control_point_id").references(() => caseControlPoints.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    storageKey: text("storage_key").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("case_attachments_case_idx").on(table.caseId),
    index("case_attachments_control_point_idx").on(table.controlPointId),
    check("case_attachments_owner", sql`(${table.caseId} is null) <> (${table.controlPointId} is null)`),
    check("case_attachments_size", sql`${table.size} >= 0`),
  ],
);

/** Spec section 3, association account: the board e-mail an association's cases are copied to. */
export const caseAssociationAccounts = pgTable("case_association_accounts", {
  associationId: uuid("association_id")
    .primaryKey()
    .references(() => associations.id, { onDelete: "cascade" }),
  email: text("email").notNull(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const caseTables = {
  caseProperties,
  caseBuildings,
  caseAgreements,
  caseRooms,
  caseAssets,
  caseFaqArticles,
  cases,
  caseRounds,
  caseControlPoints,
  caseAttachments,
  caseAssociationAccounts,
};
