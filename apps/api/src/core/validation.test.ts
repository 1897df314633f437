import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { ApiErrorBodySchema } from "@housing/contracts";
import { handleErrors, limitBody, MAX_BODY_BYTES } from "./http";
import { createLogger } from "./logger";
import { validate } from "./validation";

const InterestSchema = v.object({
  stageId: v.pipe(v.string(), v.uuid()),
  contact: v.object({ email: v.pipe(v.string(), v.email()) }),
  message: v.optional(v.string()),
  filter: v.optional(v.object({ tags: v.optional(v.array(v.object({ name: v.string() }))) })),
});

function throwAwayApp() {
  const logged: string[] = [];
  const app = new Hono();
  app.use(limitBody());
  app.post("/interest", validate("json", InterestSchema), (c) => c.json({ received: c.req.valid("json") }, 201));
  app.get("/items/:id", validate("param", v.object({ id: v.pipe(v.string(), v.regex(/^\d+$/)) })), (c) =>
    c.json(c.req.valid("param")),
  );
  app.get("/private", () => {
    throw new HTTPException(401, { message: "loginRequired" });
  });
  app.get("/boom", () => {
    throw new Error("database exploded");
  });
  app.get("/sql", () => {
    // As drizzle reports a failed query: the SQL and its parameters in the message, the SQLSTATE on the cause.
    const cause = Object.assign(new Error("invalid byte sequence for encoding UTF8: 0x00"), { code: "22021" });
    throw new Error("Failed query: insert into interests values ($1)\nparams: anna@example.se", { cause });
  });
  app.get("/sql-bug", () => {
    const cause = Object.assign(new Error('relation "nothing" does not exist'), { code: "42P01" });
    throw new Error("Failed query: select * from nothing where email = $1\nparams: anna@example.se", { cause });
  });
  handleErrors(
    app,
    createLogger("error", (line) => logged.push(line)),
  );
  return { app, logged };
}

async function post(app: Hono, body: string, contentType = "application/json") {
  const response = await app.request("/interest", { method: "POST", body, headers: { "content-type": contentType } });
  return { status: response.status, body: v.parse(ApiErrorBodySchema, await response.json()) };
}

const valid = { stageId: "2f1e6a8c-4b0d-4c1e-9d7a-3b5e8f0a1c2d", contact: { email: "anna@example.se" } };

