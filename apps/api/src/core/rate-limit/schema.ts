import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per limited key and window (core/rate-limit/README.md): the key is a SHA-256 digest of
 * the rule, the scope and the value (an IP address, an account id, an e-mail), never the value
 * itself. Every process counts in the same row, so a limit holds across the API's processes.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("rate_limit_counters_resets_idx").on(table.resetsAt)],
);

export const rateLimitTables = { rateLimitCounters };
