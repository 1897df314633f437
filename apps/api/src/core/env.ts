// The only file of this package that reads process.env (lint enforces it).
import { bankIdConfigFromEnv, type BankIdConfig } from "../providers/bankid";
import { eidConfigFromEnv, type EidConfig } from "../providers/eid";
import { cardConfigFromEnv, type CardConfig } from "../providers/card";
import { sveaConfigFromEnv, type SveaConfig } from "../providers/svea";
import { swishConfigFromEnv, type SwishConfig } from "../providers/swish";
import * as v from "valibot";
import {
  API_BASE_PATHS,
  APP_PORTS,
  ENVIRONMENTS,
  SITE_CODES,
  parseSiteHosts,
  parseSiteOrigins,
  siteOrigin,
  type Environment,
  type SiteCode,
} from "@housing/site-config";
import type { RevalidateSettings } from "./dependencies";
import { isIP } from "node:net";
import { DEFAULT_FILES_DIR, DEFAULT_PGLITE_DATA_DIR } from "./paths";
import type { FileStoreConfig } from "./uploads/config";
import { DEFAULT_MODEL_TIMEOUT_MS, type ModelSettings } from "../modules/chat/service/answerer";
import { DEFAULT_LOAD_SHEDDING, type LoadSheddingSettings } from "./load-shedding";

