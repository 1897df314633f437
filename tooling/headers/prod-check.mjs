// The header check of `npm test`: starts the production shape from the builds just made (one API
// process and one process per app, behind HAProxy over HTTPS, HOUSING_ENV=production, a throw-away
// PostgreSQL), grades the start, search, stage, login and my pages of every site the way Mozilla's
// HTTP Observatory scores them (observatory.mjs), and fails below A+. Then it stops the shape.
//
//   node tooling/headers/prod-check.mjs [--min A+]
//
// Ports: the shape's own (8443, 8080, 4100, 3100…); nothing else may hold them.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const { values } = parseArgs({ options: { min: { type: "string", default: "A+" } } });
const dataDir = mkdtempSync(join(tmpdir(), "housing-header-check-"));
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const shape = spawn(
  process.execPath,
  [
    join(root, "tooling/prod/start-prod.mjs"),
    "--skip-build",
    "--api-processes",
    "1",
    "--app-processes",
    "1",
    "--data-dir",
    dataDir,
  ],
  { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, DATABASE_URL: "" } },
);
let log = "";
let hasExited = false;
shape.stdout.on("data", (chunk) => (log += chunk));
shape.stderr.on("data", (chunk) => (log += chunk));
const exited = new Promise((resolve) => shape.once("exit", (code) => ((hasExited = true), resolve(code))));

let status = 1;
try {
  // Up when start:prod says so (it writes topology.json once the balancer answers).
  const topologyFile = join(dataDir, "topology.json");
  for (let waited = 0; !existsSync(topologyFile); waited += 500) {
    if (hasExited || waited > 240_000) throw new Error(`the production shape did not start:\n${log.slice(-4000)}`);
    await delay(500);
  }
  const topology = JSON.parse(readFileSync(topologyFile, "utf8"));
  const sites = topology.apps.flatMap((app) =>
    (app.app === "se" ? ["se", "se-en"] : [app.app]).map((code) => ["--site", `${code}=${app.origin}`]),
  );
  const grader = spawnSync(
    process.execPath,
    [
      join(root, "tooling/headers/observatory.mjs"),
      "--ca",
      topology.ca,
      "--http-port",
      String(topology.httpPort),
      "--api",
      topology.api.origin,
      "--min",
      values.min,
      ...sites.flat(),
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        // The stage lookup calls the API through the balancer: its CA, and *.localhost on loopback.
        NODE_EXTRA_CA_CERTS: topology.ca,
        NODE_OPTIONS: [process.env.NODE_OPTIONS, `--require=${join(root, "tooling/prod/loopback-dns.cjs")}`]
          .filter(Boolean)
          .join(" "),
      },
    },
  );
  status = grader.status ?? 1;
} catch (error) {
  console.error(`header check: ${error instanceof Error ? error.message : error}`);
} finally {
  if (!hasExited) shape.kill("SIGINT");
  await Promise.race([exited, delay(30_000)]);
  if (!hasExited) shape.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
