// `npm run start:prod`: the production shape on one machine. PostgreSQL (DATABASE_URL, or a throw-away
// cluster), the simulators of the external providers, two API processes, two processes of each brand
// app and HAProxy in front, terminating TLS with a locally made certificate and routing by host name
// (tooling/prod/topology.mjs, deploy/README.md). Everything runs with HOUSING_ENV=production except the
// simulators, which never run there. Ctrl+C stops it all, the balancer first and the database last.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { lookup } from "node:dns/promises";
import { createServer } from "node:net";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { parseArgs } from "node:util";
import { startPostgres } from "../postgres/index.mjs";
import { envWithPnpm, pnpm, root } from "../scripts/pnpm.mjs";
import { ensureCertificates, hasOpenssl } from "./certificates.mjs";
import {
  APPS,
  corsOriginsValue,
  hostNames,
  planTopology,
  renderHaproxyConfig,
  siteHostsValue,
  siteOriginsValue,
} from "./topology.mjs";

const { values: args } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    "data-dir": { type: "string" },
    environment: { type: "string", default: "production" },
    "api-processes": { type: "string", default: "2" },
    "app-processes": { type: "string", default: "2" },
    help: { type: "boolean", default: false },
  },
});
if (args.help) {
  console.log(`usage: npm run start:prod [-- --skip-build] [-- --data-dir <folder>]

  --skip-build   start what was built last (the builds must be fresh, made by an earlier start:prod)
  --data-dir     where the certificates, secrets, uploads and the balancer's configuration are kept (default .prod/)
  --api-processes, --app-processes   how many API processes, and processes of each app (default 2 each)
  --environment  HOUSING_ENV of the API and the sites: production (default), preprod or test. The end-to-end
                 suite (pnpm e2e:prod) needs test: it reads mails and expires bookings through the API's
                 test-only routes, which preprod and production never mount

  DATABASE_URL   set: that PostgreSQL; unset: a throw-away cluster (Debian's postgresql-15), deleted on stop
  HOUSING_PROD_DOMAIN, HOUSING_PROD_HTTPS_PORT, HOUSING_PROD_HTTP_PORT   default fjallvik.localhost, 8443, 8080
  HOUSING_PROD_API_PORT, HOUSING_PROD_APP_PORT   the first API and app process ports, default 4100 and 3100`);
  process.exit(0);
}

const port = (name) => (process.env[name] ? Number(process.env[name]) : undefined);
const settings = planTopology({
  domain: process.env.HOUSING_PROD_DOMAIN || undefined,
  httpsPort: port("HOUSING_PROD_HTTPS_PORT"),
  httpPort: port("HOUSING_PROD_HTTP_PORT"),
  apiBasePort: port("HOUSING_PROD_API_PORT"),
  appBasePort: port("HOUSING_PROD_APP_PORT"),
  apiProcesses: Number(args["api-processes"]),
  appProcesses: Number(args["app-processes"]),
});
const dataDir = args["data-dir"] ?? join(root, ".prod");
const environment = args.environment;
if (!["production", "preprod", "test"].includes(environment)) {
  console.error(`start:prod: --environment must be production, preprod or test, not "${environment}"`);
  process.exit(1);
}

function fail(message) {
  console.error(`start:prod: ${message}`);
  process.exit(1);
}

// Prerequisites, named with how to get them.
const haproxy = spawnSync("haproxy", ["-v"], { encoding: "utf8" });
if (haproxy.status !== 0) {
  fail("HAProxy is not installed. On Debian or Ubuntu: sudo apt-get install -y haproxy (any 2.4 or later).");
}
if (!hasOpenssl()) fail("openssl is not installed. On Debian or Ubuntu: sudo apt-get install -y openssl.");

const simulatorPorts = [4301, 4302, 4303, 4304, 4305, 4306, 4307];
const ports = [
  settings.httpsPort,
  settings.httpPort,
  ...settings.api.servers.map((server) => server.port),
  ...settings.apps.flatMap((app) => app.servers.map((server) => server.port)),
  ...simulatorPorts,
];
const busy = [];
for (const each of ports) if (await isPortInUse(each)) busy.push(each);
if (busy.length > 0) fail(`port(s) ${busy.join(", ")} already in use: is another start (or npm start) running?`);

