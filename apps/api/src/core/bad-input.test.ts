import { sql } from "drizzle-orm";
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiErrorBodySchema, SITE_KEY_HEADER } from "@housing/contracts";
import { sites } from "@housing/site-config";
import { DEFAULT_AUTH_SETTINGS } from "./dependencies";
import { authSessions } from "./db/schema";
import { createLogger } from "./logger";
import { createTokenService } from "./tokens";
import type { OpenApiDocument } from "./openapi/document";
import { rowsOf } from "./db/sql";
import {
  CANARY,
  CANARY_MARKERS,
  HOSTILE_QUERIES,
  HOSTILE_SEGMENTS,
  HOSTILE_STRINGS,
  OTHER_METHODS,
  fieldPaths,
  hostileRawBodies,
  replacementValues,
  sample,
  seededRandom,
  withField,
} from "../testing/bad-input";
import { testDrivers, useSeededApp } from "../testing/test-database";

/*
 * Issue 18, item 9: every operation the API serves, read from its own OpenAPI document (so a
 * module added later is covered without touching this file), gets bounded, seeded bad input.
 * No answer may be a 5xx, every 4xx carries the contract's error body, and none of the
 * personal data in the inputs may reach the log.
 */

interface Operation {
  method: string;
  path: string;
  operationId: string;
  hasSiteKey: boolean;
  hasQuery: boolean;
  body?: { example: unknown; mediaTypes: string[] };
  isPlanned: boolean;
  /** Sent with a fresh login token, so bad input reaches the handler behind the session check. */
  requiresUser: boolean;
  /** Sent with the catalogue writers' secret, so bad input reaches the handler behind that check. */
  requiresAdmin: boolean;
}

interface Probe {
  operationId: string;
  what: string;
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  /** Input the validation layer must refuse with 400 whatever the field: a control character, an array for an object. */
  isRefused?: boolean;
}

const ADMIN_TOKEN = "the-catalogue-writers-secret-of-this-test";

/** Field paths mutated per operation; the seed picks which, so runs compare. */
const MUTATED_FIELDS_PER_OPERATION = 12;
const VALUES_PER_FIELD = 6;

function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const operation = raw as {
        operationId: string;
        parameters?: { in: string; name: string }[];
        requestBody?: { content: Record<string, { example?: unknown }> };
        "x-planned"?: boolean;
        security?: Record<string, unknown>[];
      };
      const content = operation.requestBody?.content;
      const example = content?.["application/json"]?.example;
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: operation.operationId,
        hasSiteKey: (operation.parameters ?? []).some((parameter) => parameter.name === SITE_KEY_HEADER),
        hasQuery: (operation.parameters ?? []).some((parameter) => parameter.in === "query"),
        body: content ? { example: example ?? {}, mediaTypes: Object.keys(content) } : undefined,
        isPlanned: operation["x-planned"] === true,
        requiresUser: (operation.security ?? []).some((scheme) => "bearerAuth" in scheme),
        requiresAdmin: (operation.security ?? []).some((scheme) => "adminToken" in scheme),
      });
    }
  }
  return operations;
}

/** Plausible path parameters, so a probe of one parameter reaches the handler past the others. */
function defaultParameter(name: string): string {
  if (name === "siteId") return sites.se.siteId;
  if (name === "pagePath") return "om-oss";
  if (name === "code") return "cookie-consent";
  if (name === "value") return "1";
  return "5c931c9c-7383-5bbe-a2f5-358db0c9b641";
}

function fillPath(template: string, replaced?: { name: string; value: string }): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === replaced?.name ? replaced.value : defaultParameter(name),
  );
}

function probesOf(operation: Operation, random: () => number, knownMethods: Set<string>): Probe[] {
  const headers: Record<string, string> = operation.hasSiteKey ? { [SITE_KEY_HEADER]: "Jmse" } : {};
  const base = { operationId: operation.operationId, method: operation.method };
  const url = fillPath(operation.path);
  const probes: Probe[] = [];
  const json = (what: string, body: string, extraHeaders: Record<string, string> = {}, isRefused = false): Probe => ({
    ...base,
    what,
    url,
    headers: { "content-type": "application/json", ...headers, ...extraHeaders },
    body,
    isRefused,
  });

  for (const name of [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!)) {
    for (const segment of HOSTILE_SEGMENTS) {
      probes.push({
        ...base,
        what: `path ${name}=${segment.slice(0, 40)}`,
        url: fillPath(operation.path, { name, value: segment }),
        headers,
      });
    }
  }
  for (const query of sample(random, HOSTILE_QUERIES, operation.hasQuery ? HOSTILE_QUERIES.length : 4)) {
    const body = operation.body ? JSON.stringify(operation.body.example) : undefined;
    probes.push({
      ...base,
      what: `query ${query.slice(0, 40)}`,
      url: `${url}?${query}`,
      headers: body ? { "content-type": "application/json", ...headers } : headers,
      body,
    });
  }
  if (operation.hasSiteKey) {
    for (const siteKey of ["", "Nope", CANARY.name, "x".repeat(3_000)]) {
      probes.push({ ...base, what: `site key ${siteKey.slice(0, 20)}`, url, headers: { [SITE_KEY_HEADER]: siteKey } });
    }
  }
  if (operation.body) {
    const { example } = operation.body;
    for (const raw of hostileRawBodies()) probes.push(json(`raw body ${raw.slice(0, 30)}`, raw));
    // A multipart call (an upload) checks who asks before it reads a byte: its fields are probed by its own tests.
    const takesJson = operation.body.mediaTypes.includes("application/json");
    for (const path of takesJson ? sample(random, fieldPaths(example), MUTATED_FIELDS_PER_OPERATION) : []) {
      const original = path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)[key], example);
      const isObject = typeof original === "object" && original !== null && !Array.isArray(original);
      for (const value of sample(random, replacementValues(), VALUES_PER_FIELD)) {
        const what = `body.${path.join(".")} = ${JSON.stringify(value)?.slice(0, 40)}`;
        const isRefused =
          (typeof value === "string" && HOSTILE_STRINGS.includes(value)) || (isObject && Array.isArray(value));
        probes.push(json(what, JSON.stringify(withField(example, path, value)), {}, isRefused));
      }
    }
    for (const contentType of ["text/plain", "application/xml", "application/json; charset=utf-16", ""]) {
      probes.push(
        json(`content type ${contentType}`, `{"email":"${CANARY.email}\\u0000"}`, { "content-type": contentType }),
      );
    }
    probes.push(json("body over 1 MB", JSON.stringify({ text: `${CANARY.name} `.repeat(70_000) })));
  }
  for (const method of OTHER_METHODS.filter((other) => !knownMethods.has(other))) {
    probes.push({ ...base, method, what: `method ${method}`, url, headers, body: method === "GET" ? undefined : "{}" });
  }
  return probes;
}

