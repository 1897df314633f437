import "server-only";
import { readEnv, type SiteConfigEnv } from "@housing/site-config";

let cached: SiteConfigEnv | undefined;

/** The validated environment of the running app (read once per server process): which API host to ask. */
export function serverEnv(): SiteConfigEnv {
  cached ??= readEnv(process.env);
  return cached;
}