// The data folder: certificates, per-folder secrets (never the local defaults production refuses),
// the uploads both API processes share, the simulators' files and the balancer's configuration.
mkdirSync(dataDir, { recursive: true, mode: 0o700 });
const certificates = ensureCertificates(join(dataDir, "tls"), hostNames(settings));
const secrets = loadSecrets(join(dataDir, "secrets.json"));
const simulatorsDir = join(dataDir, "simulators");
const filesDir = join(dataDir, "files");
mkdirSync(filesDir, { recursive: true });

const common = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
};
// What the sites are built and run with: the API and the sites' own hosts are the balancer's.
const siteEnv = {
  HOUSING_ENV: environment,
  HOUSING_API_URL: settings.api.origin,
  HOUSING_SITE_HOSTS: siteHostsValue(settings),
  // Links and redirects to another brand's site go to its host on this balancer, not production's.
  HOUSING_SITE_ORIGINS: siteOriginsValue(settings),
};

if (!args["skip-build"]) {
  console.log("› Installing dependencies");
  pnpm(["install", "--frozen-lockfile"], { env: common });
  console.log("› Building the simulators, the API and the six sites (production environment)");
  pnpm(
    [
      "exec",
      "turbo",
      "run",
      "build",
      "--filter=@housing/simulators",
      "--filter=@housing/api",
      "--filter=@housing/app-*",
    ],
    { env: { ...common, ...siteEnv } },
  );
}
for (const [what, file] of [
  ["the API", "apps/api/dist/main.js"],
  ["the simulators", "apps/simulators/dist/main.js"],
  ...APPS.map(({ app }) => [`the ${app} app`, `apps/${app}/.next/BUILD_ID`]),
]) {
  if (!existsSync(join(root, file))) fail(`${what} is not built (${file}): run without --skip-build.`);
}

// Node does not resolve *.localhost through glibc; browsers and curl do. The preload answers it.
const nodeOptions = [process.env.NODE_OPTIONS ?? ""];
if (!(await resolves(settings.api.host))) {
  nodeOptions.push(`--require=${join(root, "tooling/prod/loopback-dns.cjs")}`);
}
const nodeEnv = {
  ...common,
  NODE_ENV: "production",
  // The Node processes that call through the balancer (sites → API, simulators → API callbacks) trust its CA.
  NODE_EXTRA_CA_CERTS: certificates.ca,
  NODE_OPTIONS: nodeOptions.filter(Boolean).join(" "),
};

const children = [];
let stopping = false;

/**
 * Starts one process. `backend` names the processes that serve the same host: when one of them stops,
 * the balancer sends its requests to the others and the process is started again two seconds later,
 * as an orchestrator would (`restart: unless-stopped` in deploy/compose.yaml); when the last one (or a
 * process without siblings: the balancer, the simulators) stops, everything stops. Where each process
 * runs now is kept in the data folder's pids.json (bench:faults reads it).
 */
function run(name, command, argv, { cwd = root, env, group, backend }) {
  const entry = { name, group, backend };
  const prefix = `[${name}]`.padEnd(14);
  const launch = () => {
    // Each child leads its own process group: Ctrl+C in the terminal reaches only this script, which
    // stops the children in order.
    const child = spawn(command, argv, {
      cwd,
      env: envWithPnpm(env),
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.on("data", (chunk) => {
        const lines = (rest + chunk.toString()).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) if (line.trim()) console.log(`${prefix} ${line}`);
      });
    }
    Object.assign(entry, {
      child,
      gone: false,
      startedAt: Date.now(),
      exited: new Promise((resolve) => child.once("exit", resolve)),
    });
    writePids();
    child.once("exit", (code, signal) => {
      entry.gone = true;
      if (stopping) return;
      const siblings = backend ? children.filter((other) => other.backend === backend && !other.gone) : [];
      const how = signal ?? `code ${code}`;
      if (siblings.length > 0) {
        console.error(`${prefix} exited (${how}); ${siblings.map((other) => other.name).join(", ")} go on serving`);
        // A process that ran a while is started again; one that fails at once would only loop.
        if (Date.now() - entry.startedAt > 10_000) {
          setTimeout(() => {
            if (stopping) return;
            console.error(`${prefix} starting again`);
            launch();
          }, 2_000);
        }
        return;
      }
      console.error(`${prefix} exited (${how}); stopping everything`);
      void stop(1);
    });
  };
  children.push(entry);
  launch();
  return entry;
}

