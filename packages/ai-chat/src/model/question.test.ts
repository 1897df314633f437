import { describe, expect, it } from "vitest";
import { checkQuestion, questionLength } from "./question";

describe("checkQuestion", () => {
  it("accepts a question and trims it", () => {
    expect(checkQuestion("  Hur lång är garantitiden?\n")).toEqual({ ok: true, question: "Hur lång är garantitiden?" });
  });

  it("refuses an empty or whitespace-only question", () => {
    expect(checkQuestion("")).toEqual({ ok: false, problem: "empty" });
    expect(checkQuestion(" \n\t ")).toEqual({ ok: false, problem: "empty" });
  });

  it("allows 500 characters and refuses 501, counting after trimming", () => {
    expect(checkQuestion(`  ${"a".repeat(500)}  `).ok).toBe(true);
    expect(checkQuestion("a".repeat(501))).toEqual({ ok: false, problem: "tooLong" });
    expect(questionLength(`  ${"a".repeat(500)}  `)).toBe(500);
  });

  it("refuses control characters but keeps line breaks and tabs", () => {
    expect(checkQuestion("Fråga\u0000")).toEqual({ ok: false, problem: "invalidCharacters" });
    expect(checkQuestion("Rad ett\nrad\ttvå").ok).toBe(true);
  });
});
