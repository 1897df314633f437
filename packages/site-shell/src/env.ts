import "server-only";
import { parseSiteOrigins, readEnv, type SiteCode, type SiteConfigEnv } from "@housing/site-config";

// The proxy reads the tag manager id too (security-headers.ts): it lives where the proxy may import it.
export { tagManagerId } from "./proxy-env";

let cached: SiteConfigEnv | undefined;

/** The validated environment of the running app (read once per server process). */
export function serverEnv(): SiteConfigEnv {
  cached ??= readEnv(process.env);
  return cached;
}

let origins: Partial<Record<SiteCode, string>> | undefined;

/**
 * The sites' public origins where they are not their production hosts (HOUSING_SITE_ORIGINS: the
 * production shape on one machine, a staging deployment): links and redirects to a site go there.
 */
export function publicOrigins(): Partial<Record<SiteCode, string>> {
  origins ??= parseSiteOrigins(serverEnv().HOUSING_SITE_ORIGINS ?? "");
  return origins;
}

/**
 * Whether the `pnpm bench:ssr` pages answer (bench-page.tsx): only with HOUSING_BENCH_PAGES=1, so a
 * production deployment answers them with 404.
 */
export function benchPagesEnabled(): boolean {
  return process.env.HOUSING_BENCH_PAGES === "1";
}

/**
 * The shared secret of the revalidation route (revalidate-route.ts), from HOUSING_REVALIDATE_SECRET:
 * at least 24 characters, else the route answers 404 (revalidation off).
 */
export function revalidateSecret(): string | undefined {
  const value = process.env.HOUSING_REVALIDATE_SECRET?.trim();
  return value && value.length >= 24 ? value : undefined;
}

/**
 * The other processes of this app, which a revalidation call is passed on to (revalidate-route.ts):
 * HOUSING_REVALIDATE_PEERS, their origins comma-separated (`http://se-2:3000`). What is not an
 * http(s) URL is left out.
 */
export function revalidatePeers(value = process.env.HOUSING_REVALIDATE_PEERS ?? ""): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => {
      try {
        return /^https?:$/.test(new URL(item).protocol);
      } catch {
        return false;
      }
    })
    .map((item) => item.replace(/\/+$/, ""));
}
