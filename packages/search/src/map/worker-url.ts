/**
 * Where the apps serve MapLibre's worker: packages/site-shell/next-config.js copies
 * maplibre-gl/dist/maplibre-gl-worker.mjs to each app's public/_map/ under this name when Next loads
 * its config. The version in the name keeps a long-cached old worker from meeting a new main
 * bundle; both sides read it from the one installed maplibre-gl (package.json there, getVersion() here).
 */
export function mapWorkerUrl(version: string): string {
  return `/_map/maplibre-gl-worker-${version}.mjs`;
}
