import "server-only";
import { apiBaseUrl } from "@housing/site-config";
import { serverEnv } from "./env";

/*
 * The app's health for the load balancer and the orchestrator (deploy/README.md):
 *
 * - `GET /health/`: alive. The process answers; nothing else is asked, so a slow API never gets a
 *   healthy app restarted.
 * - `GET /ready/`: ready for visitors. The API answers its own `/health` within a second; else 503,
 *   and the balancer sends visitors to a process that is ready. The answer is kept two seconds, so
 *   the balancer's checks of every process do not add up to load on the API.
 *
 * On SIGTERM `next start` stops accepting connections and finishes the requests under way, so a
 * stopping process fails its checks at once and loses no request.
 */

const READY_TIMEOUT_MS = 1_000;
const READY_CACHE_MS = 2_000;

let lastCheck: { at: number; ready: boolean } | undefined;

const noStore = { "cache-control": "no-store" };

export function healthRoute(): Response {
  return Response.json({ status: "ok" }, { headers: noStore });
}

export async function readyRoute(): Promise<Response> {
  const now = Date.now();
  if (!lastCheck || now - lastCheck.at > READY_CACHE_MS) {
    lastCheck = { at: now, ready: await apiAnswers() };
  }
  const { ready } = lastCheck;
  return Response.json(
    { status: ready ? "ok" : "degraded", api: { isReachable: ready } },
    { status: ready ? 200 : 503, headers: ready ? noStore : { ...noStore, "retry-after": "5" } },
  );
}

async function apiAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${apiBaseUrl(serverEnv())}/health`, {
      cache: "no-store",
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Forgets the kept answer (tests). */
export function resetReadiness(): void {
  lastCheck = undefined;
}
