import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import S3rver from "s3rver";
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CASE_UPLOAD_LIMITS } from "./limits";
import { readUpload } from "./read-upload";
import { s3FileStore } from "./s3-store";
import { multipartBody, SAMPLES } from "./sample-files";
import type { FileStore } from "./store";

/*
 * Against s3rver, a local S3-compatible server from npm (no S3-compatible server is packaged for
 * Debian here): it speaks the same PUT, GET and DELETE, but does not check V4 signatures, so the
 * signing itself is proven by AWS's examples in sigv4.test.ts.
 */
const BUCKET = "housing-files";
let server: S3rver;
let directory: string;
let spoolDir: string;
let store: FileStore;

async function textOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  spoolDir = await mkdtemp(join(tmpdir(), "s3-spool-"));
  server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  store = s3FileStore(
    {
      endpoint: `http://127.0.0.1:${port}`,
      bucket: BUCKET,
      region: "us-east-1",
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    { spoolDir },
  );
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
  await rm(spoolDir, { recursive: true, force: true });
});

describe("s3FileStore", () => {
  it("puts, gets and deletes a file, and answers null for a missing key", async () => {
    const bytes = Buffer.concat([Buffer.from(SAMPLES.pdf), Buffer.alloc(300_000, 7)]);
    expect(await store.put("cases/7/file-1", Readable.from([bytes]))).toBe(bytes.length);
    const stored = await store.get("cases/7/file-1");
    expect(stored?.size).toBe(bytes.length);
    expect((await textOf(stored!.stream)).equals(bytes)).toBe(true);
    await store.delete("cases/7/file-1");
    expect(await store.get("cases/7/file-1")).toBeNull();
    // Deleting what is not there is not an error.
    await store.delete("cases/7/file-1");
  });

  it("leaves nothing behind, here or in the spool folder, when the stream fails", async () => {
    const failing = new Readable({ read() {} });
    const put = store.put("cases/7/broken", failing);
    failing.push(Buffer.alloc(1000));
    failing.destroy(new Error("connection lost"));
    await expect(put).rejects.toThrow("connection lost");
    expect(await store.get("cases/7/broken")).toBeNull();
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it("refuses keys that could leave the bucket's folder", async () => {
    await expect(store.get("../other-bucket/x")).rejects.toThrow("Unsafe");
    await expect(store.delete("cases/../../x")).rejects.toThrow("Unsafe");
  });

  it("takes a whole upload from readUpload and removes it again on a refusal", async () => {
    const ok = multipartBody([
      { field: "description", value: "Trasig dörr" },
      { field: "attachments", filename: "a.png", type: "image/png", head: SAMPLES.png, size: 2 * 1024 * 1024 },
    ]);
    const request = (body: typeof ok) =>
      new Request("http://localhost/cases", {
        method: "POST",
        headers: { "content-type": body.contentType },
        body: body.stream,
        duplex: "half",
      });
    const fields = v.object({ description: v.string() });
    const accepted = await readUpload(request(ok), { limits: CASE_UPLOAD_LIMITS, store, keyPrefix: "cases/8", fields });
    if (!accepted.success) throw new Error(accepted.problem.kind);
    expect((await store.get(accepted.files[0]!.key))?.size).toBe(2 * 1024 * 1024);

    const refused = multipartBody([
      { field: "attachments", filename: "a.png", type: "image/png", head: SAMPLES.png },
      { field: "attachments", filename: "b.exe", type: "image/png", head: SAMPLES.exe },
    ]);
    const result = await readUpload(request(refused), {
      limits: CASE_UPLOAD_LIMITS,
      store,
      keyPrefix: "cases/9",
      fields,
    });
    expect(result).toEqual({ success: false, problem: { kind: "fileType", field: "attachments" } });
    const { readdir } = await import("node:fs/promises");
    const everything = await readdir(directory, { recursive: true });
    expect(everything.filter((name) => String(name).includes("cases/9"))).toEqual([]);
  });
});
