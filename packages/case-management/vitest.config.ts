import { nodePreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig(nodePreset());
