import type { FeatureManifest } from "@housing/contracts/manifest";
import { headerFrameMessages } from "./messages";

/**
 * The header, footer and crisis banner's manifest. They are the frame of every page (the site
 * shell draws them around each template), so their messages go with every page.
 */
export const headerFrameManifest = {
  name: "@housing/header-frame",
  messages: { namespace: "header-frame", catalogue: headerFrameMessages },
} satisfies FeatureManifest;
