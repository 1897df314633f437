// Runs a command with a throw-away PostgreSQL server and TEST_DATABASE_URL
// pointing at it. Used by CI (and `pnpm test:pg`) for the API's integration tests.
import { spawnSync } from "node:child_process";
import { startPostgres } from "../postgres/index.mjs";

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error("usage: node tooling/scripts/with-postgres.mjs <command> [args…]");
  process.exit(2);
}

let server;
try {
  server = await startPostgres();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let status = 1;
try {
  console.log(`PostgreSQL ${server.version} on port ${server.port} (TEST_DATABASE_URL set)`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: "inherit",
    env: { ...process.env, TEST_DATABASE_URL: server.url, HOUSING_TEST_POSTGRES: "1" },
  });
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
