import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/*
 * The package root, found from this module's URL: src/core/paths.ts under tsx and vitest sits
 * two folders below it, dist/*.js once bundled one folder. The root is the nearest folder up
 * that holds drizzle/, the migrations that ship with the server.
 */
function packageRoot(): URL {
  for (const candidate of ["../", "../../"]) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(new URL("drizzle/meta/_journal.json", url))) return url;
  }
  throw new Error("The API's drizzle/ folder was not found above src/core/paths.ts or dist/");
}

const root = packageRoot();

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("drizzle", root));

/** Where PGlite keeps its data unless PGLITE_DATA_DIR says otherwise (git-ignored). */
export const DEFAULT_PGLITE_DATA_DIR = fileURLToPath(new URL(".data/pglite", root));

/** Where uploaded files are kept unless HOUSING_FILES_DIR or an S3 bucket says otherwise (git-ignored). */
export const DEFAULT_FILES_DIR = fileURLToPath(new URL(".data/files", root));
