import type { Hono } from "hono";
import { createApp } from "../core/app";
import type { AppOptions, OutgoingMail } from "../core/dependencies";
import type { DatabaseHandle } from "../core/db/client";
import { FakeBankId } from "./bankid-fake";
import { DEMO_PASSWORD } from "./fixtures";
import { useSeededApp, type TestDriver } from "./test-database";

export { FakeBankId } from "./bankid-fake";
export { DEMO_PASSWORD, DEMO_USERS, demoUserId } from "./fixtures";

/** A clock tests move by hand. */
export class TestClock {
  time = new Date("2026-03-02T09:00:00.000Z").getTime();
  readonly now = () => new Date(this.time);
  advance(seconds: number): void {
    this.time += seconds * 1000;
  }
}

export interface AccountTestApp {
  readonly handle: DatabaseHandle;
  readonly clock: TestClock;
  readonly bankId: FakeBankId;
  readonly mails: OutgoingMail[];
  /** The app over the seeded database, with the test clock, the fake BankID and captured mails. */
  readonly app: Hono;
  /** Another app over the same database (other settings, another instance). */
  appWith(options: Partial<Omit<AppOptions, "db" | "driver">>): Hono;
}

/** One seeded database per file and driver (no catalogue), apps on top of it. */
export function useAccountApp(
  driver: TestDriver,
  options: Partial<Omit<AppOptions, "db" | "driver">> = {},
): AccountTestApp {
  const seeded = useSeededApp(driver);
  const clock = new TestClock();
  const bankId = new FakeBankId();
  const mails: OutgoingMail[] = [];
  let app: Hono | undefined;
  const appWith = (extra: Partial<Omit<AppOptions, "db" | "driver">>) =>
    createApp({
      db: seeded.handle.db,
      driver: seeded.handle.driver,
      now: clock.now,
      bankId,
      // The account flows' tests call far more often than a person; core/rate-limit tests the request limits.
      rateLimits: false,
      mailTransport: { send: (mail) => Promise.resolve(void mails.push(mail)) },
      ...options,
      ...extra,
    });
  return {
    get handle() {
      return seeded.handle;
    },
    clock,
    bankId,
    mails,
    get app() {
      app ??= appWith({});
      return app;
    },
    appWith,
  };
}

export interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { fieldErrors?: Record<string, string[]> };
}

export async function call(
  app: Hono,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await app.request(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: Answer["body"] = {};
  try {
    body = text ? (JSON.parse(text) as Answer["body"]) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, headers: response.headers, body };
}

/** Logs a demo user in by e-mail; the token of the new session. */
export async function loginByEmail(
  app: Hono,
  email: string,
  siteId: string,
  extra: { password?: string; headers?: Record<string, string> } = {},
): Promise<string> {
  const answer = await call(app, "POST", "/account_service/login/email", {
    body: { email, password: extra.password ?? DEMO_PASSWORD, siteId },
    headers: extra.headers,
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.token as string;
}
