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

  it("validates route params under params.*", async () => {
    const { app } = throwAwayApp();
    const response = await app.request("/items/abc");
    expect(response.status).toBe(400);
    expect(v.parse(ApiErrorBodySchema, await response.json()).fieldErrors).toHaveProperty(["params.id"]);
    expect(await (await app.request("/items/42")).json()).toEqual({ id: "42" });
  });
});

describe("error handling", () => {
  it("turns an unexpected error into the generic 500 and logs it", async () => {
    const { app, logged } = throwAwayApp();
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status: 500, error: "Error", message: "somethingWentWrong" });
    expect(logged).toHaveLength(1);
    expect(JSON.parse(logged[0]!)).toMatchObject({ level: "error", path: "/boom", error: "database exploded" });
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
