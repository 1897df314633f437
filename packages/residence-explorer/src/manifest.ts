import type { FeatureManifest } from "@housing/contracts/manifest";
import { residenceExplorerMessages } from "./messages";

/**
 * The residence explorer: fills the stage and object pages' explorer slots with a button that
 * opens the explorer (its code and three.js load only then).
 */
export const residenceExplorerManifest = {
  name: "@housing/residence-explorer",
  messages: { namespace: "residence-explorer", catalogue: residenceExplorerMessages },
} satisfies FeatureManifest;
