import { fillSlot, type FeatureManifest, type TemplateDefinition } from "@housing/contracts/manifest";
import {
  LazyChangeEmailPage,
  LazyConsentPage,
  LazyElectronicIdReturnPage,
  LazyForgotPasswordPage,
  LazyLoginPage,
  LazyRegisterPage,
  LazySetPasswordPage,
} from "../lazy";
import { AccountOverviewSlot } from "./account/account-overview-slot";
import { authBankidPagesMessages } from "./messages";

const personal = (component: TemplateDefinition["component"]): TemplateDefinition => ({
  component,
  messages: "auth-bankid-pages",
});

/**
 * The login's pages: the login page, the electronic-ID return page, the account pages (register,
 * forgotten and changed password, changed e-mail, consent), and the account's card in my pages'
 * overview (name, role, VIP upgrade or unpaid fee, add BankID, logout: slot
 * `myPages.overview.account`; the overviews themselves are @housing/my-pages'). The header's
 * account place is the frame's manifest (manifest.ts); this one is in the site shell's list of
 * page features.
 */
export const authBankidPagesManifest = {
  name: "@housing/auth-bankid/pages",
  templates: {
    LoginPage: personal(LazyLoginPage),
    ElectronicIdReturnPage: personal(LazyElectronicIdReturnPage),
    RegisterUserPage: personal(LazyRegisterPage),
    ForgotPasswordPage: personal(LazyForgotPasswordPage),
    SetPasswordPage: personal(LazySetPasswordPage),
    ChangeEmailPage: personal(LazyChangeEmailPage),
    ConsentPage: personal(LazyConsentPage),
  },
  slots: [fillSlot("myPages.overview.account", AccountOverviewSlot)],
  messages: { namespace: "auth-bankid-pages", catalogue: authBankidPagesMessages },
} satisfies FeatureManifest;
