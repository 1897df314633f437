// The only file of this package that reads process.env (lint enforces it).
import * as v from "valibot";
import { APP_PORTS } from "@housing/site-config";
import { DEFAULT_PGLITE_DATA_DIR } from "./paths";

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The six brand apps on their local ports may call the API from the browser. */
export const LOCAL_APP_ORIGINS = Object.values(APP_PORTS).map((port) => `http://localhost:${port}`);

const OriginSchema = v.pipe(
  v.string(),
  v.url(),
  v.check(
    (value) => new URL(value).origin === value.replace(/\/$/, ""),
    "Must be an origin (scheme, host, port) without a path",
  ),
  v.transform((value) => value.replace(/\/$/, "")),
);

const PostgresUrlSchema = v.pipe(
  v.string(),
  v.regex(/^postgres(ql)?:\/\/\S+$/, "Must be a postgres:// connection URL"),
);

export const ApiEnvSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "Must be a port number"),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(65535),
    ),
    "4000",
  ),
  /** Set: PostgreSQL through node-postgres. Unset: embedded PGlite in PGLITE_DATA_DIR. */
  DATABASE_URL: v.optional(PostgresUrlSchema),
  /** A folder, or memory:// for a throw-away database. */
  PGLITE_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), DEFAULT_PGLITE_DATA_DIR),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS), "info"),
  /** Comma-separated origins allowed on top of the local app origins. */
  HOUSING_CORS_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.array(OriginSchema),
    ),
    "",
  ),
});

export interface ApiEnv {
  port: number;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  logLevel: LogLevel;
  corsOrigins: string[];
}

type Source = Record<string, string | undefined>;

/** Reads and validates the environment once; a bad value fails loudly with its name. */
export function readEnv(source: Source = process.env): ApiEnv {
  const input = Object.fromEntries(Object.keys(ApiEnvSchema.entries).map((key) => [key, source[key] || undefined]));
  const result = v.safeParse(ApiEnvSchema, input);
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"}: ${issue.message}`).join("; ");
    throw new Error(`Invalid API environment: ${problems}`);
  }
  const env = result.output;
  return {
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    pgliteDataDir: env.PGLITE_DATA_DIR,
    logLevel: env.LOG_LEVEL,
    corsOrigins: [...new Set([...LOCAL_APP_ORIGINS, ...env.HOUSING_CORS_ORIGINS])],
  };
}

/** The throw-away PostgreSQL server the tests also run against, when one is given. */
export function readTestDatabaseUrl(source: Source = process.env): string | undefined {
  return v.parse(v.optional(PostgresUrlSchema), source.TEST_DATABASE_URL || undefined);
}