describe.each(testDrivers())("bad input to every operation on $name", (driver) => {
  const logLines: string[] = [];
  const seeded = useSeededApp(driver, {
    catalogue: { objects: 200 },
    logger: createLogger("debug", (line) => logLines.push(line)),
    app: { adminToken: ADMIN_TOKEN },
  });
  let operations: Operation[] = [];
  /** A new session of a demo user per probe: a probe may log out or change the password, ending others. */
  let freshToken: () => Promise<string> = () => Promise.reject(new Error("not ready"));

  beforeAll(async () => {
    const response = await seeded.app.request("/openapi.json");
    operations = operationsOf((await response.json()) as OpenApiDocument);
    const tokens = createTokenService(seeded.handle.db, DEFAULT_AUTH_SETTINGS, () => new Date());
    const [user] = await rowsOf<{ id: string }>(
      seeded.handle.db,
      sql`select id from users where email = 'anna.andersson@example.com'`,
    );
    freshToken = async () => {
      const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
      const [session] = await seeded.handle.db
        .insert(authSessions)
        .values({ userId: user!.id, loginMethod: "bank_id", loginType: "private", siteKey: "Jmse", expiresAt })
        .returning({ id: authSessions.id });
      return tokens.signSession(
        {
          sub: user!.id,
          sid: session!.id,
          bank_id: true,
          login_method: "bank_id",
          login_type: "private",
          association: null,
          site: "Jmse",
        },
        expiresAt,
      );
    };
    // The interest form's example names a stage of no database; a real one lets bad input reach the insert.
    const [stage] = await rowsOf<{ id: string }>(
      seeded.handle.db,
      sql`select id from stages where site_key = 'Jmse' order by id limit 1`,
    );
    for (const operation of operations) {
      const example = operation.body?.example as Record<string, unknown> | undefined;
      if (example && "stageId" in example && stage) {
        example.stageId = stage.id;
        delete example.objectId;
        Object.assign(example, { firstName: CANARY.name, email: CANARY.email, phone: CANARY.phone });
      }
    }
  });

  it("answers no 5xx and the contract's error body for every 4xx", async () => {
    expect(operations.length).toBeGreaterThan(20);
    const random = seededRandom(18);
    const methodsByPath = new Map<string, Set<string>>();
    for (const operation of operations) {
      (methodsByPath.get(operation.path) ?? methodsByPath.set(operation.path, new Set()).get(operation.path)!).add(
        operation.method,
      );
    }
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const probes = probesOf(operation, random, methodsByPath.get(operation.path)!);
      for (const probe of probes) {
        const headers = operation.requiresUser
          ? { ...probe.headers, authorization: `Bearer ${await freshToken()}` }
          : operation.requiresAdmin
            ? { ...probe.headers, authorization: `Bearer ${ADMIN_TOKEN}` }
            : probe.headers;
        const response = await seeded.app.request(probe.url, { method: probe.method, headers, body: probe.body });
        sent++;
        const text = await response.text();
        const label = `${probe.operationId} ${probe.method} ${probe.what}: ${response.status}`;
        if (response.status >= 500) failures.push(label);
        if (probe.isRefused && response.status !== 400) failures.push(`${label}, expected 400`);
        if (response.status >= 400 && !v.is(ApiErrorBodySchema, JSON.parse(text || "null"))) {
          failures.push(`${label} without the error body`);
        }
        if (probe.what.startsWith("method") && !operation.isPlanned) {
          const allow = response.headers.get("allow") ?? "";
          if (response.status !== 405 || !allow.includes(operation.method)) failures.push(`${label}, Allow "${allow}"`);
        }
        if (response.status === 413 && response.headers.get("connection") !== "close") {
          failures.push(`${label} without Connection: close`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(operations.length * 20);
  }, 300_000); // Every operation of every module, one after another: minutes on a busy CI machine.

  it("writes none of the personal data it was sent to the log", () => {
    expect(logLines.length).toBeGreaterThan(100);
    const leaks = logLines.filter((line) =>
      CANARY_MARKERS.some((marker) => line.toLowerCase().includes(marker.toLowerCase())),
    );
    expect(leaks.map((line) => line.slice(0, 300))).toEqual([]);
  });
});
