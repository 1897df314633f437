// The site half of `pnpm bench:my-pages`: the built API on a database the bench prepared, the
// Swedish site's production build (`next start` of apps/se) in front of it, and `GET /mina-sidor/`
// with the bench user's session cookie, one request at a time over loopback. Each answer is the
// overview rendered for that user on the server (the proxy's session check, the personal route,
// the API calls behind it, React's render), read in full.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "@housing/test-postgres";

const apiDir = new URL("..", import.meta.url).pathname;
const siteDir = new URL("../../se", import.meta.url).pathname;
const SESSION_COOKIE = "housing_session";
// Necessary cookies only, as a visitor who answered the prompt.
const CONSENT_COOKIE = "housing_consent=answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0";

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function waitFor(url: string, child: ChildProcess, what: string): Promise<void> {
  let exited: number | null | undefined;
  child.once("exit", (code) => (exited = code));
  for (let attempt = 0; attempt < 900; attempt++) {
    if (exited !== undefined) throw new Error(`${what} exited (${exited})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start`);
}

async function start(
  command: string[],
  cwd: string,
  env: Record<string, string>,
  readyPath: string,
  what: string,
): Promise<{ origin: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn("node", [...command, ...(what === "the site" ? ["--port", String(port)] : [])], {
    cwd,
    env: { ...process.env, ...env, PORT: String(port), HOUSING_ENV: "local", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  try {
    await waitFor(`${origin}${readyPath}`, child, what);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { origin, stop: () => child.kill("SIGTERM") };
}

/** Throws unless the built API and the Swedish site's build are there. */
export function assertBuilt(): void {
  if (!existsSync(`${apiDir}/dist/main.js`)) throw new Error("build the API first (pnpm --filter @housing/api build)");
  if (!existsSync(`${siteDir}/.next/BUILD_ID`))
    throw new Error("build the Swedish site first (pnpm --filter @housing/app-se build)");
}

/**
 * p50/p95 of the overview's server render. `databaseEnv` points the API at the prepared database
 * (DATABASE_URL or PGLITE_DATA_DIR); nothing else may have it open.
 */
export async function measureOverviewRender(
  databaseEnv: Record<string, string>,
  token: string,
  requests: number,
): Promise<{ p50: number; p95: number }> {
  const api = await start(["dist/main.js"], apiDir, { ...databaseEnv, LOG_LEVEL: "warn" }, "/health", "the API");
  try {
    const site = await start(
      ["node_modules/next/dist/bin/next", "start"],
      siteDir,
      { HOUSING_API_URL: api.origin },
      "/",
      "the site",
    );
    try {
      const headers = { cookie: `${SESSION_COOKIE}=${token}; ${CONSENT_COOKIE}`, accept: "text/html" };
      const once = async () => {
        const response = await fetch(`${site.origin}/mina-sidor/`, { headers, redirect: "manual" });
        const html = await response.text();
        if (response.status !== 200) throw new Error(`/mina-sidor/: HTTP ${response.status}`);
        // The overview of the bench user (its notifications' subjects), not a login page or an error page.
        if (!/<title>Mina sidor \|/.test(html) || !html.includes("Bench ")) {
          const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
          const template = /data-template="([^"]*)"/.exec(html)?.[1];
          throw new Error(
            `/mina-sidor/ did not render the bench user's overview (title ${title}, template ${template})`,
          );
        }
      };
      for (let index = 0; index < 30; index++) await once();
      const latencies: number[] = [];
      for (let index = 0; index < requests; index++) {
        const sentAt = performance.now();
        await once();
        latencies.push(performance.now() - sentAt);
      }
      latencies.sort((a, b) => a - b);
      return { p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
    } finally {
      site.stop();
    }
  } finally {
    api.stop();
  }
}
