import { describe, expect, it } from "vitest";
import { formatDecimal, INTL_DEFAULT_SYMBOLS, type DecimalOptions, type DecimalSymbols } from "./decimal";
import { LANGUAGE_TAGS, type Locale } from "./locales";

/** Intl's own parts, mapped to the symbols under test so only digits, rounding and sign are compared. */
const intlFormats = new Map<string, Intl.NumberFormat>();
function intlText(
  value: number,
  locale: Locale,
  symbols: DecimalSymbols,
  options: DecimalOptions,
  grouping: "always" | "auto",
) {
  const key = `${locale} ${options.maximumFractionDigits} ${options.signDisplay} ${grouping}`;
  let format = intlFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[locale], {
      maximumFractionDigits: options.maximumFractionDigits,
      signDisplay: options.signDisplay,
      useGrouping: grouping,
      numberingSystem: "latn",
    });
    intlFormats.set(key, format);
  }
  return format
    .formatToParts(value)
    .map((part) =>
      part.type === "group"
        ? symbols.group
        : part.type === "decimal"
          ? symbols.decimal
          : part.type === "minusSign"
            ? symbols.minus
            : part.value,
    )
    .join("");
}

/** Deterministic pseudo-random doubles of every size a page shows, with a fixed seed. */
function* samples(): Generator<number> {
  yield* [0, -0, 1, -1, 5, 9.5, 0.5, 1.5, 2.5, -2.5, 0.05, 0.15, 0.25, 0.35, 1.005, 1.0005, 2.675, 1.45, 8.345];
  yield* [0.0004, -0.0004, -0.4, -0.5, 0.9996, 0.99996, 9.9999, 99.95, 999.5, 999_999.5, 1e15, 123_456_789_012.34];
  yield* [1234, 12345, 123456, 1234567, 2_450_000.49, 189_900.5, 74.25, 74.35, 0.1 + 0.2, 1 / 3, 2 / 3];
  let seed = 20261121;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let index = 0; index < 2000; index++) {
    const magnitude = 10 ** Math.floor(next() * 10 - 3);
    const value = Math.round(next() * magnitude * 10_000) / 10_000;
    yield next() < 0.2 ? -value : value;
    // Halves at every decimal place, the cases where rounding differs between schemes.
    yield Number(`${Math.floor(next() * 1000)}.${Math.floor(next() * 100)}5`);
  }
}

const LOCALES: Locale[] = ["sv", "nb", "fi", "en"];
const symbols: DecimalSymbols = { group: "\u00A0", decimal: ",", minus: "\u2212" };

describe("formatDecimal", () => {
  it.each([0, 1, 2, 3])("rounds, groups and signs as Intl.NumberFormat does, with %i decimals", (digits) => {
    for (const signDisplay of ["auto", "negative"] as const) {
      const options = { maximumFractionDigits: digits, signDisplay };
      for (const value of samples()) {
        const expected = intlText(value, "sv", symbols, options, "always");
        expect(formatDecimal(value, symbols, options), `${value} ${signDisplay}`).toBe(expected);
      }
    }
  });

  it.each(LOCALES)("writes Intl's default style in %s with that locale's symbols (min grouping 1)", (locale) => {
    const localeSymbols = INTL_DEFAULT_SYMBOLS[locale];
    const format = new Intl.NumberFormat(LANGUAGE_TAGS[locale]);
    for (const value of samples()) {
      const expected = format.format(value).replaceAll("\u202F", "\u00A0");
      expect(formatDecimal(value, localeSymbols, { maximumFractionDigits: 3, signDisplay: "auto" }), `${value}`).toBe(
        expected,
      );
      // Intl's grouping "auto" and "always" agree in these locales.
      expect(intlText(value, locale, localeSymbols, { maximumFractionDigits: 3, signDisplay: "auto" }, "auto")).toBe(
        expected,
      );
    }
  });

  it.each([NaN, Infinity, -Infinity, 1e21, -1e21, 1e-7])("leaves %d to Intl", (value) => {
    expect(formatDecimal(value, symbols, { maximumFractionDigits: 2, signDisplay: "auto" })).toBeNull();
  });

  it("carries a rounding through every digit", () => {
    expect(formatDecimal(999_999.96, symbols, { maximumFractionDigits: 1, signDisplay: "auto" })).toBe(
      "1\u00A0000\u00A0000",
    );
    expect(formatDecimal(-0.96, symbols, { maximumFractionDigits: 1, signDisplay: "auto" })).toBe("\u22121");
  });
});
