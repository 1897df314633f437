// Starts the e-ID simulator as its own process (the API never imports simulator code) and drives
// its login page over HTTP like a browser (tests only).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const SIMULATORS_MAIN = fileURLToPath(new URL("../../../simulators/src/main.ts", import.meta.url));
const API_DIR = fileURLToPath(new URL("../..", import.meta.url));

export interface EidSimulatorProcess {
  port: number;
  /** The issuer it announced. */
  issuer: string;
  stop(): Promise<void>;
}

/**
 * Spawns `simulators/src/main.ts --only eid --port 0` and waits for its ready line. `inherited` is
 * the test's own environment (PATH and the like), `env` the simulator's settings on top.
 */
export async function spawnEidSimulator(
  inherited: Record<string, string | undefined>,
  env: Record<string, string> = {},
): Promise<EidSimulatorProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), "api-eid-sim-"));
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", SIMULATORS_MAIN, "--only", "eid", "--port", "0"],
    {
      cwd: API_DIR,
      env: { ...inherited, HOUSING_ENV: "", HOUSING_SIMULATORS_DATA_DIR: dataDir, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const line = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("the e-ID simulator did not start within 30 s")), 30_000);
      createInterface({ input: child.stdout! }).once("line", (text) => {
        clearTimeout(timer);
        resolve(text);
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the e-ID simulator exited with ${code}: ${stderr}`));
      });
    });
    const ready = JSON.parse(line) as { simulators: { eid?: { urls: { issuer: string; server: string } } } };
    const urls = ready.simulators.eid?.urls;
    if (!urls) throw new Error(`no eid in the ready line: ${line}`);
    return { port: Number(new URL(urls.server).port), issuer: urls.issuer, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface PageForm {
  action: string;
  fields: URLSearchParams;
  button: string;
}

/** The forms of the simulator's login page (its markup is simple and known). */
function formsOf(html: string, pageUrl: string): PageForm[] {
  return [...html.matchAll(/<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/g)].map(([, action, inner = ""]) => {
    const fields = new URLSearchParams();
    for (const [input] of inner.matchAll(/<input\b[^>]*>/g)) {
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? "";
      if (name && (!/type="radio"/.test(input) || /\bchecked\b/.test(input))) fields.append(name, value);
    }
    const button = (/<button\b[^>]*>([\s\S]*?)<\/button>/.exec(inner)?.[1] ?? "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
    return { action: new URL(action ?? "", pageUrl).href, fields, button };
  });
}

/**
 * Opens the authorization URL with a fresh cookie jar, presses the button whose text contains
 * `choose` ("Ola Nordmann", "Cancel") and follows redirects until they leave the broker's origin:
 * returns that address (the callback URL with code or error).
 */
export async function loginAtSimulator(authorizationUrl: string, choose: string): Promise<string> {
  const origin = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  async function go(start: string, form?: URLSearchParams): Promise<{ url: string; html: string }> {
    let url = start;
    let body = form;
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, {
        method: body ? "POST" : "GET",
        redirect: "manual",
        headers: {
          cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
          ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(body ? { body: body.toString() } : {}),
      });
      for (const header of response.headers.getSetCookie()) {
        const pair = header.split(";")[0] ?? "";
        const separator = pair.indexOf("=");
        if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.origin !== origin) return { url: next.href, html: "" };
        url = next.href;
        body = undefined;
        continue;
      }
      if (response.status !== 200)
        throw new Error(`the broker answered ${response.status} at ${new URL(url).pathname}`);
      return { url, html: await response.text() };
    }
    throw new Error("too many redirects");
  }
  const page = await go(authorizationUrl);
  const form = formsOf(page.html, page.url).find((candidate) => candidate.button.includes(choose));
  if (!form) throw new Error(`the login page has no button "${choose}"`);
  const back = await go(form.action, form.fields);
  if (back.html) throw new Error("the broker did not redirect back");
  return back.url;
}
