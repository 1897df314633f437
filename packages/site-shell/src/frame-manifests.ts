import { createElement, type ComponentType } from "react";
import type { FeatureManifest, FilledSlots, SlotProps } from "@housing/contracts/manifest";
import { authBankidManifest } from "@housing/auth-bankid/manifest";
import { consentManifest } from "@housing/consent/manifest";
import { headerFrameManifest } from "@housing/header-frame/manifest";
import type { SiteConfig } from "@housing/site-config";
import { collectSlotFillers } from "./slots";

/**
 * The features that draw the frame of every page (header, footer, crisis banner, cookie
 * consent, the header's account place): the layout sends their messages with every page. Kept apart from manifests.ts
 * because the root layout and its error and not-found pages read them, and those must not
 * import the templates (each page's payload carries them; see ARCHITECTURE.md).
 */
export const FRAME_MANIFESTS = [
  headerFrameManifest,
  authBankidManifest,
  consentManifest,
] as const satisfies readonly FeatureManifest[];

const FRAME_SLOT_FILLERS = collectSlotFillers(FRAME_MANIFESTS);

/** The frame's filled slots (the header's account place), the same on every page of a site. */
export function frameSlots(site: SiteConfig): FilledSlots {
  const fillers = FRAME_SLOT_FILLERS.get("header.account") ?? [];
  if (fillers.length === 0) return {};
  return {
    "header.account": fillers.map((filler, index) =>
      createElement(filler.component as ComponentType<SlotProps<"header.account">>, { key: index, site }),
    ),
  };
}
