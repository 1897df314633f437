import { describe, expect, it } from "vitest";
import { isTemplateName, NOINDEX_TEMPLATE_NAMES, TEMPLATE_NAMES } from "./names";

describe("template names", () => {
  it("lists each name once", () => {
    expect(new Set(TEMPLATE_NAMES).size).toBe(TEMPLATE_NAMES.length);
  });

  it("knows its own names only", () => {
    expect(TEMPLATE_NAMES.every(isTemplateName)).toBe(true);
    expect(isTemplateName("constructor")).toBe(false);
    expect(isTemplateName("UnknownPage")).toBe(false);
  });

  it("marks the spec's never-indexed page kinds (login, my pages, booking, payment, ...)", () => {
    const noIndex = [...NOINDEX_TEMPLATE_NAMES];
    expect(noIndex.filter((name) => name.startsWith("MyPages")).length).toBeGreaterThan(10);
    expect(TEMPLATE_NAMES.filter((name) => name.startsWith("MyPages")).every((name) => NOINDEX_TEMPLATE_NAMES.has(name))).toBe(
      true,
    );
    expect(TEMPLATE_NAMES.filter((name) => !NOINDEX_TEMPLATE_NAMES.has(name)).length).toBeGreaterThan(40);
  });
});
