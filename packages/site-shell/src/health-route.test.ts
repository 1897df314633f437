// @vitest-environment node
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
// The app reads its environment once; each test here gives the API another port.
vi.mock("./env", async () => {
  const { readEnv } = await import("@housing/site-config");
  return { serverEnv: () => readEnv(process.env) };
});

const { healthRoute, readyRoute, resetReadiness } = await import("./health-route");

describe("the app's health routes", () => {
  let server: Server | undefined;
  afterEach(async () => {
    vi.unstubAllEnvs();
    resetReadiness();
    if (server) await new Promise((resolve) => server!.close(resolve));
    server = undefined;
  });

  /** A stand-in API answering /health with the given status (or never, with `hang`). */
  async function api(status: number | "hang"): Promise<{ origin: string; calls: () => number }> {
    let calls = 0;
    server = createServer((request, response) => {
      calls += 1;
      if (status === "hang") return;
      response.writeHead(request.url === "/health" ? status : 404).end("{}");
    });
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls: () => calls };
  }

  it("/health/ answers alive without asking anyone", async () => {
    vi.stubEnv("HOUSING_API_URL", "http://127.0.0.1:1");
    const response = healthRoute();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/ready/ is ready when the API answers, and keeps the answer two seconds", async () => {
    const { origin, calls } = await api(200);
    vi.stubEnv("HOUSING_API_URL", origin);
    const first = await readyRoute();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: "ok", api: { isReachable: true } });
    expect((await readyRoute()).status).toBe(200);
    expect(calls()).toBe(1);
  });

  it.each([503, "hang"] as const)("/ready/ answers 503 when the API answers %s", async (status) => {
    const { origin } = await api(status);
    vi.stubEnv("HOUSING_API_URL", origin);
    const response = await readyRoute();
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(await response.json()).toEqual({ status: "degraded", api: { isReachable: false } });
  });
});
