// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ApiError, createHttp } from "@housing/api-client";
import { TEST_API_USER, TEST_USER } from "./testing";
import { loadSession } from "./load-session";

// A stand-in for the API's GET /account_service/user.
let answer: { status: number; body: unknown } = { status: 200, body: TEST_API_USER };
let requests: { url: string | undefined; headers: IncomingHttpHeaders }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ url: req.url, headers: req.headers });
    res.writeHead(answer.status, { "content-type": "application/json" });
    const isRefresh = req.url === "/account_service/login/refresh_token";
    res.end(
      JSON.stringify(
        isRefresh && answer.status === 200 ? { status: "Ok", expiresAt: "2026-11-24T23:20:00.000Z" } : answer.body,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answer = { status: 200, body: TEST_API_USER };
  requests = [];
});

const now = new Date("2026-11-24T22:00:00.000Z");
const http = () => createHttp({ baseUrl, getToken: () => "the-token" });

describe("loadSession", () => {
  it("renews a token with under 30 minutes left before asking for the user (the browser's check)", async () => {
    const soon = new Date("2026-11-24T22:20:00.000Z");
    const session = await loadSession({ http: http(), expiresAt: soon, now, refresh: true });
    expect(requests.map((request) => request.url)).toEqual([
      "/account_service/login/refresh_token",
      "/account_service/user",
    ]);
    expect(session).toMatchObject({ status: "authenticated", expiresAt: "2026-11-24T23:20:00.000Z" });
    requests = [];
    await loadSession({ http: http(), expiresAt: new Date("2026-11-24T22:45:00.000Z"), now, refresh: true });
    expect(requests.map((request) => request.url)).toEqual(["/account_service/user"]);
  });

  it("ends the session when the refresh is refused", async () => {
    answer = { status: 401, body: { status: 401, error: "Unauthorized", message: "loginRequired" } };
    const session = await loadSession({
      http: http(),
      expiresAt: new Date("2026-11-24T22:10:00.000Z"),
      now,
      refresh: true,
    });
    expect(session).toEqual({ status: "anonymous" });
  });

  it("asks the API with the token and keeps only the user's summary", async () => {
    const expiresAt = new Date("2026-11-24T22:45:00.000Z");
    const session = await loadSession({ http: http(), expiresAt, now });
    expect(session).toEqual({ status: "authenticated", user: TEST_USER, expiresAt: "2026-11-24T22:45:00.000Z" });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("/account_service/user");
    expect(requests[0]!.headers.authorization).toBe("Bearer the-token");
    expect(JSON.stringify(session)).not.toContain(TEST_API_USER.securityNumber!);
  });

  it("without a known expiry, the session lasts the token's 60 minutes from now (spec section 9)", async () => {
    const session = await loadSession({ http: http(), expiresAt: null, now });
    expect(session).toMatchObject({ status: "authenticated", expiresAt: "2026-11-24T23:00:00.000Z" });
  });

  it("is anonymous without a call when the session has expired (spec section 4)", async () => {
    const session = await loadSession({ http: http(), expiresAt: new Date("2026-11-24T21:59:59.000Z"), now });
    expect(session).toEqual({ status: "anonymous" });
    expect(requests).toEqual([]);
  });

  it.each([401, 403])("is anonymous when the API answers %i", async (status) => {
    answer = { status, body: { status, error: "Unauthorized", message: "Token expired" } };
    expect(await loadSession({ http: http(), expiresAt: null, now })).toEqual({ status: "anonymous" });
  });

  it("throws any other failure (the caller keeps or shows what it had)", async () => {
    answer = { status: 500, body: { status: 500, error: "Internal", message: "Down" } };
    await expect(loadSession({ http: http(), expiresAt: null, now })).rejects.toBeInstanceOf(ApiError);
  });

  it("throws when the API's user does not match the contract", async () => {
    answer = { status: 200, body: { firstName: "Ingen id" } };
    await expect(loadSession({ http: http(), expiresAt: null, now })).rejects.toMatchObject({ status: 502 });
  });
});
