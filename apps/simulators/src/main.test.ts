import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MAIN = new URL("./main.ts", import.meta.url).pathname;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "simulators-main-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}) {
  return spawn(process.execPath, ["--import", "tsx", MAIN, ...args], {
    env: { ...process.env, HOUSING_SIMULATORS_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

describe("main", () => {
  it("starts the simulator asked for on a free port and prints a ready line", async () => {
    const child = run(["--only", "eid", "--port", "0"]);
    try {
      const line = await new Promise<string>((resolve, reject) => {
        createInterface({ input: child.stdout }).once("line", resolve);
        child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
      });
      const ready = JSON.parse(line) as { ready: boolean; simulators: { name: string; port: number; url: string }[] };
      expect(ready.ready).toBe(true);
      expect(ready.simulators).toHaveLength(1);
      const [eid] = ready.simulators;
      expect(eid?.name).toBe("eid");
      expect(eid?.url).toBe(`http://127.0.0.1:${eid?.port}/auth/open`);
      const discovery = (await (await fetch(`${eid?.url}/.well-known/openid-configuration`)).json()) as {
        issuer: string;
      };
      expect(discovery.issuer).toBe(eid?.url);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it.each(["preprod", "production"])("refuses to start with HOUSING_ENV=%s", async (environment) => {
    const child = run(["--only", "eid", "--port", "0"], { HOUSING_ENV: environment });
    let stdout = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(stdout).toBe("");
  });

  it("refuses an unknown simulator", async () => {
    const child = run(["--only", "nope", "--port", "0"]);
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
  });
});
