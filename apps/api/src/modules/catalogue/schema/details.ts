import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sqlList } from "./columns";
import { objects } from "./objects";
import { stages } from "./stages";

/** Drawings `GET /media/{kind}/{id}.svg` renders: a building's facade, a home's floor plan, an area seen from above. */
export const IMAGE_KINDS = ["facade", "plan", "aerial"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export const IMAGE_OWNER_TYPES = [
  "area",
  "stage",
  "object",
  "premises",
  "rental_project",
  "succession_object",
] as const;
export type ImageOwnerType = (typeof IMAGE_OWNER_TYPES)[number];

/**
 * Illustrative images. Nothing is stored but the recipe: the media route draws the SVG
 * from `seed` and `variant` (floors of a facade, rooms of a plan), so a row is all it takes.
 * The owner is polymorphic, hence no foreign key; the seed writes owners and images together.
 */
export const images = pgTable(
  "images",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind").$type<ImageKind>().notNull(),
    ownerType: text("owner_type").$type<ImageOwnerType>().notNull(),
    ownerId: uuid("owner_id").notNull(),
    position: smallint("position").notNull(),
    alt: text("alt").notNull(),
    width: smallint("width").notNull(),
    height: smallint("height").notNull(),
    seed: integer("seed").notNull(),
    variant: smallint("variant").notNull(),
  },
  (table) => [
    index("images_owner_idx").on(table.ownerType, table.ownerId, table.position),
    check("images_kind", sql`${table.kind} in (${sql.raw(sqlList(IMAGE_KINDS))})`),
    check("images_owner_type", sql`${table.ownerType} in (${sql.raw(sqlList(IMAGE_OWNER_TYPES))})`),
    check("images_size", sql`${table.width} > 0 and ${table.height} > 0`),
  ],
);

/** Who may come to a showing: anyone, or only the site's VIP members (migration 0025). */
export const SHOWING_KINDS = ["public", "vip"] as const;

/**
 * Showings of a stage, or of one home in it (a showing apartment). Kind and place came with
 * migration 0025 (the showings module books its slots).
 */
export const showings = pgTable(
  "showings",
  {
    id: uuid("id").primaryKey(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    objectId: uuid("object_id").references(() => objects.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true, mode: "date" }).notNull(),
    kind: text("kind").$type<(typeof SHOWING_KINDS)[number]>().notNull().default("public"),
    /** Where to meet: a street address. */
    place: text("place").notNull().default(""),
  },
  (table) => [
    index("showings_stage_idx").on(table.stageId, table.startsAt),
    index("showings_object_idx").on(table.objectId),
    check("showings_order", sql`${table.startsAt} < ${table.endsAt}`),
    check("showings_kind", sql`${table.kind} in (${sql.raw(sqlList(SHOWING_KINDS))})`),
  ],
);

/** The people a stage page lists, by StaffRole 0-11; which roles a site shows is the site's choice (spec section 3). */
export const staffContacts = pgTable(
  "staff_contacts",
  {
    id: uuid("id").primaryKey(),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    role: smallint("role").notNull(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull(),
  },
  (table) => [
    index("staff_contacts_stage_idx").on(table.stageId, table.role),
    check("staff_contacts_role", sql`${table.role} between 0 and 11`),
  ],
);
