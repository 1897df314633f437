import type { ObjectStatusKey, StageStatusKey } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Badge, OBJECT_STATUS_TONES, STAGE_STATUS_TONES } from "@housing/ui";
import type { ResidenceText } from "./residence-text";

export type { ResidenceText } from "./residence-text";

/** A switched-off feature leaves no trace (spec section 1): no VIP badge where VIP is off. */
export function isStageStatusShown(site: SiteConfig, status: StageStatusKey): boolean {
  return status !== "vip" || site.features.hasVip;
}

/** Spec section 3: on the Norwegian site "booked" reads as sold, in the sold colour. */
export function displayedHomeStatus(status: ObjectStatusKey, site: SiteConfig): ObjectStatusKey {
  return status === "booked" && site.country === "no" ? "sold" : status;
}

export function stageStatusText(text: ResidenceText, status: StageStatusKey): string {
  return text.t(`residence-ui.stageStatus.${status}`);
}

export function homeStatusText(text: ResidenceText, site: SiteConfig, status: ObjectStatusKey): string {
  return text.t(`residence-ui.objectStatus.${displayedHomeStatus(status, site)}`);
}

/** A stage's status (for sale, sold out, coming, ...) in its colour; nothing where the site hides it. */
export function StageStatusBadge({
  text,
  site,
  status,
}: {
  text: ResidenceText;
  site: SiteConfig;
  status: StageStatusKey;
}) {
  if (!isStageStatusShown(site, status)) return null;
  return <Badge tone={STAGE_STATUS_TONES[status]}>{stageStatusText(text, status)}</Badge>;
}

/** A home's status (for sale, reserved, sold, ...) in its colour. */
export function HomeStatusBadge({
  text,
  site,
  status,
}: {
  text: ResidenceText;
  site: SiteConfig;
  status: ObjectStatusKey;
}) {
  return (
    <Badge tone={OBJECT_STATUS_TONES[displayedHomeStatus(status, site)]}>{homeStatusText(text, site, status)}</Badge>
  );
}
