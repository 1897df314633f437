import { connect } from "node:net";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { corsHeaders, limitBody, MAX_BODY_BYTES } from "./http";

function app() {
  const hono = new Hono();
  hono.use(
    corsHeaders({
      origins: ["http://localhost:3000"],
      allowMethods: ["GET", "POST", "OPTIONS"],
      allowHeaders: ["content-type", "x-site-key"],
      maxAgeSeconds: 600,
    }),
  );
  hono.get("/answer", (c) => c.json({ ok: true }));
  // Response.redirect() has immutable headers, like a fetched response.
  hono.get("/fetched", () => Response.redirect("http://localhost:3000/elsewhere", 302));
  hono.get("/fails", () => {
    throw new Error("boom");
  });
  hono.onError((_error, c) => c.json({ message: "failed" }, 500));
  return hono;
}

describe("corsHeaders", () => {
  it("answers a preflight from a listed origin with 204 and what it allows", async () => {
    const response = await app().request("/answer", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:3000", "access-control-request-method": "POST" },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("access-control-allow-methods")).toBe("GET,POST,OPTIONS");
    expect(response.headers.get("access-control-allow-headers")).toBe("content-type,x-site-key");
    expect(response.headers.get("access-control-max-age")).toBe("600");
    expect(response.headers.get("vary")).toContain("Origin");
  });

  it("adds the headers to the handler's answer, the body untouched", async () => {
    const response = await app().request("/answer", { headers: { origin: "http://localhost:3000" } });
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(response.headers.get("access-control-allow-credentials")).toBe("true");
    expect(response.headers.get("vary")).toBe("Origin");
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("never allows an origin that is not listed, nor any origin with '*'", async () => {
    const response = await app().request("/answer", { headers: { origin: "https://evil.example" } });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await app().request("/answer", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("adds them to error answers and to responses whose headers are immutable", async () => {
    const failed = await app().request("/fails", { headers: { origin: "http://localhost:3000" } });
    expect(failed.status).toBe(500);
    expect(failed.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    const fetched = await app().request("/fetched", { headers: { origin: "http://localhost:3000" } });
    expect(fetched.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
  });
});

describe("limitBody over a socket", () => {
  it("answers 413 with Connection: close and closes the connection", async () => {
    const hono = new Hono();
    hono.use(limitBody());
    hono.post("/upload", async (c) => c.json({ size: (await c.req.text()).length }));
    const server = serve({ fetch: hono.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const socket = connect(port, "127.0.0.1");
      let received = "";
      socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
      const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
      socket.write(
        "POST /upload HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n" +
          `Content-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES * 2}\r\n\r\n{"a":"`,
      );
      await closed;
      expect(received).toMatch(/^HTTP\/1\.1 413 /);
      expect(received.toLowerCase()).toContain("connection: close");
      expect(received.toLowerCase()).not.toContain("keep-alive");
    } finally {
      server.close();
    }
  });
});
