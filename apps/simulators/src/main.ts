// Starts the simulators asked for (`--only bankid,eid,swish,card,svea`, default all), each on its own ports, and
// prints one JSON ready line with where they answer. `--port 0` binds free ports instead (tests).
import { parseArgs } from "node:util";
import { bankIdSimulator } from "./bankid";
import { cardSimulator } from "./card";
import { systemClock } from "./clock";
import { eid } from "./eid/index";
import { processEnv, readEnv, refusalFor } from "./env";
import type { RunningSimulator, Simulator } from "./simulator";
import { sveaSimulator } from "./svea";
import { swishSimulator } from "./swish";

/** Every simulator; a new provider adds one line. */
const SIMULATORS: Simulator[] = [bankIdSimulator, eid, swishSimulator, cardSimulator, sveaSimulator];

function fail(message: string): never {
  process.stderr.write(`simulators: ${message}\n`);
  process.exit(1);
}

const env = readEnv();
const refusal = refusalFor(env);
if (refusal) fail(refusal);

let args;
try {
  args = parseArgs({
    options: { only: { type: "string" }, port: { type: "string" } },
    allowPositionals: false,
  }).values;
} catch (error) {
  fail(error instanceof Error ? error.message : "bad arguments");
}
if (args.port !== undefined && args.port !== "0")
  fail("--port takes only 0 (free ports); the fixed ports are 4300-4399");

const names = args.only
  ?.split(",")
  .map((name) => name.trim())
  .filter(Boolean);
const unknown = names?.filter((name) => !SIMULATORS.some((simulator) => simulator.name === name)) ?? [];
if (unknown.length > 0) {
  fail(`unknown simulator ${unknown.join(", ")}; known: ${SIMULATORS.map((simulator) => simulator.name).join(", ")}`);
}
const chosen = names ? SIMULATORS.filter((simulator) => names.includes(simulator.name)) : SIMULATORS;

const log = (message: string) => process.stderr.write(`${message}\n`);
const running: { name: string; simulator: RunningSimulator }[] = [];
try {
  for (const simulator of chosen) {
    running.push({
      name: simulator.name,
      simulator: await simulator.start({
        dataDir: env.dataDir,
        freePorts: args.port === "0",
        clock: systemClock,
        log,
        env: processEnv(),
      }),
    });
  }
} catch (error) {
  await Promise.all(running.map(({ simulator }) => simulator.close()));
  const code = error instanceof Error && "code" in error ? ` (${String(error.code)})` : "";
  fail(`could not start${code}: ${error instanceof Error ? error.message : String(error)}`);
}

// Before the ready line: whoever reads it may stop this process right away.
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  void Promise.all(running.map(({ simulator }) => simulator.close())).then(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// The ready line: one JSON object on stdout, for scripts and tests that start this process.
process.stdout.write(
  `${JSON.stringify({
    ready: true,
    simulators: Object.fromEntries(
      running.map(({ name, simulator }) => [name, { urls: simulator.urls, files: simulator.files ?? {} }]),
    ),
  })}\n`,
);
for (const { name, simulator } of running) {
  log(
    `${name}: ${Object.entries(simulator.urls)
      .map(([key, url]) => `${key} ${url}`)
      .join(", ")}`,
  );
}
