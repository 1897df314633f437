// Finds a way to run the pnpm version pinned in package.json#packageManager on a
// machine that has only Node: a matching pnpm on PATH, then corepack, then
// `npm exec pnpm@<pinned>` (npm's cache keeps that fast after the first call).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("../../", import.meta.url));
const manifest = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
export const pinned = manifest.packageManager.replace(/^pnpm@/, "").split("+")[0];

function versionOf(command, args) {
  const out = spawnSync(command, [...args, "--version"], { encoding: "utf8", env: { ...process.env, COREPACK_ENABLE_DOWNLOAD_PROMPT: "0" } });
  return out.status === 0 ? out.stdout.trim().split("\n").pop() : null;
}

let resolved;
/** @returns {{ command: string, prefix: string[] }} */
export function resolvePnpm() {
  if (resolved) return resolved;
  const candidates = [
    { command: "pnpm", prefix: [] },
    { command: "corepack", prefix: ["pnpm"] },
    { command: "npm", prefix: ["exec", "--yes", `--package=pnpm@${pinned}`, "--", "pnpm"] },
  ];
  for (const candidate of candidates) {
    if (versionOf(candidate.command, candidate.prefix) === pinned) {
      resolved = { ...candidate, binDir: binDirOf(candidate) };
      return resolved;
    }
  }
  throw new Error(`Could not run pnpm ${pinned} (tried pnpm on PATH, corepack and npm exec).`);
}

/**
 * A folder with a `pnpm` shim for the resolved command, so tools that look
 * pnpm up on PATH (turbo does) find the pinned one when it came through
 * corepack or npm exec.
 */
function binDirOf({ command, prefix }) {
  if (command === "pnpm") return null;
  const dir = join(root, "node_modules", ".cache", "housing-bin");
  mkdirSync(dir, { recursive: true });
  const quoted = [command, ...prefix].map((part) => `'${part}'`).join(" ");
  writeFileSync(join(dir, "pnpm"), `#!/bin/sh\nexec ${quoted} "$@"\n`, { mode: 0o755 });
  return dir;
}

/** The environment with the pinned pnpm first on PATH. */
export function envWithPnpm(env = process.env) {
  const { binDir } = resolvePnpm();
  return binDir ? { ...env, PATH: `${binDir}${delimiter}${env.PATH ?? ""}` } : env;
}

/** Runs pnpm with the given arguments in the repository root; exits on failure. */
export function pnpm(args, options = {}) {
  const { command, prefix } = resolvePnpm();
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: "inherit",
    ...options,
    env: envWithPnpm(options.env ?? process.env),
  });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  pnpm(process.argv.slice(2));
}
