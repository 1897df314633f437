// Starts the simulators asked for, each on its own loopback port:
//   tsx src/main.ts                       every simulator on its default port
//   tsx src/main.ts --only eid --port 0   one simulator on a free port (tests)
// When all are listening it prints one JSON line on stdout:
//   {"ready":true,"simulators":[{"name":"eid","port":4303,"url":"http://127.0.0.1:4303/auth/open"}]}
import { parseArgs } from "node:util";
import { dataDirFrom, isForbiddenEnvironment, processEnv } from "./env";
import { eid } from "./eid/index";
import type { RunningSimulator, Simulator } from "./simulator";

export const SIMULATORS: readonly Simulator[] = [eid];

const HOST = "127.0.0.1";

function fail(message: string): never {
  console.error(`simulators: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const env = processEnv();
  if (isForbiddenEnvironment(env)) {
    fail(`refusing to start with HOUSING_ENV=${env.HOUSING_ENV ?? ""}: simulators never run in preprod or production`);
  }
  // `pnpm start -- --only eid` hands the separator on: skip it.
  const args = process.argv.slice(2).filter((arg, index) => !(index === 0 && arg === "--"));
  const { values } = parseArgs({
    args,
    options: { only: { type: "string", multiple: true }, port: { type: "string" } },
    strict: true,
  });
  const names = (values.only ?? [])
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !SIMULATORS.some((simulator) => simulator.name === name));
  if (unknown.length > 0) {
    fail(`unknown simulator ${unknown.join(", ")}; known: ${SIMULATORS.map((simulator) => simulator.name).join(", ")}`);
  }
  const chosen = names.length > 0 ? SIMULATORS.filter((simulator) => names.includes(simulator.name)) : SIMULATORS;
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535) fail(`--port must be a port number, got ${values.port}`);
    if (port !== 0 && chosen.length > 1) fail("--port other than 0 needs a single simulator (--only <name>)");
  }

  const dataDir = dataDirFrom(env);
  const running: RunningSimulator[] = [];
  const stop = async () => {
    await Promise.allSettled(running.map((simulator) => simulator.close()));
    process.exit(0);
  };
  process.once("SIGINT", () => void stop());
  process.once("SIGTERM", () => void stop());

  for (const simulator of chosen) {
    try {
      running.push(await simulator.start({ port: port ?? simulator.defaultPort, host: HOST, dataDir, env }));
    } catch (error) {
      await Promise.allSettled(running.map((started) => started.close()));
      fail(`${simulator.name} did not start: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const ready = {
    ready: true,
    simulators: running.map(({ name, port: boundPort, url }) => ({ name, port: boundPort, url })),
  };
  process.stdout.write(`${JSON.stringify(ready)}\n`);
}

await main();
