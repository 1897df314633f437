import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** Environments where nothing defaults to a simulator: every provider value must be given. */
export const EXPLICIT_ENVIRONMENTS = ["preprod", "production"];

/*
 * The simulators' data folder, apps/simulators/.data: found from this module's URL, which is
 * apps/api/src/providers/ under tsx and vitest and apps/api/dist/ once bundled.
 */
export function simulatorsDataDir(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth++) {
    if (existsSync(join(folder, "simulators", "package.json"))) return join(folder, "simulators", ".data");
    const parent = dirname(folder);
    if (parent === folder) break;
    folder = parent;
  }
  return resolve("apps", "simulators", ".data");
}
