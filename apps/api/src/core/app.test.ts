import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { HealthSchema } from "@housing/contracts";
import packageJson from "../../package.json" with { type: "json" };
import { createApp } from "./app";
import { openDatabase } from "./db/client";
import { createLogger } from "./logger";
import { get } from "../testing/requests";
import { testDrivers, useSeededApp } from "../testing/test-database";

describe.each(testDrivers())("the app on $name", (driver) => {
  const seeded = useSeededApp(driver);

  it("reports health with the driver, a reachable database and the package version", async () => {
    const response = await get(seeded.app, "/health");
    expect(response.status).toBe(200);
    expect(v.parse(HealthSchema, response.body)).toEqual({
      status: "ok",
      database: { driver: driver.name, isReachable: true },
      version: packageJson.version,
    });
  });

  it("answers unknown routes with the 404 body", async () => {
    for (const url of ["/api/nothing-here", "/om-oss/"]) {
      const response = await seeded.app.request(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ status: 404, error: "NotFound", message: "notFound" });
    }
  });

  it("answers a served path under another method with 405 and the methods it takes", async () => {
    for (const [method, url, allow] of [
      ["POST", "/health", "GET, HEAD, OPTIONS"],
      ["DELETE", "/om-oss/GetViewModel", "GET, HEAD, OPTIONS"],
      ["GET", "/residence/search_object", "OPTIONS, POST"],
    ] as const) {
      const response = await seeded.app.request(url, { method });
      expect(response.status, `${method} ${url}`).toBe(405);
      expect(response.headers.get("allow")).toBe(allow);
      expect(await response.json()).toEqual({ status: 405, error: "MethodNotAllowed", message: "methodNotAllowed" });
    }
  });

  it("logs each request with its request id and route, never its path", async () => {
    const lines: string[] = [];
    const app = createApp({
      db: seeded.handle.db,
      driver: seeded.handle.driver,
      logger: createLogger("info", (line) => lines.push(line)),
    });
    const response = await app.request("/anna.berg%40example.com/GetViewModel", {
      headers: { "x-site-key": "Jmse", "x-request-id": "trace-7" },
    });
    // A streamed body (no content length) is one the body limit wraps in a new request.
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    });
    const wrongMethod = await app.request("/health", {
      method: "POST",
      headers: { "x-request-id": "trace-8" },
      body,
      duplex: "half",
    });
    expect(wrongMethod.status).toBe(405);
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ requestId: "trace-7", route: "/:pagePath{.+}/GetViewModel", status: response.status }),
      expect.objectContaining({ requestId: "trace-8", method: "POST", status: 405 }),
    ]);
    expect(lines.join("\n")).not.toContain("anna.berg");
  });

  it("gives every answer a request id, the caller's own when it is a plain token", async () => {
    const fresh = await seeded.app.request("/health");
    expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const own = await seeded.app.request("/health", { headers: { "x-request-id": "trace-42" } });
    expect(own.headers.get("x-request-id")).toBe("trace-42");
    const hostile = await seeded.app.request("/health", { headers: { "x-request-id": "a b<script>" } });
    expect(hostile.headers.get("x-request-id")).not.toBe("a b<script>");
  });

  it("lets the local apps call with credentials and the site-key header, and nobody else", async () => {
    const preflight = await seeded.app.request("/GetViewModel", {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:3003",
        "access-control-request-method": "GET",
        "access-control-request-headers": "x-site-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3003");
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("x-site-key");

    const foreign = await get(seeded.app, "/health", undefined, { origin: "https://evil.example" });
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("health without a database", () => {
  it("stays alive (200) when the database does not answer; readiness answers 503", async () => {
    const handle = await openDatabase({ pgliteDataDir: "memory://" });
    await handle.close();
    const app = createApp({ db: handle.db, driver: handle.driver, corsOrigins: [] });
    expect((await get(app, "/health")).status).toBe(200);
    const ready = await get(app, "/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: "notReady", database: { driver: "pglite", isReachable: false } });
  });
});
