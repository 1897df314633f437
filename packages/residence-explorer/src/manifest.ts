import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { ObjectExplorerSlot, StageExplorerSlot } from "./explorer-slot";
import { residenceExplorerMessages } from "./messages";

/**
 * The residence explorer: fills the stage and object pages' explorer slots with a section and a
 * button that opens the explorer (its code and three.js load only then, see lazy.tsx).
 */
export const residenceExplorerManifest = {
  name: "@housing/residence-explorer",
  slots: [fillSlot("stage.explorer", StageExplorerSlot), fillSlot("object.explorer", ObjectExplorerSlot)],
  messages: { namespace: "residence-explorer", catalogue: residenceExplorerMessages },
} satisfies FeatureManifest;
