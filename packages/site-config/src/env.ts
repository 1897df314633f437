// The only file of this package that reads process.env (lint enforces it).
import * as v from "valibot";

export const ENVIRONMENTS = ["local", "dev", "test", "preprod", "production"] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

// An http(s) URL: `localhost:4000` parses as a URL with scheme "localhost:", which no client can call.
const optionalUrl = v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, "Expected an http(s) URL")));

export const SiteConfigEnvSchema = v.object({
  /** Where this build runs; chooses the API host and hides dev-only tools in preprod and production. */
  HOUSING_ENV: v.optional(v.picklist(ENVIRONMENTS), "local"),
  /** Points every call at one API base URL, whatever the environment (a brand team's own back end). */
  HOUSING_API_URL: optionalUrl,
  HOUSING_API_HOST_DEV: optionalUrl,
  HOUSING_API_HOST_TEST: optionalUrl,
  HOUSING_API_HOST_PRODUCTION: optionalUrl,
  /** Extra host names per site: `se=www.example.se,example.se;no=www.example.no`. */
  HOUSING_SITE_HOSTS: v.optional(v.string(), ""),
  /** Public origin per site where it differs from its first production host: `se=https://se.example:8443;…`. */
  HOUSING_SITE_ORIGINS: v.optional(v.string()),
});
export type SiteConfigEnv = v.InferOutput<typeof SiteConfigEnvSchema>;

/** Reads and validates the environment once; a bad value fails loudly with its name. */
export function readEnv(source: Record<string, string | undefined> = process.env): SiteConfigEnv {
  const result = v.safeParse(SiteConfigEnvSchema, {
    HOUSING_ENV: source.HOUSING_ENV || undefined,
    HOUSING_API_URL: source.HOUSING_API_URL || undefined,
    HOUSING_API_HOST_DEV: source.HOUSING_API_HOST_DEV || undefined,
    HOUSING_API_HOST_TEST: source.HOUSING_API_HOST_TEST || undefined,
    HOUSING_API_HOST_PRODUCTION: source.HOUSING_API_HOST_PRODUCTION || undefined,
    HOUSING_SITE_HOSTS: source.HOUSING_SITE_HOSTS || undefined,
    HOUSING_SITE_ORIGINS: source.HOUSING_SITE_ORIGINS || undefined,
  });
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? "?"}: ${issue.message}`).join("; ");
    throw new Error(`Invalid site-config environment: ${problems}`);
  }
  return result.output;
}
