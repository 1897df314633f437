/*
 * Decimal numbers written without Intl.NumberFormat. The first NumberFormat (or DateTimeFormat,
 * or supportedLocalesOf) a page creates costs the browser 20-40 ms of one-time ICU set-up on
 * its main thread, four times that on Lighthouse's phone; the search page's prices, areas,
 * counts and plural "#" need none of what ICU adds. The rounding is ICU's: half away from zero
 * on the shortest decimal form of the double (so 1.005 rounds to 1.01, as Intl does), which
 * decimal.test.ts checks against Intl.NumberFormat for every locale and option used.
 */

import type { Locale } from "./locales";

/** The parts a locale writes a decimal number with. */
export interface DecimalSymbols {
  group: string;
  decimal: string;
  minus: string;
}

/**
 * How Intl.NumberFormat's default style writes numbers in our locales ("1 234,5", "1,234.5"), with
 * CLDR's minus sign kept stable across ICU versions (U+2212 in the Nordic languages). The spec's
 * own formats (format.ts) take the decimal and minus signs from here and a no-break space between
 * thousands in every locale.
 */
export const INTL_DEFAULT_SYMBOLS: Record<Locale, DecimalSymbols> = {
  sv: { group: "\u00A0", decimal: ",", minus: "\u2212" },
  nb: { group: "\u00A0", decimal: ",", minus: "\u2212" },
  fi: { group: "\u00A0", decimal: ",", minus: "\u2212" },
  en: { group: ",", decimal: ".", minus: "-" },
};

export interface DecimalOptions {
  maximumFractionDigits: number;
  /** "auto" writes "−0" for a negative number that rounds to zero, as Intl's default does; "negative" writes "0". */
  signDisplay: "auto" | "negative";
}

/**
 * `value` as text, or null where this writer does not apply (not finite, or so large or small that
 * JavaScript writes it with an exponent): the caller then asks Intl.
 */
export function formatDecimal(value: number, symbols: DecimalSymbols, options: DecimalOptions): string | null {
  if (!Number.isFinite(value)) return null;
  const shortest = String(Math.abs(value));
  if (shortest.includes("e")) return null;
  const dot = shortest.indexOf(".");
  const integer = dot === -1 ? shortest : shortest.slice(0, dot);
  const fraction = dot === -1 ? "" : shortest.slice(dot + 1);
  const digits = Math.max(0, Math.min(20, Math.trunc(options.maximumFractionDigits)));

  let whole = integer;
  let kept = fraction;
  if (fraction.length > digits) {
    kept = fraction.slice(0, digits);
    if (fraction.charCodeAt(digits) >= 53 /* "5" */) {
      const rounded = increment(integer + kept);
      whole = rounded.slice(0, rounded.length - digits);
      kept = rounded.slice(rounded.length - digits);
    }
  }
  kept = kept.replace(/0+$/, "");

  const isZero = kept === "" && /^0*$/.test(whole);
  const isNegative = value < 0 || Object.is(value, -0);
  const sign = isNegative && (!isZero || options.signDisplay === "auto") ? symbols.minus : "";
  return `${sign}${group(whole, symbols.group)}${kept === "" ? "" : symbols.decimal + kept}`;
}

/** A string of digits plus one in its last place: "129" → "130", "99" → "100". */
function increment(digits: string): string {
  const chars = digits.split("");
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== "9") {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join("");
    }
    chars[index] = "0";
  }
  return `1${chars.join("")}`;
}

/** Thousands groups of three from the right, as the four locales write them. */
function group(integer: string, separator: string): string {
  if (integer.length <= 3) return integer;
  const head = integer.length % 3;
  const groups = head === 0 ? [] : [integer.slice(0, head)];
  for (let index = head; index < integer.length; index += 3) groups.push(integer.slice(index, index + 3));
  return groups.join(separator);
}
