import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import type { Alias, AliasOptions } from "vite";
import { nextAliases } from "../src/mocks/next-aliases";
import { mapWorker } from "./map-worker";

const workspaceRoot = fileURLToPath(new URL("../../..", import.meta.url));

const config: StorybookConfig = {
  stories: ["../src/stories/**/*.stories.tsx"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: "react-docgen-typescript" },
  viteFinal: async (viteConfig) => ({
    ...viteConfig,
    plugins: [...(viteConfig.plugins ?? []), mapWorker(workspaceRoot)],
    resolve: {
      ...viteConfig.resolve,
      alias: [...toAliasList(viteConfig.resolve?.alias), ...nextAliases],
    },
    build: {
      ...viteConfig.build,
      chunkSizeWarningLimit: 2000,
      rollupOptions: {
        ...viteConfig.build?.rollupOptions,
        // Components marked "use client" for Next are plain React components here.
        onwarn(warning, warn) {
          if (warning.code === "MODULE_LEVEL_DIRECTIVE") return;
          warn(warning);
        },
      },
    },
  }),
};

/** Vite takes aliases as an object or a list; the Next stand-ins need the list form (patterns). */
function toAliasList(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return [...(alias as readonly Alias[])];
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}

export default config;
