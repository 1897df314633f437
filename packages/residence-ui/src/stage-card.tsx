import type { ReactNode } from "react";
import type { Image as ImageData, StageStatusKey } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Card } from "@housing/ui";
import { CardImage } from "./card-image";
import { cardFactLines, Facts, type CardFacts } from "./facts";
import type { ResidenceText } from "./residence-text";
import { isStageStatusShown, StageStatusBadge } from "./status-badge";

export type { ResidenceText } from "./residence-text";

export interface StageCardProps extends Omit<CardFacts, "floor"> {
  text: ResidenceText;
  site: SiteConfig;
  name: string;
  /** The stage page: a site path, or an absolute URL for a stage of another site of the family. */
  href: string;
  /** Null where the status is not one the site knows: no badge. */
  status: StageStatusKey | null;
  image: ImageData | null;
  /** The first card of a list above the fold: its image is the page's LCP image. */
  isImagePriority?: boolean;
  availableCount: number;
  headingLevel?: 2 | 3;
  /**
   * The heart (FavouriteButton, spec section 4), beside the status; the caller loads it (a server
   * template through next/dynamic, so its client code is only on the pages that show it).
   */
  favourite?: ReactNode;
}

/** A stage as a card: image, status, place, price, rooms and area ranges, move-in, homes available. */
export function StageCard({
  text,
  site,
  name,
  href,
  status,
  image,
  isImagePriority = false,
  availableCount,
  headingLevel = 3,
  favourite: heart,
  ...facts
}: StageCardProps) {
  const badge =
    status && isStageStatusShown(site, status) ? <StageStatusBadge text={text} site={site} status={status} /> : null;
  return (
    <Card
      heading={name}
      headingLevel={headingLevel}
      href={href}
      media={image ? <CardImage image={image} isPriority={isImagePriority} /> : undefined}
      tags={
        badge || heart ? (
          <>
            {badge}
            {heart}
          </>
        ) : undefined
      }
      footer={text.t("residence-ui.stage.available", { count: availableCount })}
    >
      <Facts lines={cardFactLines(text, site, facts)} />
    </Card>
  );
}
