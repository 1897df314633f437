import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { EncodedPagePathSchema, pagePathKey } from "./page-path";

describe("pagePathKey", () => {
  it.each([
    ["/", "/"],
    ["/Om-Oss", "/om-oss/"],
    ["/om-oss/", "/om-oss/"],
    ["//en//About-Us", "/en/about-us/"],
    ["/Sök/", "/sök/"],
  ])("%s -> %s", (path, key) => {
    expect(pagePathKey(path)).toBe(key);
  });
});

describe("EncodedPagePathSchema", () => {
  it("decodes before normalising", () => {
    expect(v.parse(EncodedPagePathSchema, "/S%C3%B6k")).toBe("/sök/");
  });

  it.each(["/%2e%2e/etc", "/a/..", "relative", "/a%20b", "/%E0%A4%A", `/${"x".repeat(2000)}`])("rejects %s", (path) => {
    expect(v.safeParse(EncodedPagePathSchema, path).success).toBe(false);
  });

  it("accepts a path of exactly 2,000 characters", () => {
    expect(v.safeParse(EncodedPagePathSchema, `/${"x".repeat(1999)}`).success).toBe(true);
  });
});
