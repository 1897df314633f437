import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_TYPES } from "@housing/contracts/my-pages";
import { users } from "../account/schema";
import { siteKeyColumn } from "../catalogue/schema/columns";

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The bell's notifications (spec sections 3 and 7), one site each. `name` is the spec's name
 * (for document signing `awaiting_signature` or an approval's name); `subject` is what the title
 * names (a document, an errand's heading), in the language it was written in. The title itself
 * is composed in the site's language when read. `seen_at` is set by the pause call.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    siteKey: siteKeyColumn(),
    notificationType: text("notification_type").notNull(),
    name: text("name").notNull(),
    subject: text("subject"),
    errandId: text("errand_id"),
    createdAt: at("created_at").notNull().defaultNow(),
    seenAt: at("seen_at"),
  },
  (table) => [
    index("notifications_user_site_idx").on(table.userId, table.siteKey, table.createdAt),
    check(
      "notifications_type",
      sql`${table.notificationType} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(", "))})`,
    ),
    check(
      "notifications_text_limits",
      sql`length(${table.name}) <= 200 and coalesce(length(${table.subject}), 0) <= 200 and coalesce(length(${table.errandId}), 0) <= 100`,
    ),
  ],
);

export const notificationTables = { notifications };
