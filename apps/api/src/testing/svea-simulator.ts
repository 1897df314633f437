import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The simulators' entry point, started as its own process: the API never imports its code. */
const SIMULATORS_MAIN = fileURLToPath(new URL("../../../simulators/src/main.ts", import.meta.url));

export interface SveaSimulatorProcess {
  /** The Checkout API, `http://127.0.0.1:{port}/`. */
  apiUrl: string;
  stop(): Promise<void>;
}

/** Starts `apps/simulators` with only Svea on a free port and quick push retries; its merchant is the local default. */
export async function startSveaSimulator(): Promise<SveaSimulatorProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", SIMULATORS_MAIN, "--only", "svea", "--port", "0"],
    {
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child inherits the test's environment (PATH, NODE_OPTIONS)
        ...process.env,
        HOUSING_ENV: "",
        HOUSING_SVEA_SIM_PUSH_RETRY_MS: "50",
        HOUSING_SVEA_SIM_MERCHANT_ID: "",
        HOUSING_SVEA_SIM_SECRET: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const urls = await new Promise<{ api: string }>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`The Svea simulator did not start: ${stderr}`)), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The Svea simulator exited (${code}): ${stderr}`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n")[0];
      if (stdout.includes("\n") && line) {
        clearTimeout(timer);
        const ready = JSON.parse(line) as { simulators: { svea: { urls: { api: string } } } };
        resolve(ready.simulators.svea.urls);
      }
    });
  });
  return {
    apiUrl: urls.api,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The buyer's answer on the simulator's checkout page (the form its buttons post); answers the redirect's target. */
export async function buyerAnswers(checkoutPageUrl: string, action: "complete" | "cancel", paymentType = "Card") {
  const response = await fetch(checkoutPageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ action, paymentType }).toString(),
    redirect: "manual",
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}
