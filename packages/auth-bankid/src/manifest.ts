import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { LazyAccountButton } from "./lazy";
import { authBankidMessages } from "./messages";

/**
 * The login's manifest: the header's account place on every page (the login button, the user
 * button for a visitor with a session), so its messages go with every page.
 */
export const authBankidManifest = {
  name: "@housing/auth-bankid",
  slots: [fillSlot("header.account", LazyAccountButton)],
  messages: { namespace: "auth-bankid", catalogue: authBankidMessages },
} satisfies FeatureManifest;
