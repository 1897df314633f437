import { createElement, type ComponentType, type ReactNode } from "react";
import type { FeatureManifest, FilledSlots, SlotProps } from "@housing/contracts/manifest";
import { authBankidManifest } from "@housing/auth-bankid/manifest";
import { caseManagementFrameManifest } from "@housing/case-management/frame-manifest";
import { aiChatManifest } from "@housing/ai-chat/manifest";
import { consentManifest } from "@housing/consent/manifest";
import { headerFrameManifest } from "@housing/header-frame/manifest";
import { isChatWidgetEnvironment, type Environment, type SiteConfig } from "@housing/site-config";
import { collectSlotFillers } from "./slots";

/**
 * The features that draw the frame of every page (header, footer, crisis banner, cookie
 * consent, the header's account place, the fault-report wizard's listener): the layout sends their
 * messages with every page (the wizard brings its own when it opens). Kept apart from manifests.ts
 * because the root layout and its error and not-found pages read them, and those must not
 * import the templates (each page's payload carries them; see ARCHITECTURE.md).
 */
export const FRAME_MANIFESTS = [
  headerFrameManifest,
  authBankidManifest,
  consentManifest,
  caseManagementFrameManifest,
] as const satisfies readonly FeatureManifest[];

/**
 * Frame features of the development and local environments only (spec section 1: the AI question
 * chat). Their fillers wrap their own messages, so the frame's messages carry none of theirs.
 */
export const DEV_FRAME_MANIFESTS = [aiChatManifest] as const satisfies readonly FeatureManifest[];

const FRAME_SLOT_FILLERS = collectSlotFillers([...FRAME_MANIFESTS, ...DEV_FRAME_MANIFESTS]);

/** The frame's slots: the header's account place, the overlays beside the header and the chat's launcher. */
const FRAME_SLOT_NAMES = ["header.account", "frame.overlay", "frame.chat"] as const;

/**
 * The frame's filled slots, the same on every page of a site. The chat's slot only where the
 * environment has the chat (local and dev): no other build's pages name its code.
 */
export function frameSlots(site: SiteConfig, environment: Environment): FilledSlots {
  const slots: { -readonly [Name in (typeof FRAME_SLOT_NAMES)[number]]?: ReactNode } = {};
  for (const name of FRAME_SLOT_NAMES) {
    if (name === "frame.chat" && !isChatWidgetEnvironment(environment)) continue;
    const fillers = FRAME_SLOT_FILLERS.get(name) ?? [];
    if (fillers.length === 0) continue;
    slots[name] = fillers.map((filler, index) =>
      createElement(filler.component as ComponentType<SlotProps<typeof name>>, { key: index, site }),
    );
  }
  return slots;
}
