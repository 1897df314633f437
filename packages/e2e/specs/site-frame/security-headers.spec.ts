import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { SITE_CODES, getSite } from "@housing/site-config";
import { API_ORIGIN, isExternal } from "../env";

/*
 * The sites' security headers, graded the way Mozilla's HTTP Observatory scores them
 * (tooling/headers/observatory.mjs), behind a real balancer over HTTPS: the start, search, a stage,
 * the login and my pages of every site (my pages answer a visitor with a redirect, graded too, then
 * the login it leads to), and each page's plain-HTTP address, which must redirect to HTTPS first.
 * Every response must grade A+.
 *
 * It runs in `pnpm e2e:prod`, through the production shape.
 */

const repoRoot = resolve(import.meta.dirname, "../../../..");

/**
 * Where the sites are served over HTTPS in this run, with the balancer's CA and plain-HTTP port: the
 * production shape (`pnpm e2e:prod`). A local run's apps call their API over plain HTTP, which a
 * policy served over HTTPS must not name; `npm test` grades the shape itself after the suite
 * (tooling/headers/prod-check.mjs).
 */
function target(): { origins: Record<string, string>; ca: string; httpPort: string } | null {
  if (!isExternal) return null;
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  const httpPort = process.env.E2E_HTTP_PORT;
  const origins = Object.fromEntries(
    SITE_CODES.map((code) => [code, process.env[`E2E_ORIGIN_${getSite(code).app.toUpperCase()}`] ?? ""]),
  );
  const isHttps = Object.values(origins).every((origin) => origin.startsWith("https://"));
  return ca && httpPort && isHttps ? { origins, ca, httpPort } : null;
}

interface Graded {
  site: string;
  page: string;
  url: string;
  status: number;
  grade: string;
  score: number;
  tests: Array<{ name: string; pass: boolean; modifier: number; result: string }>;
}

test("every checked page of every site grades A+ behind the balancer", async () => {
  const run = target();
  test.skip(!run, "not the production shape (npm test grades it after the suite: tooling/headers/prod-check.mjs)");
  test.setTimeout(240_000);
  const args = [
    resolve(repoRoot, "tooling/headers/observatory.mjs"),
    "--json",
    "--min",
    "A+",
    "--ca",
    run!.ca,
    "--http-port",
    run!.httpPort,
    "--api",
    API_ORIGIN,
    ...Object.entries(run!.origins).flatMap(([code, origin]) => ["--site", `${code}=${origin}`]),
  ];
  const result = spawnSync(process.execPath, args, { encoding: "utf8", timeout: 200_000 });
  expect(result.stdout.trim().startsWith("["), `the grader's answer (${result.stderr.slice(0, 2000)})`).toBe(true);
  const graded = JSON.parse(result.stdout) as Graded[];
  // Five pages per site (four where login is off), each with the responses on its way.
  expect(graded.length).toBeGreaterThanOrEqual(Object.keys(run!.origins).length * 4);
  const below = graded
    .filter((response) => response.grade !== "A+")
    .map(
      (response) =>
        `${response.site} ${response.page} ${response.url} (${response.status}): ${response.grade} ${response.score}, ` +
        response.tests
          .filter((each) => each.modifier < 0 || !each.pass)
          .map((each) => `${each.name} ${each.result} ${each.modifier}`)
          .join("; "),
    );
  expect(below, "responses graded below A+").toEqual([]);
});
