import { describe, expect, it } from "vitest";
import { SUN_FRAMES_PER_DAY } from "@housing/contracts/explorer";
import { dateToFrame, defaultSunMoment, frameToDate, startOfLocalDay, timeZoneOffset, zonedTimeToDate } from "./time";

describe("frameToDate", () => {
  it("reads frames as the stage's local time, summer time included", () => {
    // Stockholm and Oslo are UTC+2 in June, Helsinki UTC+3.
    expect(frameToDate(2025, "06-21", 80, "Europe/Stockholm").toISOString()).toBe("2025-06-21T18:00:00.000Z");
    expect(frameToDate(2025, "06-21", 80, "Europe/Oslo").toISOString()).toBe("2025-06-21T18:00:00.000Z");
    expect(frameToDate(2025, "06-21", 80, "Europe/Helsinki").toISOString()).toBe("2025-06-21T17:00:00.000Z");
    // Winter: UTC+1 and UTC+2.
    expect(frameToDate(2025, "12-21", 48, "Europe/Stockholm").toISOString()).toBe("2025-12-21T11:00:00.000Z");
    expect(frameToDate(2025, "12-21", 48, "Europe/Helsinki").toISOString()).toBe("2025-12-21T10:00:00.000Z");
  });

  it("has 15-minute frames from midnight", () => {
    expect(frameToDate(2025, "03-20", 0, "Europe/Stockholm").toISOString()).toBe("2025-03-19T23:00:00.000Z");
    expect(frameToDate(2025, "03-20", 1, "Europe/Stockholm").toISOString()).toBe("2025-03-19T23:15:00.000Z");
    expect(frameToDate(2025, "03-20", SUN_FRAMES_PER_DAY - 1, "Europe/Stockholm").toISOString()).toBe(
      "2025-03-20T22:45:00.000Z",
    );
  });

  it("handles the days summer time starts and ends", () => {
    // 30 March 2025: 02:00 CET jumps to 03:00 CEST. 01:00 is still winter, 04:00 summer.
    expect(frameToDate(2025, "03-30", 4, "Europe/Stockholm").toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(frameToDate(2025, "03-30", 16, "Europe/Stockholm").toISOString()).toBe("2025-03-30T02:00:00.000Z");
    // 26 October 2025: back from UTC+2 to UTC+1 at 03:00; noon is UTC+1.
    expect(frameToDate(2025, "10-26", 48, "Europe/Stockholm").toISOString()).toBe("2025-10-26T11:00:00.000Z");
  });

  it("refuses a day that is not MM-DD", () => {
    expect(() => frameToDate(2025, "6-21", 0, "Europe/Stockholm")).toThrow(RangeError);
  });
});

describe("dateToFrame", () => {
  it("gives the local day and frame, the inverse of frameToDate", () => {
    for (const timeZone of ["Europe/Stockholm", "Europe/Oslo", "Europe/Helsinki"]) {
      for (const [day, frame] of [
        ["06-21", 80],
        ["12-21", 0],
        ["03-20", 95],
        ["10-26", 48],
      ] as const) {
        expect(dateToFrame(frameToDate(2025, day, frame, timeZone), timeZone)).toEqual({ year: 2025, day, frame });
      }
    }
  });

  it("rounds down within a frame and follows the local date across UTC midnight", () => {
    expect(dateToFrame(new Date("2025-06-21T18:14:59Z"), "Europe/Stockholm").frame).toBe(80);
    expect(dateToFrame(new Date("2025-06-21T22:30:00Z"), "Europe/Helsinki")).toEqual({
      year: 2025,
      day: "06-22",
      frame: 6,
    });
  });
});

describe("offsets and defaults", () => {
  it("knows each zone's offset from Intl", () => {
    expect(timeZoneOffset(new Date("2025-06-21T12:00:00Z"), "Europe/Stockholm")).toBe(120);
    expect(timeZoneOffset(new Date("2025-01-10T12:00:00Z"), "Europe/Oslo")).toBe(60);
    expect(timeZoneOffset(new Date("2025-06-21T12:00:00Z"), "Europe/Helsinki")).toBe(180);
    expect(zonedTimeToDate(2025, 1, 1, 0, "UTC").toISOString()).toBe("2025-01-01T00:00:00.000Z");
  });

  it("opens on 21 June at noon local, and finds the local midnight", () => {
    expect(defaultSunMoment(2026, "Europe/Stockholm").toISOString()).toBe("2026-06-21T10:00:00.000Z");
    expect(startOfLocalDay(new Date("2025-06-21T21:59:00Z"), "Europe/Stockholm").toISOString()).toBe(
      "2025-06-20T22:00:00.000Z",
    );
  });
});
