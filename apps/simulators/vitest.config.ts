import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

// Each test file starts its simulators on free loopback ports (port 0).
export default defineConfig(nodePreset({ hookTimeout: 60_000, testTimeout: 30_000 }));
