import { describe, expect, it } from "vitest";
import { defaultSunDate, zonedDate } from "./zoned-time";

describe("zonedDate", () => {
  it("finds the moment of a wall-clock time in summer and in winter", () => {
    expect(zonedDate(2026, 6, 21, 12, 0, "Europe/Stockholm").toISOString()).toBe("2026-06-21T10:00:00.000Z");
    expect(zonedDate(2026, 6, 21, 12, 0, "Europe/Helsinki").toISOString()).toBe("2026-06-21T09:00:00.000Z");
    expect(zonedDate(2026, 12, 21, 12, 0, "Europe/Oslo").toISOString()).toBe("2026-12-21T11:00:00.000Z");
  });

  it("starts the sun study on 21 June at noon of the stage's time zone", () => {
    expect(defaultSunDate("Europe/Stockholm", new Date("2027-02-01T00:00:00Z")).toISOString()).toBe(
      "2027-06-21T10:00:00.000Z",
    );
  });
});
