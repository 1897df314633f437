import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumProject } from "@housing/playwright-config";
import { APP_NAMES, APP_PORTS, API_PORT } from "@housing/site-config";
import { cookieDomain } from "./specs/env";

const isCi = Boolean(process.env.CI);
// Cookies ignore the port, so one localhost cookie reaches all six apps (behind the production
// shape's balancer, one cookie for the domain all the apps' hosts share).
const answeredConsentCookie = {
  name: "housing_consent",
  value: "answered%3D1%26statistics%3D0%26marketing%3D0%26thirdParty%3D0",
  domain: cookieDomain === "localhost" ? "localhost" : `.${cookieDomain}`,
  path: "/",
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: "Lax" as const,
};
const repoRoot = resolve(import.meta.dirname, "../..");
// A fresh embedded database per run: the API migrates and seeds it on start.
const dataDir = mkdtempSync(join(tmpdir(), "housing-e2e-"));
// The simulators' certificates and keys, new each run (the API reads the BankID client certificate there).
const simulatorsDir = mkdtempSync(join(tmpdir(), "housing-e2e-simulators-"));
// E2E_APPS=se,no: start only these apps (a spec run that needs one site need not build all six).
const apps = process.env.E2E_APPS
  ? APP_NAMES.filter((app) => process.env.E2E_APPS!.split(",").includes(app))
  : APP_NAMES;

/**
 * HAProxy with the production shape's configuration in front of this run's apps, over HTTPS
 * (tooling/prod/local-balancer.mjs): the header check and the bad-input spec run through it. Without
 * HAProxy installed, those specs say they were skipped. The workers learn its port from the
 * environment, and resolve its `*.localhost` host names to loopback as browsers do.
 */
const balancerScript = join(repoRoot, "tooling/prod/local-balancer.mjs");
const LOCAL_BALANCER = JSON.parse(
  execFileSync(process.execPath, [balancerScript, "--describe"], { encoding: "utf8" }),
) as {
  hasHaproxy: boolean;
  httpsPort: number;
  httpPort: number;
  siteHosts: string;
};
const withBalancer = process.env.E2E_EXTERNAL !== "1" && process.env.E2E_BALANCER !== "0" && LOCAL_BALANCER.hasHaproxy;
if (withBalancer) {
  process.env.E2E_BALANCER_PORT = String(LOCAL_BALANCER.httpsPort);
  const preload = `--require=${join(repoRoot, "tooling/prod/loopback-dns.cjs")}`;
  if (!process.env.NODE_OPTIONS?.includes(preload)) {
    process.env.NODE_OPTIONS = [process.env.NODE_OPTIONS, preload].filter(Boolean).join(" ");
  }
}
// Made once: the workers load this file again and must find the same folder.
process.env.E2E_BALANCER_DIR ??= mkdtempSync(join(tmpdir(), "housing-e2e-balancer-"));
const balancerDir = process.env.E2E_BALANCER_DIR;

/** The API expires the sites' cached pages when a booking changes a home's status (one secret for both). */
const REVALIDATE_SECRET = "housing-e2e-revalidate-secret-0001";

/** End-to-end suite: production builds of the API and the six apps, system Chromium, axe on every page. */
export default defineConfig({
  testDir: "specs",
  forbidOnly: isCi,
  // A test that logs in lands on my pages, rendered per user on the server: a minute bounds a hung
  // test on a busy two-core machine (speed is measured in benchmarks, not here).
  timeout: 60_000,
  retries: isCi ? 1 : 0,
  workers: 2,
  reporter: isCi ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    // Recording a trace costs every test about a second; CI records the retry of a failed test.
    trace: isCi ? "on-first-retry" : "retain-on-failure",
    // Every spec starts as a visitor who has answered the cookie prompt (necessary cookies only),
    // so the prompt that opens 2 s after load covers nothing; the consent specs start without it.
    storageState: { cookies: [answeredConsentCookie], origins: [] },
    // The production shape's certificate is signed by a CA made on this machine (tooling/prod/certificates.mjs),
    // which the system Chromium does not know; E2E_IGNORE_HTTPS_ERRORS=1 (set by `pnpm e2e:prod`) accepts it.
    ignoreHTTPSErrors: process.env.E2E_IGNORE_HTTPS_ERRORS === "1",
  },
  projects: [chromiumProject()],
  // E2E_EXTERNAL=1: use servers that are already running (see specs/env.ts).
  webServer:
    process.env.E2E_EXTERNAL === "1"
      ? []
      : [
          {
            // BankID (RP API on 4301, phone page on 4302), the e-ID broker (4303), Swish (API on 4304, payer page on 4305) and the card provider (4306), fresh keys and certificates per run.
            name: "simulators",
            command: "node dist/main.js",
            cwd: join(repoRoot, "apps/simulators"),
            url: "http://127.0.0.1:4302/",
            env: { HOUSING_ENV: "local", HOUSING_SIMULATORS_DATA_DIR: simulatorsDir },
            reuseExistingServer: !isCi,
            timeout: 120_000,
          },
          {
            name: "api",
            command: "node dist/main.js",
            cwd: join(repoRoot, "apps/api"),
            url: `http://localhost:${API_PORT}/health`,
            env: {
              PORT: String(API_PORT),
              PGLITE_DATA_DIR: dataDir,
              LOG_LEVEL: "warn",
              HOUSING_ENV: "local",
              HOUSING_SIMULATORS_DATA_DIR: simulatorsDir,
              HOUSING_TRUSTED_PROXIES: "127.0.0.1,::1,::ffff:127.0.0.1",
              HOUSING_REVALIDATE_SECRET: REVALIDATE_SECRET,
            },
            reuseExistingServer: !isCi,
            timeout: 120_000,
          },
          ...(withBalancer
            ? [
                {
                  name: "balancer",
                  command: `node ${balancerScript} ${balancerDir}`,
                  port: LOCAL_BALANCER.httpsPort,
                  reuseExistingServer: !isCi,
                  timeout: 60_000,
                },
              ]
            : []),
          ...apps.map((app) => ({
            name: app,
            // A fresh API database per run: the view models and the pages (ISR) Next cached from an earlier run's API must not be served.
            command: `node -e "for (const dir of ['.next/cache/fetch-cache','.next/server/route-cache']) require('fs').rmSync(dir,{recursive:true,force:true})" && node node_modules/next/dist/bin/next start --port ${APP_PORTS[app]}`,
            cwd: join(repoRoot, "apps", app),
            url: `http://localhost:${APP_PORTS[app]}/`,
            env: {
              HOUSING_ENV: "local",
              NEXT_TELEMETRY_DISABLED: "1",
              HOUSING_REVALIDATE_SECRET: REVALIDATE_SECRET,
              // The local balancer's host names (the apps answer 421 to a host they do not know).
              HOUSING_SITE_HOSTS: LOCAL_BALANCER.siteHosts,
            },
            reuseExistingServer: !isCi,
            timeout: 120_000,
          })),
        ],
});
