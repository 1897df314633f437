import { API_PORT, APP_PORTS, type AppName } from "@housing/site-config";

/**
 * Where the suite finds the apps and the API. By default Playwright starts production builds on
 * the standard local ports. With E2E_EXTERNAL=1 it starts nothing and uses servers already
 * running: `next dev` of one app on another port (E2E_ORIGIN_SE=http://localhost:3101, one
 * variable per app used), or the production shape behind its load balancer, where every origin is
 * HTTPS and the API has its own host (`pnpm e2e:prod`, tooling/prod/e2e.mjs, sets them all).
 */
export const isExternal = process.env.E2E_EXTERNAL === "1";

export function externalOrigin(app: AppName): string | undefined {
  return isExternal ? process.env[`E2E_ORIGIN_${app.toUpperCase()}`] : undefined;
}

/** The origin of an app: the running one given, or the local production build's port. */
export function appOrigin(app: AppName): string {
  return externalOrigin(app) ?? `http://localhost:${APP_PORTS[app]}`;
}

/** The API's origin, as the browser and the tests' own requests reach it. */
export const API_ORIGIN = (isExternal && process.env.E2E_API_ORIGIN) || `http://localhost:${API_PORT}`;

/**
 * The environment the servers run in (HOUSING_ENV): `local` by default. Features only local and
 * dev have (the question chat) are skipped elsewhere, with the reason in the report.
 */
export const serverEnvironment = (isExternal && process.env.E2E_ENVIRONMENT) || "local";

/** The domain the suite's cookies are set for: every app's host shares it (`localhost` locally). */
export const cookieDomain = (isExternal && process.env.E2E_COOKIE_DOMAIN) || "localhost";

/** Whether a URL is one of the sites' own (their scripts, styles and fonts are checked to load). */
export function isOwnHost(url: URL): boolean {
  return url.hostname === "localhost" || url.hostname === cookieDomain || url.hostname.endsWith(`.${cookieDomain}`);
}

/**
 * The local balancer (tooling/prod/local-balancer.mjs): HAProxy with the production shape's
 * configuration in front of this run's apps, over HTTPS. Started by the Playwright config when
 * HAProxy is installed and the run starts its own servers; E2E_BALANCER_PORT is its HTTPS port.
 * An app's origin through it, or null when this run has none.
 */
export function balancerOrigin(app: AppName): string | null {
  // Read when asked: the Playwright config imports this file before it sets the port.
  const port = !isExternal && process.env.E2E_BALANCER_PORT ? Number(process.env.E2E_BALANCER_PORT) : null;
  return port ? `https://${app}.fjallvik.localhost:${port}` : null;
}
