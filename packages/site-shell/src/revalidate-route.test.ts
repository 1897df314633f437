// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

const revalidated: Array<[string, unknown]> = [];
vi.mock("next/cache", () => ({ revalidateTag: (tag: string, profile: unknown) => revalidated.push([tag, profile]) }));
vi.mock("server-only", () => ({}));

const { revalidateRoute } = await import("./revalidate-route");

const SECRET = "a-secret-of-at-least-24-characters";
const post = (body: string | null, authorization?: string) =>
  revalidateRoute(
    new Request("http://localhost:3000/_revalidate/", {
      method: "POST",
      headers: authorization ? { authorization } : {},
      body,
    }),
  );

describe("revalidation route", () => {
  beforeEach(() => {
    revalidated.length = 0;
    vi.stubEnv("HOUSING_REVALIDATE_SECRET", SECRET);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("is off (404) without a secret of 24 characters or more", async () => {
    vi.stubEnv("HOUSING_REVALIDATE_SECRET", "short");
    expect((await post(null, "Bearer short")).status).toBe(404);
  });

  it("answers 401 without the right bearer token", async () => {
    expect((await post(null)).status).toBe(401);
    expect((await post(null, `Bearer ${SECRET}x`)).status).toBe(401);
    expect(revalidated).toEqual([]);
  });

  it("revalidates everything without a body, and the tags named", async () => {
    expect((await post(null, `Bearer ${SECRET}`)).status).toBe(200);
    expect(revalidated).toEqual([["content", "max"]]);
    revalidated.length = 0;
    const response = await post(
      JSON.stringify({ tags: ["page:se:/om-oss/", "layout:no", "search:fi"] }),
      `Bearer ${SECRET}`,
    );
    expect(response.status).toBe(200);
    expect(revalidated.map(([tag]) => tag)).toEqual(["page:se:/om-oss/", "layout:no", "search:fi"]);
  });

  it('expires the tags at once with "expire": "now" (a home a booking just reserved)', async () => {
    const response = await post(JSON.stringify({ tags: ["search:se"], expire: "now" }), `Bearer ${SECRET}`);
    expect(response.status).toBe(200);
    expect(revalidated).toEqual([["search:se", { expire: 0 }]]);
  });

  it.each([
    ["{"],
    [JSON.stringify({ tags: [] })],
    [JSON.stringify({ tags: ["site:atlantis"] })],
    [JSON.stringify({ tags: ["anything"] })],
    [JSON.stringify({ tags: ["search:se"], expire: "later" })],
  ])("answers 400 for %s", async (body) => {
    expect((await post(body, `Bearer ${SECRET}`)).status).toBe(400);
    expect(revalidated).toEqual([]);
  });
});

describe("revalidation across the processes of one app", () => {
  const servers: Server[] = [];
  beforeEach(() => {
    revalidated.length = 0;
    vi.stubEnv("HOUSING_REVALIDATE_SECRET", SECRET);
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A peer process: its own route handler on a real port, recording what it was asked. */
  async function peer(calls: Array<{ relayed: boolean; body: string }>, status = 200): Promise<string> {
    const server = createServer((incoming, outgoing) => {
      let body = "";
      incoming.on("data", (chunk: Buffer) => (body += chunk.toString()));
      incoming.on("end", () => {
        calls.push({ relayed: incoming.headers["x-housing-revalidate-relayed"] === "1", body });
        outgoing.writeHead(incoming.headers.authorization === `Bearer ${SECRET}` ? status : 401).end("{}");
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("passes the call on to every peer once, marked so they do not pass it on", async () => {
    const calls: Array<{ relayed: boolean; body: string }> = [];
    const [first, second] = [await peer(calls), await peer(calls)];
    vi.stubEnv("HOUSING_REVALIDATE_PEERS", ` ${first}/ ,not a url, ${second}`);
    const body = JSON.stringify({ tags: ["search:se"], expire: "now" });
    const response = await post(body, `Bearer ${SECRET}`);
    expect(await response.json()).toEqual({ revalidated: ["search:se"], failedPeers: 0 });
    expect(calls).toEqual([
      { relayed: true, body },
      { relayed: true, body },
    ]);
  });

  it("does not pass on a call a peer passed on, and counts a peer that failed", async () => {
    const calls: Array<{ relayed: boolean; body: string }> = [];
    vi.stubEnv("HOUSING_REVALIDATE_PEERS", `${await peer(calls, 500)},http://127.0.0.1:1`);
    const relayed = await revalidateRoute(
      new Request("http://localhost:3000/_revalidate/", {
        method: "POST",
        headers: { authorization: `Bearer ${SECRET}`, "x-housing-revalidate-relayed": "1" },
      }),
    );
    expect(await relayed.json()).toEqual({ revalidated: ["content"], failedPeers: 0 });
    expect(calls).toEqual([]);
    const direct = await post(null, `Bearer ${SECRET}`);
    expect(direct.status).toBe(200);
    expect(await direct.json()).toEqual({ revalidated: ["content"], failedPeers: 2 });
    expect(revalidated).toEqual([
      ["content", "max"],
      ["content", "max"],
    ]);
  });
});
