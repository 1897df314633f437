/*
 * The password and e-mail pages and their states, for Storybook (the sites reach the pages
 * through the pages manifest and lazy.tsx).
 */
export { ChangeEmailPage, EmailChangeForm, EmailChangeSent, EmailConfirmationView } from "./change-email-page";
export type { EmailConfirmationState } from "./change-email-page";
export { ForgotPasswordPage, NewPasswordStep, ResetOutcomeView } from "./forgot-password-page";
export type { ResetOutcome } from "./forgot-password-page";
export { ResetRequest, ResetSent } from "./reset-request";
export { PasswordChange, PasswordChangeOutcomeView, SetPasswordPage } from "./set-password-page";
export type { PasswordChangeOutcome } from "./set-password-page";
export { authBankidPagesMessages } from "../messages";
