import { describe, expect, it } from "vitest";
import { COMPASS_KEYS } from "@housing/contracts/explorer";
import { compassFromBearing } from "./compass";
import { balconySunHours } from "./hours";
import { createMessageTranslator, getMessages } from "@housing/i18n";
import { sunAndPanoramaMessages } from "../messages/sun-360";

const STOCKHOLM = { lat: 59.3293, lng: 18.0686, timeZone: "Europe/Stockholm", year: 2025 };

describe("balconySunHours", () => {
  it("gives a south balcony in Stockholm more midsummer sun than a north one", () => {
    const south = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "south" });
    const north = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "north" });
    expect(south).toBeGreaterThan(north);
    // The sun is more than 1° up about 18 hours; it stands due east about 07:50 and due west about 17:50.
    expect(south).toBeGreaterThan(9);
    expect(south).toBeLessThan(11);
  });

  it("still gives a north balcony early and late sun at midsummer", () => {
    const north = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "north" });
    expect(north).toBeGreaterThan(6);
    expect(north).toBeLessThan(9);
  });

  it("gives a north balcony no sun in December", () => {
    expect(balconySunHours({ ...STOCKHOLM, day: "12-21", facing: "north" })).toBe(0);
    expect(balconySunHours({ ...STOCKHOLM, day: "12-21", facing: "south" })).toBeGreaterThan(4);
  });

  it("splits the midsummer day between east and west, and a recessed balcony gets less", () => {
    const east = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "east" });
    const west = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "west" });
    expect(east).toBeGreaterThan(6);
    expect(west).toBeGreaterThan(6);
    const recessed = balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "south", maxAngle: 60 });
    expect(recessed).toBeLessThan(balconySunHours({ ...STOCKHOLM, day: "06-21", facing: "south" }));
  });

  it("never exceeds the hours the sun is up, whatever the facing", () => {
    const total = COMPASS_KEYS.map((facing) => balconySunHours({ ...STOCKHOLM, day: "06-21", facing, maxAngle: 180 }));
    for (const hours of total) expect(hours).toBeLessThan(19);
  });
});

describe("compassFromBearing", () => {
  it("names the nearest of eight points", () => {
    expect(compassFromBearing(0)).toBe("north");
    expect(compassFromBearing(350)).toBe("north");
    expect(compassFromBearing(-90)).toBe("west");
    expect(compassFromBearing(200)).toBe("south");
    expect(compassFromBearing(230)).toBe("southWest");
    expect(compassFromBearing(113)).toBe("southEast");
  });
});

describe("the card's line of balcony sun hours", () => {
  it("reads in each locale, with the locale's decimals", () => {
    const sv = createMessageTranslator("sv", getMessages("sv", [sunAndPanoramaMessages]));
    expect(sv.t("residence-explorer.sun.balconyHours", { hours: 0 })).toBe("Ingen direkt sol på balkongen den dagen");
    expect(sv.t("residence-explorer.sun.balconyHours", { hours: 1 })).toBe("1 timme direkt sol på balkongen den dagen");
    expect(sv.t("residence-explorer.sun.balconyHours", { hours: 10.5 })).toBe(
      "10,5 timmar direkt sol på balkongen den dagen",
    );
    const en = createMessageTranslator("en", getMessages("en", [sunAndPanoramaMessages]));
    expect(en.t("residence-explorer.sun.balconyHours", { hours: 10.5 })).toBe(
      "10.5 hours of direct sun on the balcony that day",
    );
  });
});
