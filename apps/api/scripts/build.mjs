// Bundles the server and the two database commands into dist/. The workspace packages
// (@housing/*) ship TypeScript source, so they are bundled; every other npm package stays
// external and is loaded from node_modules at run time.
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
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: "src/main.ts",
    "seed-cli": "src/seed/seed-cli.ts",
    "migrate-cli": "src/core/db/migrate-cli.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  // dist/*.js resolve ../drizzle and ../.data against their own URL, one folder below the package root.
  plugins: [externalizeNpmPackages],
  logLevel: "info",
  metafile: true,
});

const bundledWorkspaceFiles = Object.keys(result.metafile.inputs).filter((input) => input.includes("packages/"));
if (bundledWorkspaceFiles.length === 0) throw new Error("Expected the @housing/* packages to be bundled");
