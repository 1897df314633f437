import { defineConfig } from "drizzle-kit";

// Generating migrations needs no database: drizzle-kit diffs the schema against drizzle/meta.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/core/db/schema.ts",
  out: "./drizzle",
  strict: true,
});