/** Where each process runs now (bench:faults stops one by its pid). */
function writePids() {
  const pids = Object.fromEntries(
    children.filter((entry) => entry.child).map((entry) => [entry.name, entry.child.pid]),
  );
  writeFileSync(join(dataDir, "pids.json"), `${JSON.stringify(pids, null, 2)}\n`);
}

// The database: the one given, or a throw-away cluster for this run.
let postgres;
let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  try {
    postgres = await startPostgres({ settings: { max_connections: "200" } });
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  databaseUrl = postgres.url;
  console.log(`› PostgreSQL ${postgres.version} on port ${postgres.port} (throw-away, deleted on stop)`);
} else {
  console.log("› PostgreSQL from DATABASE_URL");
}

process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

// Ordered stop: the balancer stops taking requests, then the sites, the API (its jobs finish), the
// simulators and the database.
async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.log("\n› Stopping");
  for (const group of ["balancer", "apps", "api", "simulators"]) {
    const members = children.filter((entry) => entry.group === group && !entry.gone);
    for (const entry of members) signal(entry, "SIGTERM");
    const timeout = delay(12_000).then(() => "timeout");
    const result = await Promise.race([Promise.all(members.map((entry) => entry.exited)), timeout]);
    if (result === "timeout") for (const entry of members) if (!entry.gone) signal(entry, "SIGKILL");
  }
  if (postgres) {
    try {
      postgres.stop();
    } catch (error) {
      console.error(`PostgreSQL did not stop cleanly: ${error instanceof Error ? error.message : error}`);
    }
  }
  console.log("› Stopped");
  process.exit(code);
}

/** Signals a child's process group (it leads one), so what it started stops with it. */
function signal(entry, name) {
  try {
    process.kill(-entry.child.pid, name);
  } catch {
    // already gone
  }
}

const node = process.execPath;

// The simulators: not production software, so not in the production environment (they refuse it).
const simulatorEnv = { ...nodeEnv, HOUSING_SIMULATORS_DATA_DIR: simulatorsDir };
delete simulatorEnv.HOUSING_ENV;
Object.assign(simulatorEnv, {
  HOUSING_CARD_SIM_SECRET: secrets.cardSecret,
  HOUSING_SVEA_SIM_SECRET: secrets.sveaSecret,
  HOUSING_EID_SIM_REDIRECT_URIS: eidRedirectUris().join(","),
});
const simulators = run("simulators", node, ["dist/main.js"], {
  cwd: join(root, "apps/simulators"),
  env: simulatorEnv,
  group: "simulators",
});
if (!(await waitFor("http://127.0.0.1:4302/", { process: simulators }))) await stopWith("the simulators did not start");

const bankid = join(simulatorsDir, "bankid");
const swish = join(simulatorsDir, "swish");
const apiEnv = {
  ...nodeEnv,
  HOUSING_ENV: environment,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "info",
  // The balancer (on this machine) forwards each visitor's address; the sites' servers too.
  HOUSING_TRUSTED_PROXIES: "127.0.0.1,::1",
  HOUSING_CORS_ORIGINS: corsOriginsValue(settings),
  HOUSING_SITE_HOSTS: siteHostsValue(settings),
  HOUSING_REVALIDATE_SECRET: secrets.revalidateSecret,
  HOUSING_SITE_ORIGINS: siteOriginsValue(settings),
  HOUSING_FILES_DIR: filesDir,
  // Every provider explicitly on its simulator: switching to the real ones is only these values.
  HOUSING_BANKID_URL: "https://127.0.0.1:4301/rp/v6.0/",
  HOUSING_BANKID_CERT: join(bankid, "client.pem"),
  HOUSING_BANKID_KEY: join(bankid, "client-key.pem"),
  HOUSING_BANKID_CA: join(bankid, "ca.pem"),
  HOUSING_EID_ISSUER: "http://127.0.0.1:4303/auth/open",
  HOUSING_SWISH_URL: "https://127.0.0.1:4304/swish-cpcapi/",
  HOUSING_SWISH_CERT: join(swish, "client.pem"),
  HOUSING_SWISH_KEY: join(swish, "client-key.pem"),
  HOUSING_SWISH_CA: join(swish, "ca.pem"),
  HOUSING_SWISH_PAYEE_ALIAS: "1231181189",
  HOUSING_SWISH_CALLBACK_URL: `${settings.api.origin}/payments/swish/callback`,
  HOUSING_CARD_URL: `${settings.simulators.find((simulator) => simulator.name === "card").origin}/`,
  HOUSING_CARD_SECRET: secrets.cardSecret,
  HOUSING_CARD_RETURN_URL: `${settings.api.origin}/payments/card/return`,
  HOUSING_SVEA_URL: `${settings.simulators.find((simulator) => simulator.name === "svea").origin}/`,
  HOUSING_SVEA_MERCHANT_ID: "100001",
  HOUSING_SVEA_SECRET: secrets.sveaSecret,
  HOUSING_SVEA_PUSH_URL: `${settings.api.origin}/payments/svea/push`,
};
// The first API process migrates and seeds an empty database; the others start once it answers.
/** Each process, by its server's name, so a wait ends as soon as the process it waits for is gone. */
const started = new Map();
for (const [index, server] of settings.api.servers.entries()) {
  const entry = run(server.name, node, ["dist/main.js"], {
    cwd: join(root, "apps/api"),
    env: { ...apiEnv, PORT: String(server.port) },
    group: "api",
    backend: "api",
  });
  started.set(server.name, entry);
  if (index === 0 && !(await waitFor(`http://127.0.0.1:${server.port}/health`, { attempts: 600, process: entry })))
    await stopWith("the first API process did not answer /health");
}

