import type { FeatureManifest } from "@housing/contracts/manifest";
import { consentMessages } from "./messages";

/** The cookie consent's manifest: the layout shows the prompt on every page, so its messages go with every page. */
export const consentManifest = {
  name: "@housing/consent",
  messages: { namespace: "consent", catalogue: consentMessages },
} satisfies FeatureManifest;
