// A throw-away PostgreSQL cluster: initdb into a temp folder (owned by the
// `postgres` user when running as root), start it on a free loopback port,
// and stop and delete it afterwards. Used by with-postgres.mjs and benchmarks.
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function findPostgresBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb"))) ?? null;
}

export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a cluster and returns its URL and a stop function.
 * @param {{ settings?: Record<string, string> }} [options] extra server settings (-c name=value)
 */
export async function startPostgres(options = {}) {
  const binDir = findPostgresBinDir();
  if (!binDir)
    throw new Error("PostgreSQL server binaries not found (install Debian's postgresql-15, or set PG_BIN_DIR).");
  const isRoot = process.getuid?.() === 0;
  const dataDir = mkdtempSync(join(tmpdir(), "housing-pg-"));
  if (isRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dataDir, uid, gid);
  }
  const run = (bin, args) => runAsOwner(binDir, bin, args);
  const port = await freePort();
  const pgDir = join(dataDir, "data");
  const settings = Object.entries({ listen_addresses: "127.0.0.1", ...options.settings })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(" ");
  run("initdb", ["-D", pgDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"]);
  const serverOptions = `-p ${port} -k ${dataDir} ${settings}`;
  run("pg_ctl", ["-D", pgDir, "-o", serverOptions, "-w", "-l", join(dataDir, "log"), "start"]);
  /** What restartPostgres needs to restart this cluster from another process (bench:faults). */
  const cluster = { binDir, pgDir, options: serverOptions, log: join(dataDir, "log") };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    version: binDir.split("/").at(-2),
    cluster,
    restart() {
      restartPostgres(cluster);
    },
    stop() {
      try {
        run("pg_ctl", ["-D", pgDir, "-m", "fast", "-w", "stop"]);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Runs one of the server's programs, as the `postgres` user when this process is root (initdb refuses root). */
function runAsOwner(binDir, bin, args) {
  const [command, argv] =
    process.getuid?.() === 0
      ? ["runuser", ["-u", "postgres", "--", join(binDir, bin), ...args]]
      : [join(binDir, bin), args];
  execFileSync(command, argv, { stdio: ["ignore", "ignore", "inherit"] });
}

/**
 * Restarts a cluster startPostgres made (its `cluster`): a fast shutdown, which ends every
 * connection, then a start on the same port and settings. The clients see their connections drop.
 * @param {{ binDir: string, pgDir: string, options: string, log: string }} cluster
 */
export function restartPostgres(cluster) {
  runAsOwner(cluster.binDir, "pg_ctl", ["-D", cluster.pgDir, "-m", "fast", "-w", "stop"]);
  runAsOwner(cluster.binDir, "pg_ctl", ["-D", cluster.pgDir, "-o", cluster.options, "-w", "-l", cluster.log, "start"]);
}
