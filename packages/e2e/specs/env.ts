import type { AppName } from "@housing/site-config";

/**
 * Where the suite finds the apps. By default Playwright starts production
 * builds on the standard local ports. With E2E_EXTERNAL=1 it starts nothing
 * and uses servers already running, e.g. `next dev` of one app on another
 * port: E2E_ORIGIN_SE=http://localhost:3101 (one variable per app used).
 */
export const isExternal = process.env.E2E_EXTERNAL === "1";

export function externalOrigin(app: AppName): string | undefined {
  return isExternal ? process.env[`E2E_ORIGIN_${app.toUpperCase()}`] : undefined;
}