/** SIGTERM's wait for requests in flight: under the balancer's and the orchestrator's usual 10–30 s. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 8000;

export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** An optional whole number within bounds, read from its decimal text. */
function count(min: number, max: number, unit: string) {
  return v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, `Must be ${unit}`), v.transform(Number), v.minValue(min), v.maxValue(max)),
  );
}

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
  /** The environment (local, dev, test, preprod, production); the dev outbox page is off in preprod and production. */
  HOUSING_ENV: v.optional(v.picklist(ENVIRONMENTS), "local"),
  /** Comma-separated proxy IP addresses whose X-Forwarded-For is believed (login rate limits per IP). */
  HOUSING_TRUSTED_PROXIES: v.optional(
    v.pipe(
      v.string(),
      v.transform((value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean),
      ),
      v.array(
        v.pipe(
          v.string(),
          v.check((value) => isIP(value) !== 0, "Must be IP addresses"),
        ),
      ),
    ),
    "",
  ),
  /** smtp:// or smtps:// URL of the mail server; unset: mails stay in the outbox. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\/\S+$/, "Must be an smtp:// or smtps:// URL"))),
  HOUSING_MAIL_FROM: v.optional(v.pipe(v.string(), v.email("Must be an e-mail address"))),
  /** Origin of the site links in mails (reset password, change e-mail); unset: the site's local app. */
  HOUSING_ACCOUNT_LINK_ORIGIN: v.optional(OriginSchema),
  /**
   * Extra host names per site (`se=www.example.se,example.se;no=www.example.no`), as the sites read
   * them: a payment provider may send people back only to a site's own hosts.
   */
  HOUSING_SITE_HOSTS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseSiteHosts(dataset.value);
        } catch (error) {
          addIssue({ message: error instanceof Error ? error.message : "Malformed" });
          return NEVER;
        }
      }),
    ),
    "",
  ),
  /** The sites' cache revalidation secret (site-shell's `/_revalidate/`); unset: the API tells the sites nothing. */
  HOUSING_REVALIDATE_SECRET: v.optional(
    v.pipe(v.string(), v.minLength(24, "Must be at least 24 characters"), v.regex(/^\S+$/, "Must have no spaces")),
  ),
  /** Where each site's app runs, for the revalidation calls: `se=http://localhost:3000;no=http://localhost:3003`. */
  HOUSING_SITE_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.rawTransform(({ dataset, addIssue, NEVER }) => {
        try {
          return parseSiteOrigins(dataset.value);
        } catch (error) {
          addIssue({ message: error instanceof Error ? error.message : "Malformed" });
          return NEVER;
        }
      }),
    ),
  ),
  /** The login tokens' issuer and audience. */
  HOUSING_TOKEN_ISSUER: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  HOUSING_TOKEN_AUDIENCE: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(200))),
  /** Bearer secret of the catalogue writers' calls (catalogue-admin); unset outside local and dev: the calls answer 404. */
  HOUSING_ADMIN_TOKEN: v.optional(
    v.pipe(v.string(), v.minLength(24, "Must be at least 24 characters"), v.regex(/^\S+$/, "Must have no spaces")),
  ),
  /** The folder of uploaded files when no S3 bucket is configured (core/uploads/README.md). */
  HOUSING_FILES_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), DEFAULT_FILES_DIR),
  /** Set: uploaded files go to this S3-compatible endpoint (path-style), with the four below. */
  HOUSING_FILES_S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "Must be an http:// or https:// URL")),
  ),
  HOUSING_FILES_S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "Must be an S3 bucket name")),
  ),
  HOUSING_FILES_S3_REGION: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,40}$/, "Must be a region name")),
    "us-east-1",
  ),
  HOUSING_FILES_S3_ACCESS_KEY_ID: v.optional(
    v.pipe(v.string(), v.minLength(1), v.regex(/^\S+$/, "Must have no spaces")),
  ),
  HOUSING_FILES_S3_SECRET_ACCESS_KEY: v.optional(
    v.pipe(v.string(), v.minLength(1), v.regex(/^\S+$/, "Must have no spaces")),
  ),
  /** The residence explorer's base path on this host (spec section 7: its own base path); site-config's by default. */
  HOUSING_EXPLORER_BASE_PATH: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\/[a-z0-9][a-z0-9-]*)+$/, "Must be a path like /residenceexplorer, without a trailing slash"),
    ),
    API_BASE_PATHS.residenceExplorer,
  ),
  /** The AI chat's base path on this host (spec section 7: the retriever's own base path); site-config's by default. */
  HOUSING_RETRIEVER_BASE_PATH: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(\/[a-z0-9][a-z0-9-]*)+$/, "Must be a path like /retriever, without a trailing slash"),
    ),
    API_BASE_PATHS.retriever,
  ),
  /** The AI chat's model: an OpenAI-compatible chat-completions endpoint; unset: the offline answerer (modules/chat/README.md). */
  AI_CHAT_URL: v.optional(v.pipe(v.string(), v.regex(/^https?:\/\/\S+$/, "Must be an http:// or https:// URL"))),
  AI_CHAT_API_KEY: v.optional(v.pipe(v.string(), v.minLength(1), v.regex(/^\S+$/, "Must have no spaces"))),
  AI_CHAT_MODEL: v.optional(
    v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^\S+$/, "Must have no spaces")),
  ),
  /** Milliseconds the model may take before the offline answer is given instead. */
  AI_CHAT_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "Must be milliseconds"),
      v.transform(Number),
      v.minValue(1000),
      v.maxValue(120_000),
    ),
  ),
  /** The request limits of core/rate-limit (README.md there); unset: on, except in `local` (one machine, every user one address). */
  HOUSING_RATE_LIMITS: v.optional(v.picklist(["on", "off"])),
  /** Load shedding (core/load-shedding.ts; README.md, "Load shedding"): "off", or its settings below. */
  HOUSING_LOAD_SHEDDING: v.optional(v.picklist(["on", "off"]), "on"),
  /** The longest a request may be expected to wait before it is refused with 503, ms. */
  HOUSING_SHED_MAX_WAIT_MS: count(100, 60_000, "milliseconds"),
  /** Requests in flight below which nothing is refused. */
  HOUSING_SHED_MIN_IN_FLIGHT: count(1, 100_000, "a number of requests"),
  /** Requests in flight past which everything new is refused. */
  HOUSING_SHED_MAX_IN_FLIGHT: count(1, 1_000_000, "a number of requests"),
  /** The event loop's delay past which new requests are refused, ms. */
  HOUSING_SHED_MAX_LOOP_DELAY_MS: count(10, 60_000, "milliseconds"),
  /** Milliseconds SIGTERM waits for requests in flight before it closes their connections. */
  HOUSING_SHUTDOWN_GRACE_MS: count(0, 120_000, "milliseconds"),
  /** Days a signing key signs before a new one is made. */
  HOUSING_SIGNING_KEY_MAX_AGE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, "Must be a number of days"),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(365),
    ),
  ),
});

