import { request, type Agent } from "node:http";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { closeConnectionsWhenShuttingDown, createReadiness } from "./health";
import { silentLogger } from "./logger";
import { gracefulShutdown } from "./shutdown";

/*
 * SIGTERM's order on a real socket: a slow request in flight finishes with 200, /ready says 503
 * on the way, new connections are refused, an idle keep-alive connection does not hold the close
 * up, and the resources close after the last request.
 */
interface Answer {
  status: number;
  body: string;
  connection: string | undefined;
}

function get(port: number, path: string, agent?: Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: "127.0.0.1", port, path, agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new connections, then closes the resources", async () => {
    const readiness = createReadiness();
    let finishSlow: () => void = () => undefined;
    let started: () => void = () => undefined;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    const app = new Hono();
    app.use(closeConnectionsWhenShuttingDown(readiness));
    app.get("/slow", async (c) => {
      started();
      await new Promise<void>((resolve) => (finishSlow = resolve));
      return c.text("done");
    });
    app.get("/ready", (c) => (readiness.isShuttingDown ? c.text("shutting down", 503) : c.text("ready")));
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const order: string[] = [];
    server.on("request", (incoming: http.IncomingMessage, outgoing: http.ServerResponse) =>
      outgoing.on("finish", () => void (incoming.url === "/slow" && order.push("answered /slow"))),
    );

    // An idle keep-alive connection, as a balancer keeps them.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await get(port, "/ready", idleAgent)).status).toBe(200);
    // The slow request on a keep-alive connection of its own.
    const slowAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(port, "/slow", slowAgent);
    await slowStarted;

    const done = gracefulShutdown({
      server,
      readiness,
      graceMs: 5000,
      logger: silentLogger,
      closeResources: async () => void order.push("resources closed"),
    });
    expect(readiness.isShuttingDown).toBe(true);
    // The listening socket is closed: a new connection is refused.
    await expect(get(port, "/ready")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(order).toEqual([]);

    finishSlow();
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, body: "done", connection: "close" });
    expect(await done).toBe(true);
    expect(order).toEqual(["answered /slow", "resources closed"]);
    idleAgent.destroy();
    slowAgent.destroy();
  });

  it("cuts connections still busy at the end of the grace period", async () => {
    const readiness = createReadiness();
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const app = new Hono().get("/forever", async () => {
      started();
      return new Promise<Response>(() => undefined);
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }) as http.Server;
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const hanging = get(port, "/forever").catch((error: NodeJS.ErrnoException) => error.code);
    await isStarted;
    const startedAt = performance.now();
    expect(
      await gracefulShutdown({ server, readiness, graceMs: 200, logger: silentLogger, closeResources: async () => {} }),
    ).toBe(true);
    expect(performance.now() - startedAt).toBeLessThan(2000);
    expect(await hanging).toBe("ECONNRESET");
  });
});
