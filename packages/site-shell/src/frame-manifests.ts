import type { FeatureManifest } from "@housing/contracts/manifest";
import { consentManifest } from "@housing/consent/manifest";
import { headerFrameManifest } from "@housing/header-frame/manifest";

/**
 * The features that draw the frame of every page (header, footer, crisis banner, cookie
 * consent): the layout sends their messages with every page. Kept apart from manifests.ts
 * because the root layout and its error and not-found pages read them, and those must not
 * import the templates (each page's payload carries them; see ARCHITECTURE.md).
 */
export const FRAME_MANIFESTS = [headerFrameManifest, consentManifest] as const satisfies readonly FeatureManifest[];