/** The account settings the environment gives (the rest are DEFAULT_AUTH_SETTINGS). */
export interface AuthEnv {
  environment: Environment;
  trustedProxies: string[];
  siteHosts: Partial<Record<SiteCode, string[]>>;
  linkOrigin?: string;
  siteOrigins?: Partial<Record<SiteCode, string>>;
  mailFrom?: string;
  issuer?: string;
  audience?: string;
  signingKeyMaxAgeSeconds?: number;
}

export interface ApiEnv {
  port: number;
  databaseUrl: string | undefined;
  pgliteDataDir: string;
  logLevel: LogLevel;
  corsOrigins: string[];
  auth: AuthEnv;
  smtpUrl: string | undefined;
  /** The catalogue writers' bearer secret; undefined turns the admin calls off. */
  adminToken: string | undefined;
  /** Where uploaded files are stored: a folder, or an S3-compatible bucket. */
  files: FileStoreConfig;
  /** The sites' cache revalidation (click-to-buy's status changes); undefined without a secret. */
  revalidate: RevalidateSettings | undefined;
  /** The residence explorer's base path. */
  explorerBasePath: string;
  /** The AI chat's base path. */
  retrieverBasePath: string;
  /** The AI chat's model; undefined: the offline answerer. */
  chatModel: ModelSettings | undefined;
  /** Whether the request limits of core/rate-limit apply (HOUSING_RATE_LIMITS). */
  rateLimits: boolean;
  /** Load shedding's settings, or false when HOUSING_LOAD_SHEDDING=off. */
  loadShedding: LoadSheddingSettings | false;
  /** How long SIGTERM lets requests in flight finish before closing their connections, ms. */
  shutdownGraceMs: number;
  /** The external providers' settings (see each provider's README), read when the app wires them. */
  providers: {
    bankId: () => BankIdConfig;
    eid: () => EidConfig;
    swish: () => SwishConfig;
    card: () => CardConfig;
    svea: () => SveaConfig;
  };
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
    auth: {
      environment: env.HOUSING_ENV,
      trustedProxies: env.HOUSING_TRUSTED_PROXIES,
      siteHosts: env.HOUSING_SITE_HOSTS,
      ...(env.HOUSING_ACCOUNT_LINK_ORIGIN ? { linkOrigin: env.HOUSING_ACCOUNT_LINK_ORIGIN } : {}),
      ...(env.HOUSING_SITE_ORIGINS ? { siteOrigins: env.HOUSING_SITE_ORIGINS } : {}),
      ...(env.HOUSING_MAIL_FROM ? { mailFrom: env.HOUSING_MAIL_FROM } : {}),
      ...(env.HOUSING_TOKEN_ISSUER ? { issuer: env.HOUSING_TOKEN_ISSUER } : {}),
      ...(env.HOUSING_TOKEN_AUDIENCE ? { audience: env.HOUSING_TOKEN_AUDIENCE } : {}),
      ...(env.HOUSING_SIGNING_KEY_MAX_AGE_DAYS
        ? { signingKeyMaxAgeSeconds: env.HOUSING_SIGNING_KEY_MAX_AGE_DAYS * 24 * 60 * 60 }
        : {}),
    },
    smtpUrl: env.SMTP_URL,
    adminToken: adminTokenOf(env.HOUSING_ENV, env.HOUSING_ADMIN_TOKEN),
    files: filesOf(env),
    revalidate: env.HOUSING_REVALIDATE_SECRET
      ? {
          secret: env.HOUSING_REVALIDATE_SECRET,
          origins:
            env.HOUSING_SITE_ORIGINS ??
            Object.fromEntries(SITE_CODES.map((code) => [code, siteOrigin(code, env.HOUSING_ENV)])),
        }
      : undefined,
    explorerBasePath: env.HOUSING_EXPLORER_BASE_PATH,
    retrieverBasePath: env.HOUSING_RETRIEVER_BASE_PATH,
    chatModel: chatModelOf(env),
    rateLimits: env.HOUSING_RATE_LIMITS ? env.HOUSING_RATE_LIMITS === "on" : env.HOUSING_ENV !== "local",
    loadShedding:
      env.HOUSING_LOAD_SHEDDING === "off"
        ? false
        : {
            maxWaitMs: env.HOUSING_SHED_MAX_WAIT_MS ?? DEFAULT_LOAD_SHEDDING.maxWaitMs,
            minInFlight: env.HOUSING_SHED_MIN_IN_FLIGHT ?? DEFAULT_LOAD_SHEDDING.minInFlight,
            maxInFlight: env.HOUSING_SHED_MAX_IN_FLIGHT ?? DEFAULT_LOAD_SHEDDING.maxInFlight,
            maxEventLoopDelayMs: env.HOUSING_SHED_MAX_LOOP_DELAY_MS ?? DEFAULT_LOAD_SHEDDING.maxEventLoopDelayMs,
          },
    shutdownGraceMs: env.HOUSING_SHUTDOWN_GRACE_MS ?? DEFAULT_SHUTDOWN_GRACE_MS,
    providers: {
      bankId: () => bankIdConfigFromEnv(source),
      eid: () => eidConfigFromEnv(source),
      swish: () => swishConfigFromEnv(source),
      card: () => cardConfigFromEnv(source),
      svea: () => sveaConfigFromEnv(source),
    },
  };
}

