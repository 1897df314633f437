import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

// Generous limits: CI runs these beside the apps' builds on two cores. Each test file gets its own
// database per driver (PGlite, and PostgreSQL with TEST_DATABASE_URL), copied from a migrated and
// seeded template that the first file asking for that seed builds once per run (src/testing/database-templates.ts).
export default defineConfig(
  nodePreset({ hookTimeout: 180_000, testTimeout: 60_000, globalSetup: ["./src/testing/global-setup.ts"] }),
);
