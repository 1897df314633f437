/*
 * The registration and VIP upgrade forms with the pages' messages, for Storybook (the sites reach
 * them only through the pages' manifest).
 */
export { RegisterForm, type RegisterFormProps } from "./register-form";
export { RegisterPage } from "./register-page";
export { keepEidentRegistration, takeEidentRegistration } from "./eident-registration";
export { VipUpgrade, type VipUpgradeProps } from "../account/vip-upgrade";
export type { LoginProblem } from "../login/outcome";
export { authBankidPagesMessages } from "../messages";
