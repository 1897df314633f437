import { createHash } from "node:crypto";
import type { Hono } from "hono";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import packageJson from "../../../package.json" with { type: "json" };
import { createApp } from "../app";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { buildOpenApiDocument, OPERATIONS } from "./document";
import { OPERATION_TAGS } from "./operation";
import { DOCUMENTATION_PATHS } from "./routes";

/** Routes that serve files, the docs themselves or development pages, not contract calls. */
const isOutsideContract = (path: string) =>
  (DOCUMENTATION_PATHS as readonly string[]).includes(path) || path.startsWith("/media/") || path.startsWith("/_dev/");

/**
 * The OpenAPI paths a Hono route path answers: `:name` and `:name{regex}` become `{name}`, and an
 * optional `:name?` segment gives the path with and without it.
 */
function openApiPathsOf(honoPath: string): string[] {
  let variants = [""];
  for (const segment of honoPath.split("/").filter(Boolean)) {
    const param = /^:(\w+)(\{.*\})?(\?)?$/.exec(segment);
    const part = param ? `/{${param[1]}}` : `/${segment}`;
    variants = param?.[3] ? [...variants, ...variants.map((path) => path + part)] : variants.map((path) => path + part);
  }
  return variants.map((path) => path || "/");
}

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openDatabase({ pgliteDataDir: "memory://" });
  app = createApp({ db: handle.db, driver: handle.driver, corsOrigins: [] });
});

afterAll(() => handle.close());

describe("route coverage", () => {
  it("reads Hono route paths as OpenAPI paths", () => {
    expect(openApiPathsOf("/:pagePath{.+}/GetViewModel")).toEqual(["/{pagePath}/GetViewModel"]);
    expect(openApiPathsOf("/residence/search/stage_tags/:siteId/:id?")).toEqual([
      "/residence/search/stage_tags/{siteId}",
      "/residence/search/stage_tags/{siteId}/{id}",
    ]);
  });

  it("documents every route of the app, and serves every operation that is not planned", () => {
    const served = new Set(
      app.routes
        .filter((route) => route.method !== "ALL" && !isOutsideContract(route.path))
        .flatMap((route) => openApiPathsOf(route.path).map((path) => `${route.method} ${path}`)),
    );
    const documented = new Set(
      OPERATIONS.filter((operation) => !operation.isPlanned).map(
        (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
      ),
    );
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it("has no route for an operation still marked planned, so the mark goes when the handler comes", () => {
    const served = app.routes.flatMap((route) => openApiPathsOf(route.path).map((path) => `${route.method} ${path}`));
    const planned = OPERATIONS.filter((operation) => operation.isPlanned).map(
      (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
    );
    expect(planned.filter((operation) => served.includes(operation))).toEqual([]);
  });
});

describe("the OpenAPI document", () => {
  const document = buildOpenApiDocument("1.2.3");

  it("is OpenAPI 3.1 with unique operation ids in known tags", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info.version).toBe("1.2.3");
    const ids = OPERATIONS.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = OPERATION_TAGS.map((tag) => tag.name as string);
    expect(OPERATIONS.filter((operation) => !tags.includes(operation.tag))).toEqual([]);
  });

  it("resolves every $ref to a component schema", () => {
    const refs = [...JSON.stringify(document).matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1]!);
    expect(refs.length).toBeGreaterThan(50);
    const missing = refs.filter((ref) => !(ref.replace("#/components/schemas/", "") in document.components.schemas));
    expect(missing).toEqual([]);
  });

  it("shows examples that pass the schemas the API validates with", () => {
    for (const operation of OPERATIONS) {
      const samples = [
        ...(operation.body?.example === undefined ? [] : [[operation.body.schema, operation.body.example] as const]),
        ...Object.values(operation.responses).flatMap((response) =>
          response.schema && response.example !== undefined ? [[response.schema, response.example] as const] : [],
        ),
      ];
      for (const [schema, example] of samples) {
        const result = v.safeParse(schema, example);
        expect(
          result.issues?.map((issue) => v.getDotPath(issue)),
          operation.operationId,
        ).toBeUndefined();
      }
    }
  });

  it("gives every input-taking operation a 400 with the error body, and every body a 413", () => {
    const searchObjects = document.paths["/residence/search_object"]!.post!;
    expect(Object.keys(searchObjects.responses as object).sort()).toEqual(["200", "400", "413", "500"]);
    const health = document.paths["/health"]!.get!;
    expect(Object.keys(health.responses as object).sort()).toEqual(["200", "500"]);
    const ready = document.paths["/ready"]!.get!;
    expect(Object.keys(ready.responses as object).sort()).toEqual(["200", "500", "503"]);
    expect(JSON.stringify(searchObjects.responses)).toContain("#/components/schemas/ApiErrorBody");
  });

  it("carries the cross-field rules and the sendBeacon media type", () => {
    expect(document.components.schemas.SearchFilter).toMatchObject({
      "x-rules": expect.arrayContaining(["maxPrice must not be below minPrice"]) as unknown,
    });
    const webVitals = document.paths["/api/webvitals/save"]!.post!.requestBody as { content: Record<string, unknown> };
    expect(Object.keys(webVitals.content)).toEqual(["application/json", "text/plain"]);
    expect(webVitals.content["text/plain"]).toMatchObject({
      schema: {
        type: "string",
        contentMediaType: "application/json",
        contentSchema: { $ref: "#/components/schemas/WebVitalsReport" },
      },
    });
  });

  it("lists only known site ids and documents the path parameters", () => {
    expect(document.components.schemas.SiteId).toMatchObject({
      enum: expect.arrayContaining([expect.any(String)]) as unknown,
    });
    const lastVisited = document.paths["/timeseries/lastvisited/{userOrAnonId}/{siteId}"]!.get!;
    expect((lastVisited.parameters as { name: string; in: string }[]).map((p) => `${p.in}:${p.name}`)).toEqual([
      "path:userOrAnonId",
      "path:siteId",
    ]);
  });
});

describe("serving the docs", () => {
  it("serves the document at /openapi.json with the package version", async () => {
    const response = await app.request("/openapi.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as { openapi: string; info: { version: string }; paths: object };
    expect(body.openapi).toBe("3.1.0");
    expect(body.info.version).toBe(packageJson.version);
    expect(Object.keys(body.paths)).toContain("/residence/search_object");
  });

  it("serves a self-contained docs page that loads nothing from elsewhere", async () => {
    const response = await app.request("/docs");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(html).not.toMatch(/https?:\/\/(?!json-schema\.org)[^"\s]*\.(js|css|woff2?)/i);

    const embedded = /<script type="application\/json" id="openapi-document">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(embedded)).toEqual(await (await app.request("/openapi.json")).json());

    // The CSP allows exactly the inline script and style the page carries, and no other source.
    const policy = response.headers.get("content-security-policy")!;
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(policy).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
    expect(policy).toContain("default-src 'none'");
  });
});
