/*
 * The wizard modal for the stories and any page that mounts it itself; the sites open it through
 * the frame's listener (frame-manifest.ts), which loads it on the first opening.
 */
export { default as WizardModal, type WizardModalProps } from "./wizard-modal";
export { WizardOpenListener, CASE_MANAGEMENT_HASHES } from "./open-listener";
export { indexedDbFileDrafts, type FileDraftStore } from "./file-drafts";
export { saveDraftCookie, clearDraftCookie } from "./draft-cookie";
