import type { FeatureManifest, TemplateDefinition } from "@housing/contracts/manifest";
import { LazyAccountEntryPage, LazyElectronicIdReturnPage, LazyLoginPage } from "./lazy";
import { authBankidMessages } from "./messages";

const personal = (component: TemplateDefinition["component"]): TemplateDefinition => ({
  component,
  messages: "auth-bankid",
});

/**
 * The login's manifest: the login page, the electronic-ID return page and, until my pages have
 * their own feature, my pages' entry (name, role, logout). The only feature that writes the
 * session (through the session bridge's cookies).
 */
export const authBankidManifest = {
  name: "@housing/auth-bankid",
  templates: {
    LoginPage: personal(LazyLoginPage),
    ElectronicIdReturnPage: personal(LazyElectronicIdReturnPage),
    MyPagesMainPage: personal(LazyAccountEntryPage),
    MyPagesBoardMemberPage: personal(LazyAccountEntryPage),
  },
  messages: { namespace: "auth-bankid", catalogue: authBankidMessages },
} satisfies FeatureManifest;
