import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { limitBody, MAX_BODY_BYTES } from "../http";
import { CASE_UPLOAD_LIMITS, maxUploadBodyBytes } from "./limits";
import { acceptUploads, takesUploads } from "./route-limit";

/** The API's shape: the core's limit on the root app, the routes in a module's sub-app mounted at "/". */
function apiWith(module: Hono): Hono {
  const app = new Hono();
  app.use(limitBody({ exempt: takesUploads }));
  app.route("/", module);
  return app;
}

function moduleRoutes(withOwnErrorHandler: boolean): Hono {
  const module = new Hono();
  if (withOwnErrorHandler) module.onError((_, c) => c.text("module error", 500));
  module.post("/case_management/case", acceptUploads(CASE_UPLOAD_LIMITS), async (c) => {
    let bytes = 0;
    for await (const chunk of c.req.raw.body!) bytes += (chunk as Uint8Array).length;
    return c.json({ bytes });
  });
  module.post("/case_management/case/:id/close", async (c) => c.json({ length: (await c.req.text()).length }));
  return module;
}

describe("acceptUploads and takesUploads", () => {
  it.each([false, true])(
    "lifts the 1 MB limit only for the marked route of a mounted module (own error handler: %s)",
    async (withOwnErrorHandler) => {
      const app = apiWith(moduleRoutes(withOwnErrorHandler));
      const twoMegabytes = "x".repeat(2 * 1024 * 1024);
      const upload = await app.request("/case_management/case", { method: "POST", body: twoMegabytes });
      expect(upload.status).toBe(200);
      expect(await upload.json()).toEqual({ bytes: 2 * 1024 * 1024 });
      const other = await app.request("/case_management/case/1/close", {
        method: "POST",
        body: "x".repeat(MAX_BODY_BYTES + 1),
      });
      expect(other.status).toBe(413);
    },
  );

  it("refuses a declared length over the upload limit before the handler runs", async () => {
    const app = apiWith(moduleRoutes(false));
    const response = await app.request("/case_management/case", {
      method: "POST",
      headers: { "content-length": String(maxUploadBodyBytes(CASE_UPLOAD_LIMITS) + 1) },
      body: new ReadableStream({
        pull: () => {
          throw new Error("read");
        },
      }),
      duplex: "half",
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ status: 413, error: "TotalTooLarge", message: "submitErrorFileSize" });
  });
});
