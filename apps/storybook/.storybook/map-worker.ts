import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Plugin } from "vite";

/**
 * MapLibre's worker at the address the search map asks for (mapWorkerUrl in packages/search: the
 * apps copy it to public/_map/, see copyMapWorker in site-shell's next-config.js): served by the
 * dev server and written into the static build, so the map view draws the package's offline base
 * map in Storybook too. The address is absolute: a Storybook deployed under a sub-path shows the
 * map's failure state instead.
 */
export function mapWorker(workspaceRoot: string): Plugin {
  const fromSearch = createRequire(join(workspaceRoot, "packages/search/package.json"));
  const packageJson = fromSearch.resolve("maplibre-gl/package.json");
  const { version } = JSON.parse(readFileSync(packageJson, "utf8")) as { version: string };
  const source = join(packageJson, "../dist/maplibre-gl-worker.mjs");
  const url = `/_map/maplibre-gl-worker-${version}.mjs`;
  return {
    name: "housing-map-worker",
    configureServer(server) {
      server.middlewares.use(url, (_request, response) => {
        response.setHeader("content-type", "text/javascript");
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.emitFile({ type: "asset", fileName: url.slice(1), source: readFileSync(source) });
    },
  };
}
