import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The simulators' entry point, started as its own process: the API never imports its code. */
const SIMULATORS_MAIN = fileURLToPath(new URL("../../../simulators/src/main.ts", import.meta.url));

export interface BankIdSimulatorProcess {
  /** The RP API, `https://127.0.0.1:{port}/rp/v6.0/`. */
  rpUrl: string;
  /** The phone page and its JSON twin, `http://127.0.0.1:{port}/`. */
  phoneUrl: string;
  /** HOUSING_SIMULATORS_DATA_DIR of this process: the client's default certificate files are under it. */
  dataDir: string;
  files: Record<string, string>;
  stop(): Promise<void>;
}

interface ReadyLine {
  ready: true;
  simulators: { bankid: { urls: { rp: string; phone: string }; files: Record<string, string> } };
}

/** Starts `apps/simulators` with only BankID on free ports and a throw-away data directory. */
export async function startBankIdSimulator(): Promise<BankIdSimulatorProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "api-bankid-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", SIMULATORS_MAIN, "--only", "bankid", "--port", "0"],
    {
      // eslint-disable-next-line no-restricted-properties -- the child inherits the test's environment (PATH, NODE_OPTIONS)
      env: { ...process.env, HOUSING_SIMULATORS_DATA_DIR: dataDir, HOUSING_ENV: "" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = await new Promise<ReadyLine>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`The BankID simulator did not start: ${stderr}`)), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The BankID simulator exited (${code}): ${stderr}`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n")[0];
      if (stdout.includes("\n") && line) {
        clearTimeout(timer);
        resolve(JSON.parse(line) as ReadyLine);
      }
    });
  });
  const bankid = ready.simulators.bankid;
  return {
    rpUrl: bankid.urls.rp,
    phoneUrl: bankid.urls.phone,
    dataDir,
    files: bankid.files,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The phone's JSON twin: the same checks as the phone page. */
export async function phone(simulator: BankIdSimulatorProcess, action: "open" | "approve" | "cancel", body: object) {
  const response = await fetch(new URL(`api/${action}`, simulator.phoneUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
