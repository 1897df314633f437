import type { BlockRenderers, FeatureManifest, TemplateDefinition, TemplateName } from "@housing/contracts/manifest";
import { authBankidPagesManifest } from "@housing/auth-bankid/pages-manifest";
import { caseManagementManifest } from "@housing/case-management/manifest";
import { clickToBuyManifest } from "@housing/click-to-buy/manifest";
import { contentPagesManifest } from "@housing/content-pages/manifest";
import { documentsManifest } from "@housing/documents/manifest";
import { myPagesManifest } from "@housing/my-pages/manifest";
import { paymentsManifest } from "@housing/payments/manifest";
import { residenceExplorerManifest } from "@housing/residence-explorer/manifest";
import { searchManifest } from "@housing/search/manifest";
import { showingsManifest } from "@housing/showings/manifest";
import { DEV_FRAME_MANIFESTS, FRAME_MANIFESTS } from "./frame-manifests";
import { collectSlotFillers } from "./slots";

export { collectSlotFillers };

/**
 * Every feature package's manifest: the one list the site shell derives the template registry,
 * the slots, the content blocks, the message lookup, the noindex rule and the layouts from.
 * A new feature writes its manifest and is added here (or to FRAME_MANIFESTS when it draws the
 * frame of every page).
 */
export const MANIFESTS: readonly FeatureManifest[] = [
  ...FRAME_MANIFESTS,
  ...DEV_FRAME_MANIFESTS,
  contentPagesManifest,
  searchManifest,
  authBankidPagesManifest,
  myPagesManifest,
  paymentsManifest,
  documentsManifest,
  caseManagementManifest,
  clickToBuyManifest,
  residenceExplorerManifest,
  showingsManifest,
];

export interface RegisteredTemplate extends TemplateDefinition {
  /** The feature package that registers it. */
  feature: string;
}

/**
 * The templates of all manifests by name. A name two features register is a wiring error that
 * fails at start-up (and in the unit tests), not a silent override.
 */
export function collectTemplates(manifests: readonly FeatureManifest[]): ReadonlyMap<TemplateName, RegisteredTemplate> {
  const templates = new Map<TemplateName, RegisteredTemplate>();
  for (const manifest of manifests) {
    for (const [name, definition] of Object.entries(manifest.templates ?? {}) as [TemplateName, TemplateDefinition][]) {
      const registered = templates.get(name);
      if (registered) throw new Error(`Template "${name}" is registered by ${registered.feature} and ${manifest.name}`);
      templates.set(name, { ...definition, feature: manifest.name });
    }
  }
  return templates;
}

/** The content block renderers of all manifests; a block type two features render is a wiring error. */
export function collectBlocks(manifests: readonly FeatureManifest[]): BlockRenderers {
  const blocks: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const manifest of manifests) {
    for (const [type, renderer] of Object.entries(manifest.blocks ?? {})) {
      if (owners.has(type)) throw new Error(`Block "${type}" is rendered by ${owners.get(type)} and ${manifest.name}`);
      owners.set(type, manifest.name);
      blocks[type] = renderer;
    }
  }
  return blocks;
}

export const TEMPLATES = collectTemplates(MANIFESTS);
export const SLOT_FILLERS = collectSlotFillers(MANIFESTS);
export const BLOCK_RENDERERS = collectBlocks(MANIFESTS);
