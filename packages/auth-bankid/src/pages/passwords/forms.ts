import * as v from "valibot";
import {
  ForgotPasswordRequestSchema,
  SetPasswordRequestSchema,
  TriggerChangeEmailRequestSchema,
  UpdatePasswordRequestSchema,
} from "@housing/contracts/account";

/*
 * The forms of the password and e-mail pages, made of the very field schemas the API checks the
 * requests with (@housing/contracts/account), plus the repeated new password (spec section 5:
 * passwordNoMatch, shown on the repeat field).
 */

const NewPassword = SetPasswordRequestSchema.entries.password;
const ChangedPassword = UpdatePasswordRequestSchema.entries.newPassword;
/** The current password: required in the form (the request leaves it out only for an account without one). */
const CurrentPassword = v.unwrap(UpdatePasswordRequestSchema.entries.oldPassword);
/** The repeat is required like the password itself; that the two match is checked on the form. */
const Repeat = v.pipe(v.string("required"), v.minLength(1, "required"));

/** Spec section 5: the reset form requires the e-mail. */
export const ResetFormSchema = v.object({ email: ForgotPasswordRequestSchema.entries.email });
export type ResetForm = v.InferInput<typeof ResetFormSchema>;

/** The new password of the mailed reset link, twice. */
export const NewPasswordFormSchema = v.pipe(
  v.object({ password: NewPassword, repeatPassword: Repeat }),
  v.forward(
    v.partialCheck(
      [["password"], ["repeatPassword"]],
      (input) => input.password === input.repeatPassword,
      "passwordNoMatch",
    ),
    ["repeatPassword"],
  ),
);
export type NewPasswordForm = v.InferInput<typeof NewPasswordFormSchema>;

/** A logged-in user's change: the current password and the new one, twice. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ oldPassword: CurrentPassword, newPassword: ChangedPassword, repeatPassword: Repeat }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["repeatPassword"]],
      (input) => input.newPassword === input.repeatPassword,
      "passwordNoMatch",
    ),
    ["repeatPassword"],
  ),
);
export type ChangePasswordForm = v.InferInput<typeof ChangePasswordFormSchema>;

/** An account without a password (made with BankID) chooses its first: no current one. */
export const FirstPasswordFormSchema = v.pipe(
  v.object({ newPassword: ChangedPassword, repeatPassword: Repeat }),
  v.forward(
    v.partialCheck(
      [["newPassword"], ["repeatPassword"]],
      (input) => input.newPassword === input.repeatPassword,
      "passwordNoMatch",
    ),
    ["repeatPassword"],
  ),
);
export type FirstPasswordForm = v.InferInput<typeof FirstPasswordFormSchema>;

/** The new e-mail address. */
export const ChangeEmailFormSchema = v.object({ email: TriggerChangeEmailRequestSchema.entries.email });
export type ChangeEmailForm = v.InferInput<typeof ChangeEmailFormSchema>;
