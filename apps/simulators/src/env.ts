// The only file of this package that reads process.env (lint enforces it).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export type EnvSource = Record<string, string | undefined>;

/** The package folder: `.data/` lives here unless HOUSING_SIMULATORS_DATA_DIR says otherwise. */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const DEFAULT_DATA_DIR = resolve(PACKAGE_DIR, ".data");

/** The process environment, read once by main and handed to each simulator. */
export function processEnv(): EnvSource {
  return { ...process.env };
}

/** Where simulators keep what must survive a restart (signing keys). Gitignored. */
export function dataDirFrom(env: EnvSource): string {
  const configured = env.HOUSING_SIMULATORS_DATA_DIR?.trim();
  return configured ? resolve(configured) : DEFAULT_DATA_DIR;
}

/** Simulators never run next to the real providers' environments. */
export function isForbiddenEnvironment(env: EnvSource): boolean {
  const name = env.HOUSING_ENV?.trim().toLowerCase();
  return name === "preprod" || name === "production";
}
