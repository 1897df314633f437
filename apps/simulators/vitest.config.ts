import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

// Generous limits: CI runs these beside the apps' builds on two cores; the first start writes RSA keys.
export default defineConfig(nodePreset({ hookTimeout: 60_000, testTimeout: 30_000 }));
