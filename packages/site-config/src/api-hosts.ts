import { API_PORT } from "./hosts";
import type { Environment, SiteConfigEnv } from "./env";

/** The three API hosts of spec section 7. */
export type ApiHostKind = "dev" | "test" | "production";

/** Spec section 7: dev for local and dev, test for test and preprod, production for production. */
export function apiHostKind(environment: Environment): ApiHostKind {
  switch (environment) {
    case "local":
    case "dev":
      return "dev";
    case "test":
    case "preprod":
      return "test";
    case "production":
      return "production";
  }
}

/**
 * Default API hosts. The dev host is the reference API on this machine
 * (apps/api, port 4000); test and production point at the brand's back end
 * and are set per deployment.
 */
export const DEFAULT_API_HOSTS: Record<ApiHostKind, string> = {
  dev: `http://localhost:${API_PORT}`,
  test: "https://api.test.fjallvik.example",
  production: "https://api.fjallvik.example",
};

/** Separate base paths on the API host (spec section 7). */
export const API_BASE_PATHS = {
  residenceExplorer: "/residenceexplorer",
  retriever: "/retriever",
  contentService: "/contentservice",
} as const;

/** The API base URL for an environment, honouring the overrides in the environment. */
export function apiBaseUrl(env: SiteConfigEnv): string {
  if (env.HOUSING_API_URL) return stripSlash(env.HOUSING_API_URL);
  const kind = apiHostKind(env.HOUSING_ENV);
  const override = {
    dev: env.HOUSING_API_HOST_DEV,
    test: env.HOUSING_API_HOST_TEST,
    production: env.HOUSING_API_HOST_PRODUCTION,
  }[kind];
  return stripSlash(override ?? DEFAULT_API_HOSTS[kind]);
}

/** Dev-only tools (site switcher, developer BankID form) never show in preprod or production (spec section 2). */
export function isDevToolsEnvironment(environment: Environment): boolean {
  return environment !== "preprod" && environment !== "production";
}

/** The AI question chat widget is narrower: development and local environments only (spec section 1). */
export function isChatWidgetEnvironment(environment: Environment): boolean {
  return environment === "local" || environment === "dev";
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
