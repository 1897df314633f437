import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The simulators' entry point, started as its own process: the API never imports its code. */
const SIMULATORS_MAIN = fileURLToPath(new URL("../../../simulators/src/main.ts", import.meta.url));

/** The simulator's shared secret in tests (not the local default, so a default cannot pass by accident). */
export const TEST_CARD_SECRET = "card-test-secret-0123456789abcdef";

export interface CardSimulatorProcess {
  /** The merchant API and the hosted page, `http://127.0.0.1:{port}/`. */
  url: string;
  secret: string;
  stop(): Promise<void>;
}

/** Starts `apps/simulators` with only the card provider on a free port. */
export async function startCardSimulator(): Promise<CardSimulatorProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", SIMULATORS_MAIN, "--only", "card", "--port", "0"],
    {
      env: {
        // eslint-disable-next-line no-restricted-properties -- the child inherits the test's environment (PATH, NODE_OPTIONS)
        ...process.env,
        HOUSING_ENV: "",
        HOUSING_CARD_SIM_SECRET: TEST_CARD_SECRET,
        HOUSING_CARD_SIM_EXPIRE_MS: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    const timer = setTimeout(() => reject(new Error(`The card simulator did not start: ${stderr}`)), 60_000);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The card simulator exited (${code}): ${stderr}`));
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const line = stdout.split("\n")[0];
      if (stdout.includes("\n") && line) {
        clearTimeout(timer);
        const ready = JSON.parse(line) as { simulators: { card: { urls: { api: string } } } };
        resolve(ready.simulators.card.urls.api);
      }
    });
  });
  return {
    url,
    secret: TEST_CARD_SECRET,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/**
 * The payer's answer on the hosted page, as the browser's form sends it: the redirect (303) to the
 * return URL is not followed, its address is answered.
 */
export async function answerHostedPage(
  hostedPageUrl: string,
  action: "pay" | "decline",
  reason = "05",
): Promise<{ status: number; location: string | null }> {
  const response = await fetch(hostedPageUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ cardNumber: "4111 1111 1111 1111", action, reason }).toString(),
    redirect: "manual",
  });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get("location") };
}
