import * as v from "valibot";
import { PasswordSchema } from "../forms";
import { SiteIdSchema } from "../search/primitives";
import { LoginEmailSchema, LoginPasswordSchema } from "./login";

/*
 * The user-system calls (spec section 7): forgotten password, new password from a mailed link,
 * password change and e-mail change. The API serves them under /user_system.
 */

/** Spec sections 5 and 9: a new password has at least 6 characters (the shared field rule). */
export const NewPasswordSchema = PasswordSchema;

const MailedTokenSchema = v.pipe(v.string("required"), v.regex(/^[A-Za-z0-9_-]{20,100}$/, "invalidInput"));

export const ForgotPasswordRequestSchema = v.object({ email: LoginEmailSchema, siteId: SiteIdSchema });
export type ForgotPasswordRequest = v.InferInput<typeof ForgotPasswordRequestSchema>;

export const SetPasswordRequestSchema = v.object({ token: MailedTokenSchema, password: NewPasswordSchema });
export type SetPasswordRequest = v.InferInput<typeof SetPasswordRequestSchema>;

/**
 * The logged-in user's new password. `oldPassword` is required when the account has a password
 * (`User.hasPassword`); an account without one (made with BankID) leaves it out and sets its
 * first password from a BankID or e-ident login.
 */
export const UpdatePasswordRequestSchema = v.object({
  oldPassword: v.optional(LoginPasswordSchema),
  newPassword: NewPasswordSchema,
});
export type UpdatePasswordRequest = v.InferInput<typeof UpdatePasswordRequestSchema>;

export const TriggerChangeEmailRequestSchema = v.object({ email: LoginEmailSchema, siteId: SiteIdSchema });
export type TriggerChangeEmailRequest = v.InferInput<typeof TriggerChangeEmailRequestSchema>;

export const ChangeEmailParamsSchema = v.object({ token: MailedTokenSchema });

/** The confirmed change: the account's address from now on (a back end may leave it out). */
export const ChangeEmailResponseSchema = v.object({
  status: v.literal("Ok"),
  email: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type ChangeEmailResponse = v.InferOutput<typeof ChangeEmailResponseSchema>;

/**
 * GET /user_system/hasdocuments (spec section 7, bearer): whether the logged-in user has documents
 * waiting for them, to sign or to approve (`@housing/contracts/documents`).
 */
export const HasDocumentsResponseSchema = v.object({ hasDocuments: v.boolean() });
export type HasDocumentsResponse = v.InferOutput<typeof HasDocumentsResponseSchema>;
