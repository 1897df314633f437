import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

// Generous limits: CI runs these beside the apps' builds on two cores. Each test file starts its own PGlite (and, with TEST_DATABASE_URL, a fresh PostgreSQL database), migrates and seeds it.
export default defineConfig(nodePreset({ hookTimeout: 180_000, testTimeout: 60_000 }));
