import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { API_BASE_PATHS, sites } from "@housing/site-config";
import { buildOpenApiDocument } from "../openapi/document";
import { createApp } from "../app";
import { rowsOf } from "../db/sql";
import { call, loginByEmail, TestClock } from "../../testing/account";
import { DEMO_PASSWORD } from "../../testing/fixtures";
import { testDrivers, useSeededApp } from "../../testing/test-database";
import type { RateLimitRule } from "./rules";
import { limitedRoutes, RATE_LIMIT_RULES } from "./rules";
import { WEB_VITAL } from "../../testing/requests";

/*
 * The request limits (README.md beside this file): 429 with Retry-After once a budget is spent,
 * budgets per IP address and per account, one budget for every app over the same database, and
 * windows that start again.
 */

const RULES: RateLimitRule[] = [
  { name: "telemetry", routes: ["POST /api/webvitals/save"], perIp: { max: 3, windowSeconds: 60 } },
  {
    name: "login",
    routes: ["POST /account_service/login/email"],
    perIp: { max: 6, windowSeconds: 600 },
    perAccount: { max: 2, windowSeconds: 600 },
  },
  {
    name: "favourites",
    routes: ["POST /signup_service/favorite"],
    perIp: { max: 100, windowSeconds: 60 },
    perAccount: { max: 1, windowSeconds: 60 },
  },
];

describe.each(testDrivers())("rate limits on $name", (driver) => {
  const seeded = useSeededApp(driver);
  let clock: TestClock;
  const appOver = (rules: readonly RateLimitRule[] = RULES) =>
    createApp({
      db: seeded.handle.db,
      driver: driver.name,
      now: clock.now,
      auth: { trustedProxies: ["10.0.0.1"] },
      rateLimits: rules,
    });
  const vital = (app: ReturnType<typeof appOver>, ip: string) =>
    call(app, "POST", "/api/webvitals/save", { body: WEB_VITAL, headers: { "x-forwarded-for": ip } });
  const login = (app: ReturnType<typeof appOver>, ip: string, email: string) =>
    call(app, "POST", "/account_service/login/email", {
      body: { email, password: DEMO_PASSWORD, siteId: sites.se.siteId },
      headers: { "x-forwarded-for": ip },
    });

  const fresh = async () => {
    clock = new TestClock();
    await seeded.handle.db.execute(sql`delete from rate_limit_counters`);
  };

  it("answers 429 with Retry-After and the error body once an IP has spent its budget", async () => {
    await fresh();
    const app = appOver();
    for (let index = 0; index < 3; index++) expect((await vital(app, "203.0.113.7")).status).toBe(204);
    const limited = await vital(app, "203.0.113.7");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(limited.body).toMatchObject({ status: 429, error: "TooManyRequests", message: "tooManyRequests" });
    clock.advance(30);
    expect((await vital(app, "203.0.113.7")).headers.get("retry-after")).toBe("30");
    // Another address has a budget of its own.
    expect((await vital(app, "203.0.113.8")).status).toBe(204);
    // The window ends: the address starts again.
    clock.advance(31);
    expect((await vital(app, "203.0.113.7")).status).toBe(204);
  });

  it("shares one budget between two apps over the same database", async () => {
    await fresh();
    const first = appOver();
    const second = appOver();
    expect((await vital(first, "198.51.100.1")).status).toBe(204);
    expect((await vital(second, "198.51.100.1")).status).toBe(204);
    expect((await vital(first, "198.51.100.1")).status).toBe(204);
    expect((await vital(second, "198.51.100.1")).status).toBe(429);
    expect((await vital(first, "198.51.100.1")).status).toBe(429);
  });

  it("counts hits of concurrent requests exactly", async () => {
    await fresh();
    const apps = [appOver(), appOver()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => vital(apps[index % 2]!, "198.51.100.9")),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(7);
  });

  it("limits an e-mail's logins across addresses, and an address across e-mails", async () => {
    await fresh();
    const app = appOver();
    const email = "anna.andersson@example.com";
    expect((await login(app, "203.0.113.20", email)).status).toBe(200);
    expect((await login(app, "203.0.113.21", email.toUpperCase())).status).toBe(200);
    // The third login of the e-mail, from a third address: the account's budget is spent.
    const limited = await login(app, "203.0.113.22", email);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBe(600);
    // Another account from that address still logs in.
    expect((await login(app, "203.0.113.22", "bjorn.andersson@example.com")).status).toBe(200);
    // One address, many e-mails: its budget of 6 runs out.
    const answers = [];
    for (let index = 0; index < 6; index++) {
      answers.push((await login(app, "203.0.113.30", `nobody${index}@example.com`)).status);
    }
    expect(answers.filter((status) => status === 429)).toHaveLength(0);
    expect((await login(app, "203.0.113.30", "nobody-else@example.com")).status).toBe(429);
  });

  it("counts a logged-in user's writes per account, whatever the address", async () => {
    await fresh();
    const app = appOver();
    const token = await loginByEmail(app, "anna.andersson@example.com", sites.se.siteId, {
      headers: { "x-forwarded-for": "203.0.113.39" },
    });
    const favourite = (ip: string) =>
      call(app, "POST", "/signup_service/favorite", {
        token,
        body: { stageId: "00000000-0000-4000-8000-000000000000", objectId: null },
        headers: { "x-forwarded-for": ip },
      });
    expect((await favourite("203.0.113.40")).status).not.toBe(429);
    expect((await favourite("203.0.113.41")).status).toBe(429);
  });

  it("stores digests, never an address or an e-mail", async () => {
    const keys = await rowsOf<{ key: string }>(seeded.handle.db, sql`select key from rate_limit_counters`);
    expect(keys.length).toBeGreaterThan(0);
    for (const { key } of keys) {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it("limits the default telemetry rule at 120 a minute per address", async () => {
    await fresh();
    const app = appOver(RATE_LIMIT_RULES);
    const rule = RATE_LIMIT_RULES.find((entry) => entry.name === "telemetry")!;
    for (let index = 0; index < rule.perIp.max; index++) {
      expect((await vital(app, "192.0.2.50")).status).toBe(204);
    }
    expect((await vital(app, "192.0.2.50")).status).toBe(429);
    const experiment = await call(app, "POST", "/api/experiments/cookie/accepted", {
      headers: { "x-forwarded-for": "192.0.2.50" },
    });
    expect(experiment.status).toBe(429);
  });
});

describe("the rules and the OpenAPI document", () => {
  const document = buildOpenApiDocument("1.0.0");
  const operations = new Map<string, { responses: Record<string, unknown> }>(
    Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, { responses: Record<string, unknown> }>).map(
        ([method, operation]) => [`${method.toUpperCase()} ${path.replace(/\{\w+\}/g, ":")}`, operation] as const,
      ),
    ),
  );

  it("names only routes the API has, and documents 429 on each of them", () => {
    const limited = limitedRoutes({ retriever: API_BASE_PATHS.retriever, explorer: API_BASE_PATHS.residenceExplorer });
    expect(limited.size).toBe(RATE_LIMIT_RULES.flatMap((rule) => rule.routes).length);
    for (const route of limited) {
      const operation = operations.get(route);
      expect(operation, route).toBeDefined();
      expect(Object.keys(operation!.responses), route).toContain("429");
    }
    expect(Object.keys(operations.get("POST /residence/search_object")!.responses)).not.toContain("429");
  });
});
