import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AnonymousInterestRequestSchema, validateInterestField, validateInterestForm } from "./interest";

const valid = {
  stageId: "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50",
  firstName: "Åsa",
  lastName: "Öberg-Lind",
  email: "asa@example.se",
  acceptTerms: true,
};

describe("anonymous interest (spec section 5)", () => {
  it("accepts a complete request and fills the optional fields", () => {
    expect(v.parse(AnonymousInterestRequestSchema, valid)).toEqual({
      ...valid,
      objectId: null,
      phone: "",
      message: "",
    });
  });

  it.each([
    ["firstName", "", "required"],
    ["firstName", "Anna 2", "invalidInput"],
    ["firstName", "a//b", "invalidInput"],
    ["lastName", "x@y", "invalidInput"],
    ["lastName", "B".repeat(51), "inputToLong"],
    ["email", "anna.example.com", "email"],
    ["phone", "123456", "phoneNumber"],
    ["phone", "+46 70 123 45 67 89 00", "phoneNumber"],
    ["phone", "070-123 45 67", null],
    ["phone", "", null],
    ["message", "x".repeat(500), null],
    ["message", "x".repeat(501), "inputToLong"],
    ["message", "se www.example.com", "invalidInput"],
    ["acceptTerms", false, "acceptTerms"],
  ] as const)("%s = %j gives %s", (field, value, expected) => {
    expect(validateInterestField(field, value)).toBe(expected);
  });

  it("lists every wrong field of a form at once", () => {
    expect(validateInterestForm({ firstName: "", lastName: "Berg", email: "x", acceptTerms: false })).toEqual({
      firstName: "required",
      email: "email",
      acceptTerms: "acceptTerms",
    });
  });
});
