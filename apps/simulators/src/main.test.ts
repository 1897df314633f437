import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const main = fileURLToPath(new URL("./main.ts", import.meta.url));
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "simulators-main-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", main, ...args], {
    env: { ...process.env, HOUSING_SIMULATORS_DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => ({ stdout, stderr }) };
}

describe("main", () => {
  it.each(["production", "preprod"])("refuses to start when HOUSING_ENV is %s", async (housingEnv) => {
    const started = run(["--only", "bankid", "--port", "0"], { HOUSING_ENV: housingEnv });
    expect(await started.exited).toBe(1);
    expect(started.output().stderr).toContain(`never run in ${housingEnv}`);
    expect(started.output().stdout).toBe("");
  });

  it("refuses an unknown simulator", async () => {
    const started = run(["--only", "nothing"], { HOUSING_ENV: "" });
    expect(await started.exited).toBe(1);
    expect(started.output().stderr).toContain("unknown simulator nothing");
  });

  // Starting compiles the simulator (tsx) and makes its keys and certificates: on a busy machine that takes a while.
  it("starts BankID on free ports and prints one JSON ready line", { timeout: 120_000 }, async () => {
    const started = run(["--only", "bankid", "--port", "0"], { HOUSING_ENV: "local" });
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line: ${started.output().stderr}`)), 100_000);
      started.child.stdout.on("data", () => {
        const { stdout } = started.output();
        if (stdout.includes("\n")) {
          clearTimeout(timer);
          resolve(stdout.split("\n")[0]!);
        }
      });
    });
    const ready = JSON.parse(line) as {
      ready: boolean;
      simulators: { bankid: { urls: Record<string, string>; files: Record<string, string> } };
    };
    expect(ready.ready).toBe(true);
    expect(ready.simulators.bankid.urls.rp).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/rp\/v6\.0\/$/);
    expect(ready.simulators.bankid.urls.phone).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(ready.simulators.bankid.files.ca).toBe(join(dataDir, "bankid", "ca.pem"));
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  });

  it("starts the e-ID broker on a free port, its issuer in the ready line", async () => {
    const started = run(["--only", "eid", "--port", "0"], { HOUSING_ENV: "local" });
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ready line: ${started.output().stderr}`)), 100_000);
      started.child.stdout.on("data", () => {
        const { stdout } = started.output();
        if (stdout.includes("\n")) {
          clearTimeout(timer);
          resolve(stdout.split("\n")[0]!);
        }
      });
    });
    const ready = JSON.parse(line) as { simulators: { eid: { urls: { issuer: string } } } };
    const issuer = ready.simulators.eid.urls.issuer;
    expect(issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/open$/);
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { issuer: string };
    expect(discovery.issuer).toBe(issuer);
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  });
});
