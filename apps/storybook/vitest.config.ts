import { domPreset } from "@housing/vitest-config";
import { defineConfig } from "vitest/config";
import { nextAliases } from "./src/mocks/next-aliases";

// The stories' smoke test, with the same Next stand-ins as Storybook (main.ts).
export default defineConfig({ ...domPreset({ testTimeout: 20_000 }), resolve: { alias: nextAliases } });
