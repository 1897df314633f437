import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BirthDateSchema,
  EmailSchema,
  FIELD_ERROR_KEYS,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  PhoneWithCountryCodeSchema,
  fieldErrors,
  parseBirthDate,
  personalNumberSchema,
} from ".";

const firstIssue = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? null : result.issues[0].message;
};

describe("the field rules of spec section 5", () => {
  it("names: required, at most 50, no links, markup or digits", () => {
    expect(firstIssue(PersonNameSchema, "Åsa-Britt")).toBeNull();
    expect(firstIssue(PersonNameSchema, "  ")).toBe("required");
    expect(firstIssue(PersonNameSchema, "a".repeat(51))).toBe("inputToLong");
    for (const bad of ["Anna2", "www.x", "a//b", "<b>", "a@b", "a?b", "a=b"]) {
      expect(firstIssue(PersonNameSchema, bad)).toBe("invalidInput");
    }
  });

  it("e-mail and phone", () => {
    expect(firstIssue(EmailSchema, "anna@example.com")).toBeNull();
    expect(firstIssue(EmailSchema, "anna@example")).toBe("email");
    expect(firstIssue(PhoneSchema, "070-123 45 67")).toBeNull();
    expect(firstIssue(PhoneSchema, "123456")).toBe("phoneNumber");
    expect(firstIssue(PhoneSchema, "070 abc")).toBe("phoneNumber");
    expect(firstIssue(PhoneWithCountryCodeSchema, "+46 70 123 45 67")).toBeNull();
    expect(firstIssue(PhoneWithCountryCodeSchema, "0701234567")).toBe("phoneWithCountryCode");
  });

  it("password: required, at least 6", () => {
    expect(firstIssue(PasswordSchema, "")).toBe("required");
    expect(firstIssue(PasswordSchema, "12345")).toBe("minLength");
    expect(firstIssue(PasswordSchema, " 12345")).toBeNull();
  });

  it("birth date: yyyy-MM-dd or eight digits as day, month, year; a real past date", () => {
    const today = new Date("2026-11-25T00:00:00Z");
    expect(parseBirthDate("1985-03-12", today)).toBe("1985-03-12");
    expect(parseBirthDate("12031985", today)).toBe("1985-03-12");
    expect(parseBirthDate("12.03.1985", today)).toBe("1985-03-12");
    expect(parseBirthDate("31.02.1985", today)).toBeNull();
    expect(parseBirthDate("01.01.2030", today)).toBeNull();
    expect(firstIssue(BirthDateSchema, "soon")).toBe("invalidBirthDate");
  });

  it("personal numbers per country, format before check digit", () => {
    expect(firstIssue(personalNumberSchema("se"), "19850312-1231")).toBeNull();
    expect(firstIssue(personalNumberSchema("se"), "19850312-1232")).toBe("pnrControl");
    expect(firstIssue(personalNumberSchema("se"), "1985")).toBe("pnrFormat");
    expect(firstIssue(personalNumberSchema("no"), "15108695088")).toBeNull();
    expect(firstIssue(personalNumberSchema("fi"), "131052-308T")).toBeNull();
    expect(firstIssue(personalNumberSchema("fi"), "")).toBe("required");
  });

  it("every message a rule raises is a listed key", () => {
    const schema = v.object({ name: PersonNameSchema, email: EmailSchema, pnr: personalNumberSchema("se") });
    const errors = fieldErrors(schema, { name: "1", email: "x", pnr: "y" });
    expect(errors).toEqual({ name: "invalidInput", email: "email", pnr: "pnrFormat" });
    for (const key of Object.values(errors)) expect(FIELD_ERROR_KEYS).toContain(key);
  });
});
