import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";
import LongFirstSequencer from "./src/testing/sequencer";

// Generous limits: CI runs these beside the apps' builds on two cores. Each test file gets its own
// database per driver (PGlite, and PostgreSQL with TEST_DATABASE_URL), copied from a migrated and
// seeded template that the first file asking for that seed builds once per run (src/testing/database-templates.ts).
// Two workers, whatever the machine reports: the suite's files wait on PostgreSQL and on simulators
// as much as on the CPU, and one worker left the API's tests the last task of CI by minutes.
export default defineConfig(
  nodePreset({
    hookTimeout: 180_000,
    testTimeout: 60_000,
    globalSetup: ["./src/testing/global-setup.ts"],
    maxWorkers: 2,
    sequence: { sequencer: LongFirstSequencer },
  }),
);
