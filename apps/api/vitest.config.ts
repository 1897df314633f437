import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

// Each test file starts its own PGlite (and, with TEST_DATABASE_URL, a fresh PostgreSQL database), migrates and seeds it.
export default defineConfig(nodePreset({ hookTimeout: 60_000, testTimeout: 20_000 }));
