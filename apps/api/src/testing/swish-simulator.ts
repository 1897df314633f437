import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The simulators' entry point, started as its own process: the API never imports its code. */
const SIMULATORS_MAIN = fileURLToPath(new URL("../../../simulators/src/main.ts", import.meta.url));

export interface SwishSimulatorProcess {
  /** The Commerce API, `https://127.0.0.1:{port}/swish-cpcapi/`. */
  apiUrl: string;
  /** The payer page and its JSON twin, `http://127.0.0.1:{port}/`. */
  payerUrl: string;
  /** HOUSING_SIMULATORS_DATA_DIR of this process: the client's default certificate files are under it. */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `apps/simulators` with only Swish on free ports, a throw-away data directory and quick
 * timings. `autoApproveMs`: the simulator's payer approves every request after that long (the
 * benchmark); without it a test answers on the payer's behalf.
 */
export async function startSwishSimulator(options: { autoApproveMs?: number } = {}): Promise<SwishSimulatorProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "api-swish-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", SIMULATORS_MAIN, "--only", "swish", "--port", "0"],
    {
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child inherits the test's environment (PATH, NODE_OPTIONS)
        ...process.env,
        HOUSING_SIMULATORS_DATA_DIR: dataDir,
        HOUSING_ENV: "",
        HOUSING_SWISH_SIM_ERROR_AFTER_MS: "50",
        HOUSING_SWISH_SIM_CALLBACK_RETRY_MS: "50",
        HOUSING_SWISH_SIM_AUTO_APPROVE_MS: options.autoApproveMs === undefined ? "" : String(options.autoApproveMs),
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const urls = await new Promise<{ api: string; payer: string }>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`The Swish simulator did not start: ${stderr}`)), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The Swish simulator exited (${code}): ${stderr}`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n")[0];
      if (stdout.includes("\n") && line) {
        clearTimeout(timer);
        const ready = JSON.parse(line) as { simulators: { swish: { urls: { api: string; payer: string } } } };
        resolve(ready.simulators.swish.urls);
      }
    });
  });
  return {
    apiUrl: urls.api,
    payerUrl: urls.payer,
    dataDir,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The payer's answer in the simulator's JSON twin of the Swish app. */
export async function payerAnswers(simulator: SwishSimulatorProcess, action: "approve" | "decline", id: string) {
  const response = await fetch(new URL(`api/${action}`, simulator.payerUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ id }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
