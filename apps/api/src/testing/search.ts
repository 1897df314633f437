import type { SQL } from "drizzle-orm";
import type { Hono } from "hono";
import { createApp } from "../core/app";
import { rowsOf } from "../core/db/sql";
import { REFERENCE_DATE } from "../seed/catalogue/common";
import { useSeededApp, type SeededAppOptions, type TestDriver } from "./test-database";

/** The seed's own "now" (catalogue/seed/common.ts), so date-relative filters see the rows the seed meant. */
export const TEST_NOW = REFERENCE_DATE;

export interface SearchTestApp {
  readonly app: Hono;
  rows<T>(query: SQL): Promise<T[]>;
}

/** A seeded database (once per file and driver) and an app whose clock stands at the seed's reference date. */
export function useSearchApp(driver: TestDriver, options: SeededAppOptions = { catalogue: {} }): SearchTestApp {
  const seeded = useSeededApp(driver, options);
  let app: Hono | undefined;
  return {
    get app() {
      app ??= createApp({ db: seeded.handle.db, driver: seeded.handle.driver, now: () => TEST_NOW, rateLimits: false });
      return app;
    },
    rows<T>(query: SQL) {
      return rowsOf<T>(seeded.handle.db, query);
    },
  };
}

/** A response body as tests read it: any JSON object, with the field errors of a 400 typed. */
export interface JsonBody {
  fieldErrors: Record<string, string[]>;
  [key: string]: unknown;
}

export async function getJson(app: Hono, url: string, headers: Record<string, string> = {}) {
  const response = await app.request(url, { headers });
  return { status: response.status, body: (await response.json()) as JsonBody };
}

export async function postJson(app: Hono, url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  const json: JsonBody = text ? (JSON.parse(text) as JsonBody) : { fieldErrors: {} };
  return { status: response.status, body: json };
}

/** Site GUIDs of @housing/site-config by site key, for request bodies. */
export { sites as SITE_CONFIGS } from "@housing/site-config";

/**
 * Bad inputs every JSON call must answer with a 400 and field errors (never a 500): a body of
 * the wrong type, malformed JSON, a missing content type, and a string field past any cap.
 */
export async function expectJsonBodyRejections(app: Hono, url: string): Promise<void> {
  const cases: { body: string; headers?: Record<string, string>; key?: string }[] = [
    { body: "[]" },
    { body: '{"siteId":', key: "body" },
    { body: "null" },
    { body: '"text"' },
    { body: "{}", headers: { "content-type": "text/plain" }, key: "headers.content-type" },
  ];
  for (const { body, headers, key } of cases) {
    const response = await app.request(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers },
      body,
    });
    const json = (await response.json()) as { status: number; fieldErrors?: Record<string, string[]> };
    if (response.status !== 400 || !json.fieldErrors || (key !== undefined && !(key in json.fieldErrors))) {
      throw new Error(`${url} answered ${response.status} ${JSON.stringify(json)} to ${body}`);
    }
  }
  // Just under the 1 MB cap: parsed, then refused by the schema's length caps; over it: 413, not 500.
  const big = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ siteId: "x".repeat(1_000_000) }),
  });
  if (big.status !== 400) throw new Error(`${url} answered ${big.status} to a 1 MB body`);
  const huge = await app.request(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ siteId: "x".repeat(1_100_000) }),
  });
  if (huge.status !== 413) throw new Error(`${url} answered ${huge.status} to a body over 1 MB`);
}