describe("validate", () => {
  it("passes the parsed body on to the handler", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/interest", {
      method: "POST",
      body: JSON.stringify(valid),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ received: valid });
  });

  it("answers 400 with field errors under dotted paths", async () => {
    const { app } = throwAwayApp();
    const { status, body } = await post(app, JSON.stringify({ stageId: "nope", contact: { email: "not-an-email" } }));
    expect(status).toBe(400);
    expect(body.error).toBe("InvalidInput");
    expect(body.message).toBe("invalidInput");
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(["body.contact.email", "body.stageId"]);
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const { app, logged } = throwAwayApp();
    const { status, body } = await post(app, '{"stageId": ');
    expect(status).toBe(400);
    expect(body).toEqual({
      status: 400,
      error: "InvalidInput",
      message: "malformedJson",
      fieldErrors: { body: ["Malformed JSON"] },
    });
    expect(logged).toEqual([]);
  });

  it("refuses a body that is not JSON", async () => {
    const { app } = throwAwayApp();
    const { status, body } = await post(app, "stageId=1", "application/x-www-form-urlencoded");
    expect(status).toBe(400);
    expect(Object.keys(body.fieldErrors ?? {})).toEqual(["headers.content-type"]);
  });

  it("answers 413 for bodies over 1 MB, with or without a content length", async () => {
    const { app } = throwAwayApp();
    const big = JSON.stringify({ ...valid, padding: "x".repeat(MAX_BODY_BYTES) });
    const declared = await app.request("/interest", {
      method: "POST",
      body: big,
      headers: { "content-type": "application/json", "content-length": String(Buffer.byteLength(big)) },
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("connection")).toBe("close");
    expect(await declared.json()).toEqual({ status: 413, error: "PayloadTooLarge", message: "payloadTooLarge" });

    const streamed = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const response = await app.request("/interest", {
      method: "POST",
      body: streamed,
      headers: { "content-type": "application/json" },
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("refuses NUL and other control characters in any string, wherever it sits", async () => {
    const { app } = throwAwayApp();
    const withNul = await post(app, JSON.stringify({ ...valid, message: "Hej\u0000" }));
    expect(withNul.status).toBe(400);
    expect(withNul.body.fieldErrors).toEqual({ "body.message": ["Must not contain control characters"] });
    const deep = await post(app, JSON.stringify({ ...valid, filter: { tags: [{ name: "a\u001bb" }] } }));
    expect(deep.body.fieldErrors).toEqual({ "body.filter.tags.0.name": ["Must not contain control characters"] });
    // Also in a field the schema does not know, and in a key.
    const unknown = await post(app, JSON.stringify({ ...valid, extra: "\u0007", ["k\u0000"]: 1 }));
    expect(Object.keys(unknown.body.fieldErrors ?? {}).sort()).toEqual(["body", "body.extra"]);
  });

  it("keeps tabs and line breaks, which a message may hold", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/interest", {
      method: "POST",
      body: JSON.stringify({ ...valid, message: "Rad ett\r\nRad två\tslut" }),
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(201);
  });

  it("refuses an array where the schema says object, at any depth", async () => {
    const { app } = throwAwayApp();
    const top = await post(app, JSON.stringify({ ...valid, filter: [] }));
    expect(top.status).toBe(400);
    expect(top.body.fieldErrors).toEqual({ "body.filter": ["Invalid type: Expected Object but received Array"] });
    const inArray = await post(app, JSON.stringify({ ...valid, filter: { tags: [[]] } }));
    expect(Object.keys(inArray.body.fieldErrors ?? {})).toEqual(["body.filter.tags.0"]);
    expect((await post(app, "[]")).status).toBe(400);
  });

  it("refuses nesting deeper than any request of the contract without overflowing", async () => {
    const { app } = throwAwayApp();
    const depth = 100_000;
    const response = await post(app, `{"message":${"[".repeat(depth)}${"]".repeat(depth)}}`);
    expect(response.status).toBe(400);
    expect(Object.values(response.body.fieldErrors ?? {}).flat()).toContain(
      "Must not be nested more than 32 levels deep",
    );
  });

  it("validates route params under params.*", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/items/abc");
    expect(response.status).toBe(400);
    expect(v.parse(ApiErrorBodySchema, await response.json()).fieldErrors).toHaveProperty(["params.id"]);
    expect(await (await app.request("/items/42")).json()).toEqual({ id: "42" });
  });
});

describe("error handling", () => {
  it("turns an unexpected error into the generic 500 and logs its class and route, not its message", async () => {
    const { app, logged } = throwAwayApp();
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, error: "Error", message: "somethingWentWrong" });
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: "error", route: "/boom", errorClass: "Error" });
    expect(logged[0]).not.toContain("database exploded");
  });

  it("never logs a failed query's SQL or parameters", async () => {
    const { app, logged } = throwAwayApp();
    const response = await app.request("/sql-bug");
    expect(response.status).toBe(500);
    expect(JSON.parse(logged[0]!)).toMatchObject({ route: "/sql-bug", causeClass: "Error", code: "42P01" });
    expect(logged.join("\n")).not.toMatch(/anna@example|select|params/);
  });

  it("answers a value the database refuses (SQLSTATE class 22) with 400, not 500", async () => {
    const { app, logged } = throwAwayApp();
    const response = await app.request("/sql");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 400, error: "InvalidInput", message: "invalidInput" });
    expect(logged.join("\n")).not.toContain("anna@example");
  });

  it("answers a known path under another method with 405 and Allow", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/interest", { method: "PUT" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("OPTIONS, POST");
    expect(await response.json()).toEqual({ status: 405, error: "MethodNotAllowed", message: "methodNotAllowed" });
    expect((await app.request("/items/7", { method: "DELETE" })).headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });

  it("keeps the status of an HTTP exception in the error body", async () => {
    const { app, logged } = throwAwayApp();
    const response = await app.request("/private");
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: 401, error: "Unauthorized", message: "loginRequired" });
    expect(logged).toEqual([]);
  });

  it("answers unknown routes with the 404 body", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/nowhere");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: 404, error: "NotFound", message: "notFound" });
  });
});
