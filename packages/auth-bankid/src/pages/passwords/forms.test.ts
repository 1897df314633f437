import { describe, expect, it } from "vitest";
import { fieldErrors } from "@housing/contracts/forms";
import {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  FirstPasswordFormSchema,
  NewPasswordFormSchema,
} from "./forms";

describe("the password and e-mail forms", () => {
  it("require both passwords, at least 6 characters, and the repeat to match (spec section 5)", () => {
    expect(fieldErrors(NewPasswordFormSchema, { password: "", repeatPassword: "" })).toEqual({
      password: "required",
      repeatPassword: "required",
    });
    expect(fieldErrors(NewPasswordFormSchema, { password: "12345", repeatPassword: "12345" })).toEqual({
      password: "minLength",
    });
    expect(fieldErrors(NewPasswordFormSchema, { password: "Nytt-1234", repeatPassword: "Nytt-4321" })).toEqual({
      repeatPassword: "passwordNoMatch",
    });
    expect(fieldErrors(NewPasswordFormSchema, { password: "Nytt-1234", repeatPassword: "Nytt-1234" })).toEqual({});
  });

  it("hold the current password to the login's rule only (required), the new one to the minimum", () => {
    expect(
      fieldErrors(ChangePasswordFormSchema, { oldPassword: "", newPassword: "abc", repeatPassword: "abc" }),
    ).toEqual({ oldPassword: "required", newPassword: "minLength" });
    expect(
      fieldErrors(ChangePasswordFormSchema, { oldPassword: "old", newPassword: "Nytt-1234", repeatPassword: "x" }),
    ).toEqual({ repeatPassword: "passwordNoMatch" });
    expect(fieldErrors(FirstPasswordFormSchema, { newPassword: "Nytt-1234", repeatPassword: "Nytt-1234" })).toEqual({});
  });

  it("check the new e-mail as the API does", () => {
    expect(fieldErrors(ChangeEmailFormSchema, { email: "" })).toEqual({ email: "required" });
    expect(fieldErrors(ChangeEmailFormSchema, { email: "anna@example" })).toEqual({ email: "email" });
    expect(fieldErrors(ChangeEmailFormSchema, { email: " anna@example.com " })).toEqual({});
  });
});
