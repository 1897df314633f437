import { domPreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";

export default defineConfig(domPreset());
