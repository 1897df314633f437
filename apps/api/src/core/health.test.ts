import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HealthSchema, ReadySchema } from "@housing/contracts";
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { runMigrations } from "./db/migrate";
import { createReadiness, type ProviderEndpoint } from "./health";
import { testDrivers, useSeededApp } from "../testing/test-database";

/*
 * GET /health (alive, no database call) and GET /ready (the database and the configured
 * providers; 503 naming what failed, and at once during shutdown), on a live and a closed database.
 */
describe.each(testDrivers())("health and readiness on $name", (driver) => {
  const seeded = useSeededApp(driver);
  let listening: Server;
  let openUrl = "";
  let closedUrl = "";

  beforeAll(async () => {
    listening = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    openUrl = `https://127.0.0.1:${(listening.address() as AddressInfo).port}/rp/v6.0/`;
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    closedUrl = `http://user:secret@127.0.0.1:${(probe.address() as AddressInfo).port}/`;
    await new Promise((resolve) => probe.close(resolve));
  });
  afterAll(() => new Promise((resolve) => listening.close(resolve)));

  const appWith = (providers: ProviderEndpoint[], readiness = createReadiness(providers)) =>
    createApp({ db: seeded.handle.db, driver: driver.name, readiness });

  it("is ready when the database and every provider answer", async () => {
    const response = await appWith([{ name: "bankId", url: openUrl }]).request("/ready");
    expect(response.status).toBe(200);
    expect(v.parse(ReadySchema, await response.json())).toMatchObject({
      status: "ready",
      isShuttingDown: false,
      database: { driver: driver.name, isReachable: true },
      providers: [{ name: "bankId", isReachable: true }],
    });
  });

  it("stays in rotation, degraded, naming the provider that does not answer, without its address", async () => {
    const response = await appWith([
      { name: "bankId", url: openUrl },
      { name: "swish", url: closedUrl },
    ]).request("/ready");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(v.parse(ReadySchema, JSON.parse(text)).status).toBe("degraded");
    expect(v.parse(ReadySchema, JSON.parse(text)).providers).toEqual([
      { name: "bankId", isReachable: true },
      { name: "swish", isReachable: false },
    ]);
    expect(text).not.toContain("127.0.0.1");
    expect(text).not.toContain("secret");
  });

  it("answers 503 at once once shutdown began, while /health stays 200", async () => {
    const readiness = createReadiness([{ name: "swish", url: openUrl }]);
    const app = appWith([], readiness);
    expect((await app.request("/ready")).status).toBe(200);
    readiness.markShuttingDown();
    const response = await app.request("/ready");
    expect(response.status).toBe(503);
    expect(v.parse(ReadySchema, await response.json())).toMatchObject({ status: "notReady", isShuttingDown: true });
    expect((await app.request("/health")).status).toBe(200);
  });

  it("keeps /health alive without the database, and /ready says the database failed", async () => {
    const database = await openDatabase({ pgliteDataDir: "memory://" });
    await runMigrations(database.connection);
    const app = createApp({ db: database.db, driver: database.driver });
    await database.close();
    const health = await app.request("/health");
    expect(health.status).toBe(200);
    expect(v.parse(HealthSchema, await health.json()).status).toBe("ok");
    const ready = await app.request("/ready");
    expect(ready.status).toBe(503);
    expect(v.parse(ReadySchema, await ready.json()).database.isReachable).toBe(false);
    // What /ready saw, /health reports, still without a call of its own.
    expect(v.parse(HealthSchema, await (await app.request("/health")).json()).database.isReachable).toBe(false);
  });
});
