import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskFileStore } from "./disk-store";
import { contentDisposition, sendStoredFile } from "./download";
import { SAMPLES } from "./sample-files";
import type { FileStore } from "./store";

let dir: string;
let store: FileStore;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "download-test-"));
  store = diskFileStore(dir);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("sendStoredFile", () => {
  it("streams the stored bytes with their type, length and a safe file name, never cached", async () => {
    const bytes = Buffer.concat([Buffer.from(SAMPLES.png), Buffer.alloc(100_000, 1)]);
    await store.put("cases/1/photo", Readable.from([bytes]));
    const app = new Hono();
    app.get("/files/:id", (c) => sendStoredFile(c, store, "cases/1/photo", { type: "image/png", name: 'kök "1".png' }));
    const response = await app.request("/files/1");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="k_k _1_.png"; filename*=UTF-8''k%C3%B6k%20%221%22.png`,
    );
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("answers 404 when the store has no such file", async () => {
    const app = new Hono();
    app.get("/files/:id", (c) => sendStoredFile(c, store, "cases/1/gone", { type: "application/pdf", name: "a.pdf" }));
    expect((await app.request("/files/1")).status).toBe(404);
  });

  it("shows images and PDFs in place when asked", () => {
    expect(contentDisposition("inline", "plan.pdf")).toBe(`inline; filename="plan.pdf"; filename*=UTF-8''plan.pdf`);
  });
});
