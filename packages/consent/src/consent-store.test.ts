import { afterEach, describe, expect, it, vi } from "vitest";
import { newAnonymousId } from "./consent-store";

const GUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe("newAnonymousId", () => {
  it("is a version 4 GUID", () => {
    expect(newAnonymousId()).toMatch(GUID_V4);
  });

  it("is a version 4 GUID where randomUUID is missing (plain http)", () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal("crypto", {
      getRandomValues: <T extends ArrayBufferView>(array: T) => realCrypto.getRandomValues(array),
    });
    const ids = new Set(Array.from({ length: 20 }, () => newAnonymousId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(GUID_V4);
  });
});
