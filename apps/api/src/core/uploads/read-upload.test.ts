import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { limitBody, MAX_BODY_BYTES } from "../http";
import { diskFileStore } from "./disk-store";
import { CASE_UPLOAD_LIMITS, type UploadLimits } from "./limits";
import { sendUploadProblem } from "./problems";
import { readUpload } from "./read-upload";
import { acceptUploads, takesUploads } from "./route-limit";
import { multipartBody, SAMPLES, type MultipartBody, type Part } from "./sample-files";
import type { FileStore } from "./store";

const MB = 1024 * 1024;
const FieldsSchema = v.object({
  description: v.pipe(v.string(), v.trim(), v.minLength(1, "required"), v.maxLength(5000, "maxLength")),
});

let dir: string;
let store: FileStore;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "uploads-test-"));
  store = diskFileStore(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Every file under the store's folder, partial ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/** A tiny API with the core's 1 MB limit, one upload route and one JSON route. */
function testApp(limits: UploadLimits = CASE_UPLOAD_LIMITS): Hono {
  const app = new Hono();
  app.use(limitBody({ exempt: takesUploads }));
  app.post("/cases", acceptUploads(limits), async (c) => {
    const result = await readUpload(c.req.raw, { limits, store, keyPrefix: "cases/42", fields: FieldsSchema });
    if (!result.success) return sendUploadProblem(c, result.problem);
    return c.json({ fields: result.fields, files: result.files }, 201);
  });
  app.post("/json", async (c) => c.json({ length: (await c.req.text()).length }));
  return app;
}

function post(app: Hono, body: MultipartBody, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(
    app.request("/cases", {
      method: "POST",
      headers: { "content-type": body.contentType, ...headers },
      body: body.stream,
      duplex: "half",
    }),
  );
}

const description: Part = { field: "description", value: "Läckande kran i köket" };
function file(head: Uint8Array, size?: number, name = "file.bin", type = "application/octet-stream"): Part {
  return { field: "attachments", filename: name, type, head, ...(size === undefined ? {} : { size }) };
}

describe("readUpload: types by content", () => {
  it("stores a JPEG, PNG, PDF, MP4, QuickTime movie and DOCX with the types their bytes show", async () => {
    const kinds = ["jpeg", "png", "pdf", "mp4", "quicktime", "docx"] as const;
    // Misleading names and declared types: only the bytes count.
    const parts = kinds.map((kind) => file(SAMPLES[kind], undefined, `${kind}.txt`, "text/plain"));
    const response = await post(
      testApp({ ...CASE_UPLOAD_LIMITS, maxFiles: 6 }),
      multipartBody([description, ...parts]),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      fields: unknown;
      files: { key: string; name: string; type: string; size: number }[];
    };
    expect(body.fields).toEqual({ description: "Läckande kran i köket" });
    expect(body.files.map((stored) => stored.type)).toEqual([
      "image/jpeg",
      "image/png",
      "application/pdf",
      "video/mp4",
      "video/quicktime",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ]);
    for (const [index, kind] of kinds.entries()) {
      const stored = body.files[index]!;
      expect(stored.key).toMatch(/^cases\/42\/[0-9a-f-]{36}$/);
      expect(stored.name).toBe(`${kind}.txt`);
      expect(stored.size).toBe(SAMPLES[kind].length);
      const read = await store.get(stored.key);
      const chunks: Buffer[] = [];
      for await (const chunk of read!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(Buffer.from(SAMPLES[kind]))).toBe(true);
    }
  });

  it.each([
    ["a Windows program named photo.jpg", SAMPLES.exe, "photo.jpg", "image/jpeg"],
    ["a ZIP without word/ named report.docx", SAMPLES.zip, "report.docx", "application/octet-stream"],
    ["an HEIC photo named clip.mp4", SAMPLES.heic, "clip.mp4", "video/mp4"],
    ["an empty file", new Uint8Array(0), "empty.pdf", "application/pdf"],
  ])("refuses %s with 400 and a field error, and keeps nothing", async (_, head, name, type) => {
    const response = await post(
      testApp(),
      multipartBody([description, file(SAMPLES.png), file(head, undefined, name, type)]),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      status: 400,
      error: "InvalidInput",
      message: "invalidInput",
      fieldErrors: { "body.attachments": ["fileType"] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("names the file's own field in the type error", async () => {
    const parts: Part[] = [description, { field: "photo", filename: "a.png", type: "image/png", head: SAMPLES.exe }];
    const response = await post(testApp(), multipartBody(parts));
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({ "body.photo": ["fileType"] });
  });
});

describe("readUpload: limits (spec sections 5 and 9)", () => {
  it("takes five files and refuses a sixth with 413 and the file-size message, keeping nothing", async () => {
    const five = Array.from({ length: 5 }, () => file(SAMPLES.pdf));
    expect((await post(testApp(), multipartBody([description, ...five]))).status).toBe(201);
    await rm(dir, { recursive: true, force: true });
    const response = await post(testApp(), multipartBody([description, ...five, file(SAMPLES.png)]));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toEqual({ status: 413, error: "TooManyFiles", message: "submitErrorFileSize" });
    expect(await storedFiles()).toEqual([]);
  });

  it("counts the files already attached through maxFiles", async () => {
    const app = testApp({ ...CASE_UPLOAD_LIMITS, maxFiles: 2 });
    const response = await post(
      app,
      multipartBody([description, file(SAMPLES.png), file(SAMPLES.png), file(SAMPLES.png)]),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("TooManyFiles");
  });

  it("takes a file of exactly 20 MB and refuses one byte more, naming the field", async () => {
    const exact = await post(testApp(), multipartBody([description, file(SAMPLES.jpeg, 20 * MB)]));
    expect(exact.status).toBe(201);
    expect(((await exact.json()) as { files: { size: number }[] }).files[0]!.size).toBe(20 * MB);
    await rm(dir, { recursive: true, force: true });

    const over = await post(testApp(), multipartBody([description, file(SAMPLES.jpeg, 20 * MB + 1)]));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      status: 413,
      error: "FileTooLarge",
      message: "submitErrorFileSize",
      fieldErrors: { "body.attachments": ["fileSize"] },
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses files whose sum is over the total, removing those already stored", async () => {
    const limits = { ...CASE_UPLOAD_LIMITS, maxTotalBytes: 3 * MB };
    const body = multipartBody([description, file(SAMPLES.png, 2 * MB), file(SAMPLES.pdf, 2 * MB), file(SAMPLES.png)]);
    const response = await post(testApp(limits), body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("TotalTooLarge");
    expect(await storedFiles()).toEqual([]);
  });

  it("answers a 120 MB request with 413 long before reading it all", async () => {
    const body = multipartBody([description, file(SAMPLES.mp4, 120 * MB)]);
    const response = await post(testApp(), body);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("FileTooLarge");
    // Stopped at the chunk that crossed 20 MB, plus what the streams hold.
    expect(body.pulled()).toBeLessThan(22 * MB);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a Content-Length over the limit before reading a byte", async () => {
    const body = multipartBody([description, file(SAMPLES.mp4, 120 * MB)]);
    const response = await post(testApp(), body, { "content-length": String(body.length) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ status: 413, error: "TotalTooLarge", message: "submitErrorFileSize" });
    expect(body.pulled()).toBe(0);

    // readUpload itself checks it too, for a route without acceptUploads.
    const direct = multipartBody([description, file(SAMPLES.mp4, 120 * MB)]);
    const request = new Request("http://localhost/cases", {
      method: "POST",
      headers: { "content-type": direct.contentType, "content-length": String(direct.length) },
      body: direct.stream,
      duplex: "half",
    });
    const result = await readUpload(request, {
      limits: CASE_UPLOAD_LIMITS,
      store,
      keyPrefix: "x",
      fields: v.object({}),
    });
    expect(result).toEqual({ success: false, problem: { kind: "totalTooLarge" } });
    expect(direct.pulled()).toBe(0);
  });

  it("refuses a body over the total plus the fields' margin even when the parts are small", async () => {
    const fields = Array.from({ length: 40 }, (_, index) => ({ field: `note${index}`, value: "x".repeat(60_000) }));
    const limits = { ...CASE_UPLOAD_LIMITS, maxTotalBytes: 1 * MB };
    const response = await post(testApp(limits), multipartBody([description, ...fields]));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("TotalTooLarge");
  });

  it("leaves the 1 MB limit on every other route while upload routes take more", async () => {
    const app = testApp();
    const json = await app.request("/json", { method: "POST", body: "x".repeat(MAX_BODY_BYTES + 1) });
    expect(json.status).toBe(413);
    expect(((await json.json()) as { error: string }).error).toBe("PayloadTooLarge");
    const upload = await post(app, multipartBody([description, file(SAMPLES.pdf, 3 * MB)]));
    expect(upload.status).toBe(201);
  });
});

describe("readUpload: fields and malformed bodies", () => {
  it("checks the text fields with the schema and removes the stored files when they fail", async () => {
    const response = await post(testApp(), multipartBody([{ field: "description", value: "  " }, file(SAMPLES.png)]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      "body.description": ["required"],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses control characters in a field like every other body", async () => {
    const response = await post(testApp(), multipartBody([{ field: "description", value: "a\u0000b" }]));
    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fieldErrors: object }).fieldErrors)).toEqual(["body.description"]);
  });

  it("answers 400 to a body cut off in the middle, keeping nothing", async () => {
    const body = multipartBody([description, file(SAMPLES.png, 200_000)], { truncateAt: 150_000 });
    const response = await post(testApp(), body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: unknown }).fieldErrors).toEqual({
      body: ["Malformed multipart body"],
    });
    expect(await storedFiles()).toEqual([]);
  });

  it("answers 400 to another content type or a multipart type without a boundary", async () => {
    const app = testApp();
    const json = await app.request("/cases", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(json.status).toBe(400);
    expect(((await json.json()) as { fieldErrors: object }).fieldErrors).toHaveProperty(["headers.content-type"]);
    const noBoundary = await app.request("/cases", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; charset=utf-8" },
      body: "--x--",
    });
    expect(noBoundary.status).toBe(400);
  });

  it("ignores an empty file input and cleans the sender's file name", async () => {
    const parts: Part[] = [
      description,
      { field: "attachments", filename: "", type: "application/octet-stream", head: new Uint8Array(0) },
      file(SAMPLES.png, undefined, "C:\\Users\\anna\\bild.png", "image/png"),
      file(SAMPLES.jpeg, undefined, "köksfläkt på 3:e våningen.jpg", "image/jpeg"),
      file(SAMPLES.pdf, undefined, "faktura\u202Efdp.exe", "application/pdf"),
    ];
    const response = await post(testApp(), multipartBody(parts));
    expect(response.status).toBe(201);
    const { files } = (await response.json()) as { files: { name: string }[] };
    expect(files.map((stored) => stored.name)).toEqual(["bild.png", "köksfläkt på 3:e våningen.jpg", "fakturafdp.exe"]);
  });
});

describe("readUpload over a socket", () => {
  async function listen(app: Hono) {
    const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  }

  async function send(port: number, body: MultipartBody, headers: Record<string, string>) {
    const request = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/cases", headers });
    // Writing after the server has answered and closed fails with EPIPE or ECONNRESET: expected here.
    request.on("error", () => undefined);
    let answered = false;
    const response = new Promise<IncomingMessage>((resolve) =>
      request.once("response", (incoming) => {
        answered = true;
        resolve(incoming);
      }),
    );
    const closed = new Promise<void>((resolve) => request.once("close", resolve));
    const reader = body.stream.getReader();
    while (!answered && !request.destroyed) {
      const next = await reader.read();
      if (next.done) break;
      if (!request.write(next.value)) {
        await Promise.race([new Promise((resolve) => request.once("drain", resolve)), response, closed]);
      }
    }
    if (!answered && !request.destroyed) request.end();
    const incoming = await response;
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    return {
      status: incoming.statusCode,
      headers: incoming.headers,
      json: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
    };
  }

  it("answers a 120 MB chunked request with 413 and closes, the client having sent a fraction of it", async () => {
    const { server, port } = await listen(testApp());
    try {
      const body = multipartBody([description, file(SAMPLES.mp4, 120 * MB)]);
      const answer = await send(port, body, { "content-type": body.contentType, "transfer-encoding": "chunked" });
      expect(answer.status).toBe(413);
      expect(answer.headers.connection).toBe("close");
      expect(answer.json).toMatchObject({ error: "FileTooLarge", message: "submitErrorFileSize" });
      // 20 MB read, plus what the sockets' buffers took in before the answer arrived.
      expect(body.pulled()).toBeLessThan(40 * MB);
      expect(await storedFiles()).toEqual([]);
    } finally {
      server.close();
    }
  });

  it("answers a declared 120 MB with 413 before the client sends a byte of the body", async () => {
    const { server, port } = await listen(testApp());
    try {
      const body = multipartBody([description, file(SAMPLES.mp4, 120 * MB)]);
      const request = httpRequest({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/cases",
        headers: { "content-type": body.contentType, "content-length": String(body.length) },
      });
      request.on("error", () => undefined);
      request.flushHeaders();
      const incoming = await new Promise<IncomingMessage>((resolve) => request.once("response", resolve));
      expect(incoming.statusCode).toBe(413);
      expect(incoming.headers.connection).toBe("close");
      incoming.resume();
      expect(body.pulled()).toBe(0);
      request.destroy();
    } finally {
      server.close();
    }
  });
});

describe("readUpload: memory", () => {
  it("keeps the process's memory growth far below the bytes uploaded (3 × 5 MB)", async () => {
    const app = testApp();
    // A first upload warms up the code paths, so the measured one counts buffers, not code.
    await post(app, multipartBody([description, file(SAMPLES.mp4, 1 * MB)]));
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const parts = [file(SAMPLES.mp4, 5 * MB), file(SAMPLES.pdf, 5 * MB), file(SAMPLES.png, 5 * MB)];
    const response = await post(app, multipartBody([description, ...parts]));
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(response.status).toBe(201);
    const sizes = ((await response.json()) as { files: { size: number }[] }).files.map((stored) => stored.size);
    expect(sizes).toEqual([5 * MB, 5 * MB, 5 * MB]);
    // A rough bound: a buffering parser would grow by at least the 15 MB it holds.
    expect(peak - before).toBeLessThan(8 * MB);
  });
});

describe("FileStore keys from readUpload", () => {
  it("refuses an unsafe key prefix as a programming error", async () => {
    const body = multipartBody([description]);
    const request = new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": body.contentType },
      body: body.stream,
      duplex: "half",
    });
    await expect(
      readUpload(request, { limits: CASE_UPLOAD_LIMITS, store, keyPrefix: "../etc", fields: FieldsSchema }),
    ).rejects.toThrow("Unsafe");
  });
});