const appEnv = { ...nodeEnv, ...siteEnv, HOUSING_REVALIDATE_SECRET: secrets.revalidateSecret };
// What the apps cached of an earlier run's API must not outlive it: the database may be a new one.
for (const app of settings.apps) {
  rmSync(join(root, "apps", app.app, ".next/cache/fetch-cache"), { recursive: true, force: true });
}
for (const app of settings.apps) {
  const next = join(root, "apps", app.app, "node_modules/next/dist/bin/next");
  for (const server of app.servers) {
    // On loopback, named `localhost`: Next compares the origin of the proxy's rewrites (built with
    // `localhost`) with the one it listens on, and proxies a rewrite to another origin over the network.
    // A revalidation call reaches one process through the balancer; it passes it on to its siblings.
    const peers = app.servers.filter((other) => other !== server).map((other) => `http://localhost:${other.port}`);
    const entry = run(server.name, node, [next, "start", "--port", String(server.port), "--hostname", "localhost"], {
      cwd: join(root, "apps", app.app),
      env: { ...appEnv, HOUSING_REVALIDATE_PEERS: peers.join(",") },
      group: "apps",
      backend: app.app,
    });
    started.set(server.name, entry);
  }
}

// The balancer starts once every process answers, so its first health checks find them up.
const processesUp = await Promise.all([
  ...settings.api.servers.map((server) =>
    waitFor(`http://127.0.0.1:${server.port}/health`, { process: started.get(server.name) }),
  ),
  ...settings.apps.flatMap((app) =>
    app.servers.map((server) =>
      waitFor(`http://127.0.0.1:${server.port}/robots.txt`, { attempts: 600, process: started.get(server.name) }),
    ),
  ),
]);
if (processesUp.includes(false)) await stopWith("a process did not answer in time");

const haproxyConfig = join(dataDir, "haproxy.cfg");
writeFileSync(
  haproxyConfig,
  renderHaproxyConfig(settings, {
    template: readFileSync(join(root, "tooling/prod/haproxy.cfg.template"), "utf8"),
    certificate: certificates.bundle,
    adminSocket: join(dataDir, "haproxy.sock"),
  }),
);
const check = spawnSync("haproxy", ["-c", "-q", "-f", haproxyConfig], { encoding: "utf8" });
if (check.status !== 0) await stopWith(`the balancer's configuration is invalid:\n${check.stdout}${check.stderr}`);
run("haproxy", "haproxy", ["-db", "-f", haproxyConfig], { env: common, group: "balancer" });

// Through the balancer, as a browser: its certificate, its host names (resolved here to loopback).
const viaBalancer = (origin, path) => balancerAnswers(`${origin}${path}`);
const apiUp = await viaBalancer(settings.api.origin, "/health");
const appsUp = await Promise.all(settings.apps.map((app) => viaBalancer(app.origin, "/")));

