import "server-only";
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { siteOrigin, sitesOfApp, type AppName } from "@housing/site-config";
import { publicOrigins, serverEnv } from "./env";
import { robotsRules } from "./robots-rules";

/** `app/robots.ts` of an app: robots.txt lives at the host's root, outside the `[site]` rewrite. */
export function createRobots(app: AppName) {
  return async function robots(): Promise<MetadataRoute.Robots> {
    // At request time, not at build: HOUSING_ENV is the running deployment's.
    await connection();
    const sites = sitesOfApp(app);
    const environment = serverEnv().HOUSING_ENV;
    return robotsRules(sites, { environment, origin: siteOrigin(sites[0]!.code, environment, publicOrigins()) });
  };
}
