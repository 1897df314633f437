// `npm start`: install, build, then run the local simulators of the external providers (BankID,
// Nordic e-ID, Swish), the reference API (which migrates and seeds its embedded database on first run)
// and the six sites, printing their URLs.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import { pnpm, resolvePnpm, root } from "./pnpm.mjs";

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
  STORYBOOK_DISABLE_TELEMETRY: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
  HOUSING_ENV: process.env.HOUSING_ENV ?? "local",
  // The sites' servers run on this machine and forward each visitor's address to the API.
  HOUSING_TRUSTED_PROXIES: process.env.HOUSING_TRUSTED_PROXIES ?? "127.0.0.1,::1,::ffff:127.0.0.1",
  // The API tells the sites when a home's status changes (a booking), so their cached pages show it at once.
  HOUSING_REVALIDATE_SECRET: process.env.HOUSING_REVALIDATE_SECRET ?? "housing-local-revalidate-secret",
};

const apps = [
  ["se", 3000, "Fjällvik Bostad (sv) — English sub-site at /en/"],
  ["senior", 3001, "Fjällvik Seniorgården (sv)"],
  ["boratt", 3002, "Fjällvik Borätt (sv)"],
  ["no", 3003, "Fjällvik Bolig (nb)"],
  ["fi", 3004, "Fjällvik Koti (fi)"],
  ["contractor", 3005, "Fjällvik Entreprenad (sv)"],
];

const busy = [];
// The simulators' ports (apps/simulators): BankID's RP API and phone page, the e-ID broker, Swish's API and payer page,
// the card provider, Svea Checkout's API and checkout page.
const simulatorPorts = [4301, 4302, 4303, 4304, 4305, 4306, 4307];
for (const port of [4000, ...simulatorPorts, ...apps.map(([, port]) => port)]) {
  if (await isPortInUse(port)) busy.push(port);
}
if (busy.length > 0) {
  console.error(`Port(s) ${busy.join(", ")} already in use: is another \`npm start\` running? Stop it and try again.`);
  process.exit(1);
}

console.log("› Installing dependencies");
pnpm(["install", "--frozen-lockfile"], { env });
console.log("› Building the simulators, the API and the six sites");
pnpm(
  ["exec", "turbo", "run", "build", "--filter=@housing/simulators", "--filter=@housing/api", "--filter=@housing/app-*"],
  { env },
);

const children = [];
function run(name, command, args, cwd) {
  // Each child leads its own process group, so stopping reaches the servers pnpm starts under it.
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const prefix = `[${name}]`.padEnd(13);
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      for (const line of chunk.toString().split("\n")) if (line.trim()) console.log(`${prefix} ${line}`);
    });
  }
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${prefix} exited with code ${code}; stopping everything`);
      stop(1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const { command, prefix } = resolvePnpm();
run("simulators", command, [...prefix, "--filter", "@housing/simulators", "start"], root);
run("api", command, [...prefix, "--filter", "@housing/api", "start"], root);
for (const [app] of apps) run(app, command, [...prefix, "--filter", `@housing/app-${app}`, "start"], root);

function isPortInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(true));
    server.listen(port, () => server.close(() => resolve(false)));
  });
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return true;
    } catch {
      // not up yet
    }
    await delay(500);
  }
  return false;
}

const areSimulatorsUp = await waitFor("http://127.0.0.1:4302/");
const isApiUp = await waitFor("http://localhost:4000/health");
const upApps = await Promise.all(apps.map(([, port]) => waitFor(`http://localhost:${port}/`)));
console.log("\nFjällvik sites are running (Ctrl+C stops them):\n");
console.log(`  API                 http://localhost:4000/health ${isApiUp ? "" : "(not answering)"}`);
console.log(`  BankID test phone   http://127.0.0.1:4302/ ${areSimulatorsUp ? "" : "(not answering)"}`);
console.log("  Swish payer         http://127.0.0.1:4305/");
console.log("  Outbox (e-mails)    http://localhost:4000/_dev/outbox");
apps.forEach(([, port, label], index) => {
  console.log(`  ${label.padEnd(50)} http://localhost:${port}/ ${upApps[index] ? "" : "(not answering)"}`);
});
console.log("  Fjällvik Homes (en, English sub-site)              http://localhost:3000/en/\n");
