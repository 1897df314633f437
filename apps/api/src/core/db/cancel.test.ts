import type { AddressInfo } from "node:net";
import type http from "node:http";
import { serve } from "@hono/node-server";
import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sites } from "@housing/site-config";
import { createApp } from "../app";
import { handleErrors } from "../http";
import { silentLogger } from "../logger";
import { rowsOf } from "./sql";
import { cancelQueriesOnAbort } from "./cancel";
import { testDrivers, useSeededApp } from "../../testing/test-database";

/*
 * A search's database work stops with its request (cancel.ts), on PostgreSQL: a client that
 * leaves mid-query, a statement past the read time limit, and the real search endpoint called
 * with a request already gone. Run with `node ../../tooling/scripts/with-postgres.mjs npx vitest
 * run src/core/db/cancel.test.ts`; on PGlite alone there is nothing to cancel and it is skipped.
 */
const postgres = testDrivers().find((driver) => driver.name === "postgres");

describe.skipIf(!postgres)("cancelled requests on PostgreSQL", () => {
  if (!postgres) {
    it("needs TEST_DATABASE_URL", () => undefined);
    return;
  }
  const driver = postgres;
  const seeded = useSeededApp(driver, { catalogue: { objects: 500 } });
  let server: http.Server;
  let port = 0;
  const marker = () => `slow-${Math.random().toString(36).slice(2)}`;

  beforeAll(async () => {
    const app = new Hono();
    app.use(cancelQueriesOnAbort({ paths: ["/residence/"], timeoutMs: 1500 }));
    // The marker in a comment finds this query in pg_stat_activity.
    app.get("/residence/slow/:marker", async (c) => {
      const tag = sql.raw(`/* ${c.req.param("marker").replace(/[^\w-]/g, "")} */`);
      await seeded.handle.db.execute(sql`select pg_sleep(5) ${tag}`);
      return c.text("slept");
    });
    handleErrors(app, silentLogger);
    server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const running = async (tag: string) =>
    (
      await rowsOf<{ n: number }>(
        seeded.handle.db,
        sql`select count(*)::int as n from pg_stat_activity
          where state = 'active' and query like ${`%${tag}%`} and pid <> pg_backend_pid()`,
      )
    )[0]!.n;
  const waitFor = async (check: () => Promise<boolean>, ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      if (await check()) return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  };

  it("stops the query when the client leaves", async () => {
    const tag = marker();
    const controller = new AbortController();
    const call = fetch(`http://127.0.0.1:${port}/residence/slow/${tag}`, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    expect(await waitFor(async () => (await running(tag)) === 1, 3000)).toBe(true);
    const abortedAt = performance.now();
    controller.abort();
    await call;
    // The 5 s sleep is gone long before it would have ended.
    expect(await waitFor(async () => (await running(tag)) === 0, 1000)).toBe(true);
    expect(performance.now() - abortedAt).toBeLessThan(1000);
  });

  it("stops a statement past the read time limit and answers 503", async () => {
    const tag = marker();
    const startedAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}/residence/slow/${tag}`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toMatchObject({ error: "ServiceUnavailable", message: "queryCancelled" });
    expect(performance.now() - startedAt).toBeLessThan(3000);
    expect(await running(tag)).toBe(0);
  });

  it("sends no query of the search endpoint for a request already gone", async () => {
    const app = createApp({ db: seeded.handle.db, driver: driver.name, rateLimits: false });
    const body = JSON.stringify({ siteId: sites.se.siteId, limit: 5 });
    const search = (signal?: AbortSignal) =>
      app.request(
        new Request("http://api.test/residence/search_object", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
          ...(signal ? { signal } : {}),
        }),
      );
    expect((await search()).status).toBe(200);
    const gone = await search(AbortSignal.abort());
    expect(gone.status).toBe(503);
    expect(await gone.json()).toMatchObject({ message: "queryCancelled" });
  });
});
