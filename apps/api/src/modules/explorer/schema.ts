import { sql } from "drizzle-orm";
import { check, customType, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ClickArea } from "@housing/contracts/explorer";
import { users } from "../account/schema";
import { stages } from "../catalogue/schema";

/*
 * The residence explorer's tables (README.md beside this file). The building, its views and click
 * areas are derived from the catalogue on every request; what is stored is only what cannot be
 * derived: staff's corrections of a view's click areas, who is staff of a stage, the external
 * linkers and the seed's 360 tiles.
 */

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** Project staff: who may open a stage's explorer in edit mode and save its click areas. */
export const projectStaff = pgTable(
  "project_staff",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.stageId] })],
);

/** Staff's click areas of one view; they replace the derived ones of that view. */
export const explorerClickAreas = pgTable(
  "explorer_click_areas",
  {
    stageId: uuid("stage_id")
      .notNull()
      .references(() => stages.id, { onDelete: "cascade" }),
    viewId: text("view_id").notNull(),
    clickAreas: jsonb("click_areas").$type<ClickArea[]>().notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.stageId, table.viewId] })],
);

/** Links from elsewhere (a brochure, a partner site) into a stage's explorer, by a readable id. */
export const explorerLinkers = pgTable("explorer_linkers", {
  id: text("id").primaryKey(),
  stageId: uuid("stage_id")
    .notNull()
    .references(() => stages.id, { onDelete: "cascade" }),
  viewId: text("view_id"),
  apartmentNumber: text("apartment_number"),
});

/** The seed's equirectangular panoramas (panorama.ts), tile by tile, as PNG. */
export const explorerPanoramaTiles = pgTable(
  "explorer_panorama_tiles",
  {
    panoramaKey: text("panorama_key").notNull(),
    col: smallint("col").notNull(),
    row: smallint("row").notNull(),
    png: bytea("png").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.panoramaKey, table.col, table.row] }),
    check("explorer_panorama_tiles_position", sql`${table.col} >= 0 and ${table.row} >= 0`),
  ],
);

export const explorerTables = { projectStaff, explorerClickAreas, explorerLinkers, explorerPanoramaTiles };
