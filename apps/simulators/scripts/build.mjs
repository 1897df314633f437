// Bundles the simulators into dist/main.js; npm packages stay external and load from node_modules.
import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));

/** @type {import("esbuild").Plugin} */
const externalizeNpmPackages = {
  name: "externalize-npm-packages",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@housing/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await rm(new URL("../dist", import.meta.url), { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: { main: "src/main.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  plugins: [externalizeNpmPackages],
  logLevel: "info",
});
