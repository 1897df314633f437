import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { publicOriginOf } from "./client-ip";

/*
 * The origin the API's absolute URLs (media) are built on: behind a TLS-terminating balancer the
 * API is called over plain HTTP, and the balancer says over what the client came.
 */
describe("the public origin of a request", () => {
  const originOf = async (trustedProxies: string[], headers: Record<string, string> = {}) => {
    const app = new Hono().get("/x", (c) => c.text(publicOriginOf(c, trustedProxies)));
    const response = await app.request("http://api.example.localhost:8443/x", { headers });
    return response.text();
  };

  it("takes the scheme from a trusted balancer's X-Forwarded-Proto", async () => {
    expect(await originOf(["127.0.0.1"], { "x-forwarded-proto": "https" })).toBe("https://api.example.localhost:8443");
    expect(await originOf(["127.0.0.1"], { "x-forwarded-proto": "HTTPS, http" })).toBe(
      "https://api.example.localhost:8443",
    );
  });

  it("keeps the request's own without a trusted balancer, or without a usable header", async () => {
    expect(await originOf([], { "x-forwarded-proto": "https" })).toBe("http://api.example.localhost:8443");
    expect(await originOf(["127.0.0.1"])).toBe("http://api.example.localhost:8443");
    expect(await originOf(["127.0.0.1"], { "x-forwarded-proto": "javascript" })).toBe(
      "http://api.example.localhost:8443",
    );
  });
});
