import { describe, expect, it } from "vitest";
import {
  createLocaleFormatters,
  formatArea,
  formatAreaRange,
  formatDate,
  formatPrice,
  formatPriceRange,
  formatRooms,
} from "./format";
import type { Locale } from "./locales";

/** Expected strings write the no-break space as "·" so it is visible; a plain space means a real space. */
const nbsp = (text: string) => text.replaceAll("·", "\u00A0");
const MINUS = "\u2212";

describe("formatPrice", () => {
  it.each<[Locale, number, string]>([
    ["sv", 1234500, "1·234·500·kr"],
    ["en", 1234500, "1·234·500·kr"],
    ["nb", 1234500, "kr·1·234·500"],
    ["fi", 1234500, "1·234·500·€"],
    ["sv", 999, "999·kr"],
    ["sv", 1000, "1·000·kr"],
    ["en", 1000, "1·000·kr"],
    ["sv", 0, "0·kr"],
    ["sv", 2450000.49, "2·450·000·kr"],
    ["fi", 189900.5, "189·901·€"],
    ["sv", -0.4, "0·kr"],
    ["sv", -1500, `${MINUS}1·500·kr`],
    ["nb", -1500, `kr·${MINUS}1·500`],
    ["fi", -1500, `${MINUS}1·500·€`],
    ["en", -1500, "-1·500·kr"],
  ])("%s %d → %s", (locale, amount, expected) => {
    expect(formatPrice(amount, locale)).toBe(nbsp(expected));
  });

  it.each([NaN, Infinity, -Infinity])("gives an empty string for %d", (amount) => {
    expect(formatPrice(amount, "sv")).toBe("");
  });
});

describe("formatPriceRange", () => {
  it.each<[Locale, number, number, string]>([
    ["sv", 2450000, 3100000, "2·450·000·– 3·100·000·kr"],
    ["en", 2450000, 3100000, "2·450·000·– 3·100·000·kr"],
    ["nb", 2450000, 3100000, "kr·2·450·000·– 3·100·000"],
    ["fi", 245000, 310000, "245·000·– 310·000·€"],
    ["sv", 3100000, 2450000, "2·450·000·– 3·100·000·kr"],
    ["sv", 2450000, 2450000, "2·450·000·kr"],
    ["sv", 2450000.2, 2449999.8, "2·450·000·kr"],
    ["nb", 2450000, NaN, "kr·2·450·000"],
    ["fi", NaN, 310000, "310·000·€"],
    ["sv", NaN, NaN, ""],
  ])("%s %d–%d → %s", (locale, min, max, expected) => {
    expect(formatPriceRange(min, max, locale)).toBe(nbsp(expected));
  });

  it("shows the known end of an open range", () => {
    expect(formatPriceRange(2450000, null, "sv")).toBe(nbsp("2·450·000·kr"));
    expect(formatPriceRange(undefined, undefined, "sv")).toBe("");
  });
});

describe("formatRooms", () => {
  it.each<[Locale, number, number | undefined, string]>([
    ["sv", 3, undefined, "3·rok"],
    ["en", 3, undefined, "3·rok"],
    ["nb", 3, undefined, "3·roms"],
    ["fi", 3, undefined, "3·h+k"],
    ["sv", 2, 4, "2–4·rok"],
    ["nb", 2, 4, "2–4·roms"],
    ["fi", 2, 4, "2–4·h+k"],
    ["en", 2, 4, "2–4·rok"],
    ["sv", 4, 2, "2–4·rok"],
    ["sv", 3, 3, "3·rok"],
    ["sv", 2.5, undefined, "2,5·rok"],
    ["fi", 1.5, 2.5, "1,5–2,5·h+k"],
    ["en", 2.5, undefined, "2.5·rok"],
    ["sv", 3, NaN, "3·rok"],
    ["sv", -1, undefined, ""],
    ["sv", NaN, undefined, ""],
  ])("%s %d, %d → %s", (locale, min, max, expected) => {
    expect(formatRooms(min, max, locale)).toBe(nbsp(expected));
  });

  it("takes a single count without a maximum", () => {
    expect(formatRooms(5, "nb")).toBe(nbsp("5·roms"));
  });
});

