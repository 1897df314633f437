import { describe, expect, it } from "vitest";
import { readTestDatabaseUrl } from "../env";
import { openDatabase } from "./client";
import { withStartupLock } from "./migrate";

/*
 * Two API processes starting together on one PostgreSQL migrate and seed one at a time
 * (withStartupLock in migrate.ts): the second's start-up work begins only when the first's has
 * ended. Two pools stand for the two processes. Run with `node ../../tooling/scripts/with-postgres.mjs
 * npx vitest run src/core/db/startup-lock.test.ts`; PGlite has one process and is not locked.
 */
const serverUrl = readTestDatabaseUrl();

describe.skipIf(!serverUrl)("start-up work on PostgreSQL", () => {
  it("runs one process's work at a time", async () => {
    const [first, second] = [
      await openDatabase({ databaseUrl: serverUrl }),
      await openDatabase({ databaseUrl: serverUrl }),
    ];
    try {
      const events: string[] = [];
      const work = (name: string) => async () => {
        events.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push(`${name} ends`);
      };
      await Promise.all([
        withStartupLock(first.connection, work("first")),
        new Promise((resolve) => setTimeout(resolve, 50)).then(() =>
          withStartupLock(second.connection, work("second")),
        ),
      ]);
      expect(events).toEqual(["first starts", "first ends", "second starts", "second ends"]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it("gives the lock back when the work fails", async () => {
    // Another process (pool) must get it: the same session could take it again without it given back.
    const [failing, next] = [
      await openDatabase({ databaseUrl: serverUrl }),
      await openDatabase({ databaseUrl: serverUrl }),
    ];
    try {
      await expect(
        withStartupLock(failing.connection, () => Promise.reject(new Error("migration failed"))),
      ).rejects.toThrow("migration failed");
      const again = withStartupLock(next.connection, () => Promise.resolve("again"));
      const late = new Promise((resolve) => setTimeout(() => resolve("still locked"), 2000));
      await expect(Promise.race([again, late])).resolves.toBe("again");
    } finally {
      await Promise.all([failing.close(), next.close()]);
    }
  });
});
