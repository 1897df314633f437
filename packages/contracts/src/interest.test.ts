import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { AnonymousInterestRequestSchema, validateInterestField, validateInterestForm } from "./interest";

const valid = {
  stageId: "2d6f2a7e-3c1b-5b9e-8f0a-6b2c1d3e4f50",
  firstName: "Åsa",
  lastName: "Öberg-Lind",
  email: "asa@example.se",
  phone: "070-123 45 67",
  acceptTerms: true,
};

describe("anonymous interest (spec sections 3 and 5)", () => {
  it("accepts a complete request and fills the optional text fields", () => {
    expect(v.parse(AnonymousInterestRequestSchema, valid)).toEqual({
      ...valid,
      objectId: null,
      postalCode: "",
      message: "",
    });
  });

  it("carries postal code and a rooms wish", () => {
    const full = { ...valid, postalCode: "113 51", minRooms: 2, maxRooms: 5 };
    expect(v.parse(AnonymousInterestRequestSchema, full)).toMatchObject({
      postalCode: "113 51",
      minRooms: 2,
      maxRooms: 5,
    });
  });

  it.each([
    ["firstName", "", "required"],
    ["firstName", "Anna 2", "invalidInput"],
    ["firstName", "a//b", "invalidInput"],
    ["lastName", "x@y", "invalidInput"],
    ["lastName", "B".repeat(51), "inputToLong"],
    ["email", "anna.example.com", "email"],
    ["phone", "", "required"],
    ["phone", "   ", "required"],
    ["phone", undefined, "required"],
    ["phone", "123456", "phoneNumber"],
    ["phone", "070 12 ab", "phoneNumber"],
    ["phone", "+46 70 123 45 67 89 00", "phoneNumber"],
    ["phone", "070-123 45 67", null],
    ["postalCode", "", null],
    ["postalCode", "113 51", null],
    ["postalCode", "SE-113 51", "numeric"],
    ["postalCode", "www.x", "numeric"],
    ["postalCode", "1".repeat(51), "inputToLong"],
    ["minRooms", undefined, null],
    ["minRooms", 3, null],
    ["minRooms", 0, "invalidInput"],
    ["maxRooms", 6, "invalidInput"],
    ["maxRooms", 2.5, "invalidInput"],
    ["message", "x".repeat(500), null],
    ["message", "x".repeat(501), "inputToLong"],
    ["message", "se www.example.com", "invalidInput"],
    ["acceptTerms", false, "acceptTerms"],
  ] as const)("%s = %j gives %s", (field, value, expected) => {
    expect(validateInterestField(field, value)).toBe(expected);
  });

  it("lists every wrong field of a form at once", () => {
    expect(
      validateInterestForm({ firstName: "", lastName: "Berg", email: "x", phone: "", acceptTerms: false }),
    ).toEqual({ firstName: "required", email: "email", phone: "required", acceptTerms: "acceptTerms" });
  });

  it("puts a max rooms below the min on the max, in the form and in the request", () => {
    const form = { ...valid, minRooms: 4, maxRooms: 2 };
    expect(validateInterestForm(form)).toEqual({ maxRooms: "maxRoomsBelowMin" });
    // The order rule still runs while another field is wrong.
    expect(validateInterestForm({ ...form, firstName: "" })).toEqual({
      firstName: "required",
      maxRooms: "maxRoomsBelowMin",
    });
    const result = v.safeParse(AnonymousInterestRequestSchema, form);
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["maxRooms", "maxRoomsBelowMin"],
    ]);
    expect(validateInterestForm({ ...valid, minRooms: 3, maxRooms: 3 })).toEqual({});
  });
});
