import { fillSlot, type FeatureManifest } from "@housing/contracts/manifest";
import { LazyWizardListener } from "./wizard/lazy-listener";

/**
 * Case management's part of the frame: on every page, the listener that opens the fault-report
 * wizard (its event after a case login, its hashes for a logged-in user). No messages here: the
 * wizard brings its own when it opens, so pages do not carry them.
 */
export const caseManagementFrameManifest = {
  name: "@housing/case-management",
  slots: [fillSlot("frame.overlay", LazyWizardListener)],
} satisfies FeatureManifest;
