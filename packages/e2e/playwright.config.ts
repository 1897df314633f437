import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumProject } from "@housing/playwright-config";
import { APP_NAMES, APP_PORTS, API_PORT } from "@housing/site-config";

const isCi = Boolean(process.env.CI);
const repoRoot = resolve(import.meta.dirname, "../..");
// A fresh embedded database per run: the API migrates and seeds it on start.
const dataDir = mkdtempSync(join(tmpdir(), "housing-e2e-"));

/** End-to-end suite: production builds of the API and the six apps, system Chromium, axe on every page. */
export default defineConfig({
  testDir: "specs",
  forbidOnly: isCi,
  retries: isCi ? 1 : 0,
  workers: 2,
  reporter: isCi ? [["list"], ["html", { open: "never" }]] : "list",
  use: { trace: "retain-on-failure" },
  projects: [chromiumProject()],
  // E2E_EXTERNAL=1: use servers that are already running (see specs/env.ts).
  webServer:
    process.env.E2E_EXTERNAL === "1"
      ? []
      : [
          {
            name: "api",
            command: "node dist/main.js",
            cwd: join(repoRoot, "apps/api"),
            url: `http://localhost:${API_PORT}/health`,
            env: { PORT: String(API_PORT), PGLITE_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
            reuseExistingServer: !isCi,
            timeout: 120_000,
          },
          ...APP_NAMES.map((app) => ({
            name: app,
            command: `node node_modules/next/dist/bin/next start --port ${APP_PORTS[app]}`,
            cwd: join(repoRoot, "apps", app),
            url: `http://localhost:${APP_PORTS[app]}/`,
            env: { HOUSING_ENV: "local", NEXT_TELEMETRY_DISABLED: "1" },
            reuseExistingServer: !isCi,
            timeout: 120_000,
          })),
        ],
});
