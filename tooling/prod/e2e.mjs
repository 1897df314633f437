// `pnpm e2e:prod`: the end-to-end suite through the production shape's load balancer, over HTTPS.
// Start the shape first, in the environment the suite needs (its test-only routes read mails and
// expire bookings; production never mounts them):
//
//   npm run start:prod -- --environment test
//   pnpm e2e:prod [-- <playwright arguments, e.g. specs/login>]
//
// The suite then starts no server of its own: every app is its host on the balancer, the API its
// own host, and the browser and the suite's requests go through HAProxy's TLS like a visitor's.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "../scripts/pnpm.mjs";

const dataDir = process.env.HOUSING_PROD_DATA_DIR ?? join(root, ".prod");
const topologyFile = join(dataDir, "topology.json");
if (!existsSync(topologyFile)) {
  console.error(
    `e2e:prod: ${topologyFile} is missing: start the production shape first (npm run start:prod -- --environment test).`,
  );
  process.exit(1);
}
const topology = JSON.parse(readFileSync(topologyFile, "utf8"));
if (topology.environment !== "test") {
  console.error(
    `e2e:prod: the running shape is in ${topology.environment}; the suite needs its test-only routes: restart it with --environment test.`,
  );
  process.exit(1);
}

const env = {
  ...process.env,
  E2E_EXTERNAL: "1",
  E2E_ENVIRONMENT: topology.environment,
  E2E_API_ORIGIN: topology.api.origin,
  E2E_COOKIE_DOMAIN: topology.domain,
  E2E_IGNORE_HTTPS_ERRORS: "1",
  // The header check's plain-HTTP requests (each must redirect to HTTPS).
  E2E_HTTP_PORT: String(topology.httpPort),
  // The suite's own requests (Node) trust the balancer's CA and resolve *.localhost to loopback.
  NODE_EXTRA_CA_CERTS: topology.ca,
  NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${join(root, "tooling/prod/loopback-dns.cjs")}`]
    .filter(Boolean)
    .join(" "),
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};
for (const app of topology.apps) env[`E2E_ORIGIN_${app.app.toUpperCase()}`] = app.origin;

const args = process.argv.slice(2).filter((arg, index) => index > 0 || arg !== "--");
const result = spawnSync("npx", ["playwright", "test", ...args], {
  cwd: join(root, "packages/e2e"),
  env,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
