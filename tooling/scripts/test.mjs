// `npm test`: install, then lint (with package-boundary checks), typecheck,
// unit and integration tests, production builds, and the end-to-end suite in
// Chromium. A system Chromium is used (Debian's `chromium` or CHROMIUM_PATH).
import { pnpm } from "./pnpm.mjs";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};

const turbo = (logs, ...args) => pnpm(["exec", "turbo", "run", ...args, `--output-logs=${logs}`], { env });

pnpm(["install", "--frozen-lockfile"], { env });
pnpm(["exec", "node", "tooling/scripts/check-workspace.mjs"], { env });
pnpm(["exec", "turbo", "boundaries"], { env });
// The production shape's configuration (the balancer's routing and checks) and the header grader.
pnpm(["exec", "node", "--test", "tooling/prod/", "tooling/headers/"], { env });
// Two cores: a few tasks at a time, not turbo's default ten, so a test's timer measures its own
// work rather than the queue.
turbo("new-only", "lint", "typecheck", "test", "--concurrency=4");
turbo("errors-only", "build");
turbo("new-only", "test:e2e");
// The production shape from these builds, behind HAProxy over HTTPS: every site's headers grade A+.
pnpm(["exec", "node", "tooling/headers/prod-check.mjs"], { env });
