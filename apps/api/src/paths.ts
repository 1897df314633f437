import { fileURLToPath } from "node:url";

/*
 * Resolved against this module's URL: src/paths.ts under tsx and vitest, dist/*.js once
 * bundled. Both sit one folder below the package root, so the same relative URL works.
 */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../drizzle", import.meta.url));

/** Where PGlite keeps its data unless PGLITE_DATA_DIR says otherwise (git-ignored). */
export const DEFAULT_PGLITE_DATA_DIR = fileURLToPath(new URL("../.data/pglite", import.meta.url));