/** The S3 bucket when its endpoint is set (then its name and keys are required), else the folder. */
function filesOf(env: v.InferOutput<typeof ApiEnvSchema>): FileStoreConfig {
  const endpoint = env.HOUSING_FILES_S3_ENDPOINT;
  if (!endpoint) return { kind: "disk", dir: env.HOUSING_FILES_DIR };
  const bucket = env.HOUSING_FILES_S3_BUCKET;
  const accessKeyId = env.HOUSING_FILES_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.HOUSING_FILES_S3_SECRET_ACCESS_KEY;
  const missing = [
    ...(bucket ? [] : ["HOUSING_FILES_S3_BUCKET"]),
    ...(accessKeyId ? [] : ["HOUSING_FILES_S3_ACCESS_KEY_ID"]),
    ...(secretAccessKey ? [] : ["HOUSING_FILES_S3_SECRET_ACCESS_KEY"]),
  ];
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error(`Invalid API environment: ${missing.join(", ")}: required with HOUSING_FILES_S3_ENDPOINT`);
  }
  return { kind: "s3", endpoint, bucket, region: env.HOUSING_FILES_S3_REGION, accessKeyId, secretAccessKey };
}

/** The chat's model when its endpoint is set; then its key and model name are required. */
function chatModelOf(env: v.InferOutput<typeof ApiEnvSchema>): ModelSettings | undefined {
  const url = env.AI_CHAT_URL;
  if (!url) return undefined;
  const missing = [
    ...(env.AI_CHAT_API_KEY ? [] : ["AI_CHAT_API_KEY"]),
    ...(env.AI_CHAT_MODEL ? [] : ["AI_CHAT_MODEL"]),
  ];
  if (!env.AI_CHAT_API_KEY || !env.AI_CHAT_MODEL) {
    throw new Error(`Invalid API environment: ${missing.join(", ")}: required with AI_CHAT_URL`);
  }
  return {
    url,
    apiKey: env.AI_CHAT_API_KEY,
    model: env.AI_CHAT_MODEL,
    timeoutMs: env.AI_CHAT_TIMEOUT_MS ?? DEFAULT_MODEL_TIMEOUT_MS,
  };
}

/** The local machines' admin secret, like the simulators' secrets: never accepted in test, preprod or production. */
export const LOCAL_ADMIN_TOKEN = "housing-local-admin-token";

function adminTokenOf(environment: Environment, token: string | undefined): string | undefined {
  const isLocal = environment === "local" || environment === "dev";
  if (token === LOCAL_ADMIN_TOKEN && !isLocal) {
    throw new Error("Invalid API environment: HOUSING_ADMIN_TOKEN: the local default is not allowed here");
  }
  return token ?? (isLocal ? LOCAL_ADMIN_TOKEN : undefined);
}

/** The throw-away PostgreSQL server the tests also run against, when one is given. */
export function readTestDatabaseUrl(source: Source = process.env): string | undefined {
  return v.parse(v.optional(PostgresUrlSchema), source.TEST_DATABASE_URL || undefined);
}
