// The only file of this package that reads process.env (lint enforces it).
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";

export type EnvSource = Record<string, string | undefined>;
type Source = EnvSource;

/** Environments where a simulator must never run: the real providers are used there. */
export const REFUSED_ENVIRONMENTS = ["preprod", "production"] as const;

export interface SimulatorsEnv {
  /** HOUSING_ENV, when set. */
  housingEnv: string | undefined;
  /** Where certificates and other generated files are kept (HOUSING_SIMULATORS_DATA_DIR). */
  dataDir: string;
}

/*
 * The package root, found from this module's URL: src/env.ts under tsx and vitest sits one folder
 * below it, dist/main.js once bundled one folder too; package.json marks it.
 */
function packageRoot(): URL {
  for (const candidate of ["../", "../../"]) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(new URL("package.json", url))) return url;
  }
  throw new Error("The simulators' package.json was not found above src/env.ts or dist/");
}

/** apps/simulators/.data (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL(".data", packageRoot()));

export function readEnv(source: Source = process.env): SimulatorsEnv {
  return {
    housingEnv: source.HOUSING_ENV || undefined,
    dataDir: source.HOUSING_SIMULATORS_DATA_DIR || DEFAULT_DATA_DIR,
  };
}

/** A reason to refuse to start, or undefined when this environment may run simulators. */
export function refusalFor(env: SimulatorsEnv): string | undefined {
  const name = env.housingEnv?.trim().toLowerCase();
  if (name && (REFUSED_ENVIRONMENTS as readonly string[]).includes(name)) {
    return `The simulators never run in ${name} (HOUSING_ENV=${name}): that environment talks to the real providers.`;
  }
  return undefined;
}

/** The process environment, read once by main and handed to each simulator. */
export function processEnv(): EnvSource {
  return { ...process.env };
}
