import { describe, expect, it } from "vitest";
import { fromStoredDraft, fromStoredFiles, indexedDbFileDrafts, toStoredDraft, toStoredFiles } from "./file-drafts";

const png = (name: string, size = 16) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], name, { type: "image/png", lastModified: 1_700_000_000_000 });
};

describe("the files kept beside the draft", () => {
  it("come back as the same files, bytes, type and date", async () => {
    const [restored] = fromStoredFiles(toStoredFiles([png("a.png")]));
    expect(restored!.name).toBe("a.png");
    expect(restored!.type).toBe("image/png");
    expect(restored!.lastModified).toBe(1_700_000_000_000);
    expect(new Uint8Array(await restored!.arrayBuffer())[1]).toBe(0x50);
  });

  it("are the owner's only: another user on the same browser gets null (the draft is dropped)", () => {
    const stored = toStoredDraft([png("a.png")], "user-a");
    expect(fromStoredDraft(stored, "user-a")!.map((file) => file.name)).toEqual(["a.png"]);
    expect(fromStoredDraft(stored, "user-b")).toBeNull();
    expect(fromStoredDraft(undefined, "user-b")).toEqual([]);
  });

  it("give nothing back for a malformed record or files over the rules", () => {
    expect(fromStoredFiles(null)).toEqual([]);
    expect(fromStoredFiles([{ name: "x" }])).toEqual([]);
    expect(fromStoredFiles(toStoredFiles(Array.from({ length: 6 }, (_, i) => png(`${i}.png`))))).toEqual([]);
    const exe = new File(["MZ"], "a.exe", { type: "application/x-msdownload" });
    expect(fromStoredFiles(toStoredFiles([exe]))).toEqual([]);
  });

  it("without IndexedDB (private mode, the server) save and clear do nothing and load gives none", async () => {
    const store = indexedDbFileDrafts(undefined);
    await store.save([png("a.png")], "user-a");
    expect(await store.load("user-a")).toEqual([]);
    await expect(store.clear()).resolves.toBeUndefined();
  });

  it("a failing IndexedDB leaves the wizard without stored files rather than failing it", async () => {
    const broken = {
      open: () => {
        throw new Error("SecurityError");
      },
    } as unknown as IDBFactory;
    const store = indexedDbFileDrafts(broken);
    await expect(store.save([png("a.png")], "user-a")).resolves.toBeUndefined();
    expect(await store.load("user-a")).toEqual([]);
  });
});
