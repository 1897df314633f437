import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { diskFileStore } from "./disk-store";
import { isSafeKey, type FileStore } from "./store";

let parent: string;
let root: string;
let store: FileStore;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "disk-store-"));
  root = join(parent, "files");
  store = diskFileStore(root);
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("isSafeKey", () => {
  it.each(["cases/1/2b9e-uuid", "a", "cases/42/file.v2_final-1"])("takes %s", (key) => {
    expect(isSafeKey(key)).toBe(true);
  });
  it.each([
    "",
    "../secret",
    "cases/../../etc/passwd",
    "/etc/passwd",
    "cases//1",
    "cases/1/",
    ".hidden",
    "a\\b",
    "a/./b",
    "ä",
    "a b",
    "x".repeat(513),
  ])("refuses %j", (key) => {
    expect(isSafeKey(key)).toBe(false);
  });
});

describe("diskFileStore", () => {
  it("puts, gets and deletes a file under its folder", async () => {
    const bytes = Buffer.alloc(200_000, 3);
    expect(await store.put("cases/1/a", Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]))).toBe(200_000);
    const stored = await store.get("cases/1/a");
    expect(stored?.size).toBe(200_000);
    expect((await bytesOf(stored!.stream)).equals(bytes)).toBe(true);
    await store.delete("cases/1/a");
    expect(await store.get("cases/1/a")).toBeNull();
    await store.delete("cases/1/a");
  });

  it("never reads or writes outside its folder", async () => {
    await writeFile(join(parent, "secret"), "outside");
    await expect(store.get("../secret")).rejects.toThrow("Unsafe");
    await expect(store.put("../secret", Readable.from(["x"]))).rejects.toThrow("Unsafe");
    await expect(store.delete("files/../../secret")).rejects.toThrow("Unsafe");
    expect(await readdir(parent)).toEqual(["secret"]);
  });

  it("leaves no file, whole or partial, when the stream fails", async () => {
    const failing = new Readable({ read() {} });
    const put = store.put("cases/2/broken", failing);
    failing.push(Buffer.alloc(50_000));
    setTimeout(() => failing.destroy(new Error("connection lost")), 20);
    await expect(put).rejects.toThrow("connection lost");
    expect(await store.get("cases/2/broken")).toBeNull();
    expect(await readdir(join(root, "cases", "2"))).toEqual([]);
  });
});
