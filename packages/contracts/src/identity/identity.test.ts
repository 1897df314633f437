import { describe, expect, it } from "vitest";
import {
  isValidSwedishOrganisationNumber,
  parseFinnishPersonalNumber,
  parseNorwegianPersonalNumber,
  parsePersonalNumber,
  parseSwedishPersonalNumber,
} from ".";

const TODAY = new Date("2026-11-25T12:00:00Z");

describe("Swedish personal numbers", () => {
  it("accepts the usual spellings and normalises to 12 digits", () => {
    for (const input of ["850312-1231", "8503121231", "19850312-1231", "198503121231", " 850312-1231 "]) {
      expect(parseSwedishPersonalNumber(input, TODAY)).toEqual({
        ok: true,
        normalized: "198503121231",
        birthDate: "1985-03-12",
        temporary: false,
      });
    }
  });

  it("places a ten-digit number in the latest century not in the future, a century back with +", () => {
    const young = parseSwedishPersonalNumber("010909-5679", TODAY);
    expect(young.ok && young.normalized).toBe("200109095679");
    const old = parseSwedishPersonalNumber("010909+5679", TODAY);
    expect(old.ok && old.normalized).toBe("190109095679");
  });

  it("accepts co-ordination numbers (day + 60)", () => {
    // 850372 with the Luhn digit of 850372123
    const result = parseSwedishPersonalNumber("850372-1238", TODAY);
    expect(result).toMatchObject({ ok: true, birthDate: "1985-03-12", temporary: true });
  });

  it("tells a wrong shape from a wrong check digit", () => {
    expect(parseSwedishPersonalNumber("850312-123", TODAY)).toEqual({ ok: false, error: "pnrFormat" });
    expect(parseSwedishPersonalNumber("850231-1231", TODAY)).toEqual({ ok: false, error: "pnrFormat" });
    expect(parseSwedishPersonalNumber("19850312+1231", TODAY)).toEqual({ ok: false, error: "pnrFormat" });
    expect(parseSwedishPersonalNumber("850312-1232", TODAY)).toEqual({ ok: false, error: "pnrControl" });
  });

  it("checks organisation numbers", () => {
    expect(isValidSwedishOrganisationNumber("556036-0793")).toBe(true);
    expect(isValidSwedishOrganisationNumber("5560360793")).toBe(true);
    expect(isValidSwedishOrganisationNumber("556036-0794")).toBe(false);
    // third digit below 2 is a personal number, not an organisation
    expect(isValidSwedishOrganisationNumber("850312-1231")).toBe(false);
  });
});

describe("Norwegian fødselsnummer", () => {
  it("accepts the reference number and the demo users", () => {
    expect(parseNorwegianPersonalNumber("15108695088")).toMatchObject({ ok: true, birthDate: "1986-10-15" });
    expect(parseNorwegianPersonalNumber("150786 10090")).toMatchObject({ ok: true, normalized: "15078610090" });
  });

  it("refuses wrong check digits and impossible dates", () => {
    expect(parseNorwegianPersonalNumber("15108695089")).toEqual({ ok: false, error: "pnrControl" });
    expect(parseNorwegianPersonalNumber("32108695088")).toEqual({ ok: false, error: "pnrFormat" });
    expect(parseNorwegianPersonalNumber("1510869508")).toEqual({ ok: false, error: "pnrFormat" });
  });

  it("reads D-numbers (day + 40)", () => {
    // 55108695088 is 15108695088 with day + 40; recompute its check digits
    const result = parsePersonalNumber("no", "551086950" + checkDigitsNo("551086950"));
    expect(result).toMatchObject({ ok: true, birthDate: "1986-10-15", temporary: true });
  });
});

describe("Finnish henkilötunnus", () => {
  it("accepts the reference numbers", () => {
    expect(parseFinnishPersonalNumber("131052-308T")).toMatchObject({ ok: true, birthDate: "1952-10-13" });
    expect(parseFinnishPersonalNumber("010200A9618")).toMatchObject({ ok: true, birthDate: "2000-02-01" });
    expect(parseFinnishPersonalNumber("131052-308t")).toMatchObject({ ok: true, normalized: "131052-308T" });
  });

  it("refuses a wrong control character, an unknown century sign and individual number 001", () => {
    expect(parseFinnishPersonalNumber("131052-308U")).toEqual({ ok: false, error: "pnrControl" });
    expect(parseFinnishPersonalNumber("131052G308T")).toEqual({ ok: false, error: "pnrFormat" });
    expect(parseFinnishPersonalNumber("131052-001T")).toEqual({ ok: false, error: "pnrFormat" });
  });
});

function checkDigitsNo(nine: string): string {
  const mod = (digits: string, weights: number[]) => {
    const check = 11 - (weights.reduce((sum, w, i) => sum + w * Number(digits[i]), 0) % 11);
    return check === 11 ? 0 : check;
  };
  const k1 = mod(nine, [3, 7, 6, 1, 8, 9, 4, 5, 2]);
  const k2 = mod(nine + k1, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]);
  return `${k1}${k2}`;
}