describe("formatArea", () => {
  it.each<[Locale, number, string]>([
    ["sv", 74, "74·m²"],
    ["nb", 74, "74·m²"],
    ["fi", 74, "74·m²"],
    ["en", 74, "74·m²"],
    ["sv", 74.5, "74,5·m²"],
    ["nb", 74.5, "74,5·m²"],
    ["fi", 74.5, "74,5·m²"],
    ["en", 74.5, "74.5·m²"],
    ["sv", 74.56, "74,6·m²"],
    ["sv", 74.04, "74·m²"],
    ["sv", 1234.5, "1·234,5·m²"],
    ["en", 1234.5, "1·234.5·m²"],
    ["sv", 0, "0·m²"],
    ["sv", -5, ""],
    ["sv", Infinity, ""],
  ])("%s %d → %s", (locale, value, expected) => {
    expect(formatArea(value, locale)).toBe(nbsp(expected));
  });

  it.each<[Locale, number, number, string]>([
    ["sv", 50, 120, "50–120·m²"],
    ["sv", 120, 50.5, "50,5–120·m²"],
    ["en", 50.5, 120, "50.5–120·m²"],
    ["fi", 74.5, 74.5, "74,5·m²"],
    ["nb", 50, NaN, "50·m²"],
  ])("range %s %d–%d → %s", (locale, min, max, expected) => {
    expect(formatAreaRange(min, max, locale)).toBe(nbsp(expected));
  });
});

describe("formatDate", () => {
  // 22:30 UTC on 31 March is already 1 April in Stockholm (UTC+2 in summer time) and Helsinki.
  const lateEvening = "2025-03-31T22:30:00Z";

  it.each<[Locale, string]>([
    ["sv", "2025-04-01"],
    ["en", "2025-04-01"],
    ["nb", "01.04.2025"],
    ["fi", "01.04.2025"],
  ])("%s shows the day in the locale's time zone: %s", (locale, expected) => {
    expect(formatDate(lateEvening, locale)).toBe(expected);
    expect(formatDate(new Date(lateEvening), locale)).toBe(expected);
  });

  it("uses a given time zone", () => {
    expect(formatDate(lateEvening, "sv", "UTC")).toBe("2025-03-31");
    expect(formatDate(lateEvening, "fi", "America/New_York")).toBe("31.03.2025");
  });

  it("pads day and month", () => {
    expect(formatDate("2025-01-05T12:00:00Z", "sv")).toBe("2025-01-05");
    expect(formatDate("2025-01-05T12:00:00Z", "nb")).toBe("05.01.2025");
  });

  it("keeps a bare calendar date as it is, whatever the time zone", () => {
    expect(formatDate("2025-02-28", "sv", "Pacific/Honolulu")).toBe("2025-02-28");
    expect(formatDate("2025-02-28", "fi", "Pacific/Kiritimati")).toBe("28.02.2025");
  });

  it.each(["", "not a date", "2025-02-30", "2025-13-01", "2025-04-31T10:00:00Z"])(
    "gives an empty string for %j",
    (value) => {
      expect(formatDate(value, "sv")).toBe("");
    },
  );

  it("gives an empty string for an invalid Date", () => {
    expect(formatDate(new Date(NaN), "nb")).toBe("");
  });

  it("throws on an unknown time zone, a configuration error", () => {
    expect(() => formatDate(lateEvening, "sv", "Europe/Atlantis")).toThrow(RangeError);
  });
});

describe("createLocaleFormatters", () => {
  it("binds the locale and time zone", () => {
    const format = createLocaleFormatters("nb", "UTC");
    expect(format.formatPrice(1234500)).toBe(nbsp("kr·1·234·500"));
    expect(format.formatPriceRange(1, 2)).toBe(nbsp("kr·1·– 2"));
    expect(format.formatRooms(2, 4)).toBe(nbsp("2–4·roms"));
    expect(format.formatRooms(3)).toBe(nbsp("3·roms"));
    expect(format.formatArea(74.5)).toBe(nbsp("74,5·m²"));
    expect(format.formatAreaRange(50, 60)).toBe(nbsp("50–60·m²"));
    expect(format.formatDate("2025-03-31T22:30:00Z")).toBe("31.03.2025");
    expect(format.formatDate("2025-03-31T22:30:00Z", "Europe/Oslo")).toBe("01.04.2025");
  });
});
