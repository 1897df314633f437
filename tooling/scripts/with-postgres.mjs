// Runs a command with a throw-away PostgreSQL server: initdb into a temp
// folder, start on a free port, export TEST_DATABASE_URL, stop and delete
// afterwards. Used by CI (and `pnpm test:pg`) for the API's integration tests.
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

function findBinDir() {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR;
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(base, version, "bin")).find((dir) => existsSync(join(dir, "initdb"))) ?? null;
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node tooling/scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

const binDir = findBinDir();
if (!binDir) {
  console.error("PostgreSQL server binaries not found (install Debian's postgresql-15, or set PG_BIN_DIR).");
  process.exit(1);
}

const isRoot = process.getuid?.() === 0;
const dataDir = mkdtempSync(join(tmpdir(), "housing-pg-"));
const asOwner = (bin, args) =>
  isRoot ? ["runuser", ["-u", "postgres", "--", join(binDir, bin), ...args]] : [join(binDir, bin), args];
if (isRoot) {
  const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
  chownSync(dataDir, uid, gid);
}

const port = await freePort();
const pgDir = join(dataDir, "data");
const exec = (bin, args) => {
  const [cmd, argv] = asOwner(bin, args);
  execFileSync(cmd, argv, { stdio: ["ignore", "ignore", "inherit"] });
};
exec("initdb", ["-D", pgDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C"]);
exec("pg_ctl", ["-D", pgDir, "-o", `-p ${port} -k ${dataDir} -c listen_addresses=127.0.0.1`, "-w", "-l", join(dataDir, "log"), "start"]);

let status = 1;
try {
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${binDir.split("/").at(-2)} on port ${port} (TEST_DATABASE_URL set)`);
  const result = spawnSync(command[0], command.slice(1), { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url, HOUSING_TEST_POSTGRES: "1" } });
  status = result.status ?? 1;
} finally {
  try {
    exec("pg_ctl", ["-D", pgDir, "-m", "fast", "-w", "stop"]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
process.exit(status);