// What `pnpm e2e:prod` (tooling/prod/e2e.mjs) and the benchmarks need to reach this run.
writeFileSync(
  join(dataDir, "topology.json"),
  `${JSON.stringify(
    {
      environment,
      domain: settings.domain,
      httpPort: settings.httpPort,
      httpsPort: settings.httpsPort,
      ca: certificates.ca,
      adminSocket: join(dataDir, "haproxy.sock"),
      api: { origin: settings.api.origin, servers: settings.api.servers },
      apps: settings.apps.map((app) => ({ app: app.app, origin: app.origin, servers: app.servers })),
      postgres: postgres ? { port: postgres.port, cluster: postgres.cluster } : null,
    },
    null,
    2,
  )}\n`,
);

const mark = (isUp) => (isUp ? "" : " (not answering)");
console.log(`\nThe production shape is running (Ctrl+C stops it). Trust the local CA once: ${certificates.ca}\n`);
console.log(
  `  API (${settings.api.servers.length} processes)`.padEnd(44) + `${settings.api.origin}/health${mark(apiUp)}`,
);
settings.apps.forEach((app, index) => {
  const label = `  ${app.label} (${app.servers.length} processes)`;
  console.log(`${label.padEnd(44)}${app.origin}/${mark(appsUp[index])}`);
});
console.log(`  Fjällvik Homes (en, English sub-site)`.padEnd(44) + `${settings.apps[0].origin}/en/`);
console.log(`  BankID test phone`.padEnd(44) + "http://127.0.0.1:4302/");
console.log(`\n  curl --cacert ${certificates.ca} ${settings.apps[0].origin}/\n`);

// ——— helpers ———

async function stopWith(message) {
  console.error(`start:prod: ${message}`);
  await stop(1);
}

function loadSecrets(file) {
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const secret = () => randomBytes(32).toString("base64url");
  const values = { revalidateSecret: secret(), cardSecret: secret(), sveaSecret: secret() };
  writeFileSync(file, `${JSON.stringify(values, null, 2)}\n`, { mode: 0o600 });
  return values;
}

/**
 * The e-ID simulator's redirect URIs: its local ones (the sites' e-ID return, document action and
 * click-to-buy pages on their local ports), moved onto the balancer's host names.
 */
function eidRedirectUris() {
  const result = spawnSync(
    node,
    [
      "--import",
      "tsx",
      "-e",
      "import('./src/eid/config.ts').then((m) => console.log(JSON.stringify(m.DEFAULT_REDIRECT_URIS)))",
    ],
    { cwd: join(root, "apps/simulators"), encoding: "utf8" },
  );
  if (result.status !== 0) fail(`could not read the e-ID simulator's redirect URIs: ${result.stderr}`);
  /** @type {string[]} */
  const local = JSON.parse(result.stdout);
  const byLocalPort = new Map(settings.apps.map((app) => [app.localPort, app.origin]));
  const moved = local.flatMap((uri) => {
    const url = new URL(uri);
    const origin = byLocalPort.get(Number(url.port));
    return origin ? [`${origin}${url.pathname}`] : [];
  });
  return [...new Set(moved)];
}

/** Whether `url` answers below 500 through the balancer on loopback, trusting the local CA. */
async function balancerAnswers(url, attempts = 60) {
  const { host, pathname, port } = new URL(url);
  const ca = readFileSync(certificates.ca);
  const { request } = await import("node:https");
  for (let attempt = 0; attempt < attempts && !stopping; attempt++) {
    const status = await new Promise((resolve) => {
      const call = request(
        { host: "127.0.0.1", port, path: pathname, servername: host.replace(/:\d+$/, ""), headers: { host }, ca },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      call.on("error", () => resolve(0));
      call.setTimeout(10_000, () => call.destroy());
      call.end();
    });
    if (status > 0 && status < 500) return true;
    await delay(500);
  }
  return false;
}

async function resolves(hostname) {
  try {
    await lookup(hostname);
    return true;
  } catch {
    return false;
  }
}

function isPortInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

/** Whether `url` answers below 500 in time; false as soon as `process`, the one that should answer, is gone. */
async function waitFor(url, { attempts = 240, process: owner } = {}) {
  for (let attempt = 0; attempt < attempts && !stopping && !owner?.gone; attempt++) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return !owner?.gone;
    } catch {
      // not up yet
    }
    await delay(500);
  }
  return false;
}
