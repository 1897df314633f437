import type { ReactNode } from "react";
import type { Image as ImageData, ObjectStatusKey } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Card } from "@housing/ui";
import { CardImage } from "./card-image";
import { cardFactLines, Facts, type CardFacts } from "./facts";
import type { ResidenceText } from "./residence-text";
import { HomeStatusBadge } from "./status-badge";

export type { ResidenceText } from "./residence-text";

export interface HomeCardProps extends CardFacts {
  text: ResidenceText;
  site: SiteConfig;
  /** The card's heading, e.g. "Kvarteret Tallen, Lgh 1102". */
  name: string;
  /** The home's page. */
  href: string;
  /** Null where the status is not one the site knows: no badge. */
  status: ObjectStatusKey | null;
  image: ImageData | null;
  /** The next showing's start (ISO), shown at the foot of the card. */
  nextShowingAt?: string | null;
  headingLevel?: 2 | 3;
  /** The heart (FavouriteButton, spec section 4), beside the status; the caller loads it (see StageCard). */
  favourite?: ReactNode;
}

/** A home as a card: image, status, place, price, size (with the floor), move-in and the next showing. */
export function HomeCard({
  text,
  site,
  name,
  href,
  status,
  image,
  nextShowingAt = null,
  headingLevel = 3,
  favourite: heart,
  ...facts
}: HomeCardProps) {
  const badge = status ? <HomeStatusBadge text={text} site={site} status={status} /> : null;
  return (
    <Card
      heading={name}
      headingLevel={headingLevel}
      href={href}
      media={image ? <CardImage image={image} /> : undefined}
      tags={
        badge || heart ? (
          <>
            {badge}
            {heart}
          </>
        ) : undefined
      }
      footer={nextShowingAt ? text.t("residence-ui.showing", { date: text.formatDate(nextShowingAt) }) : undefined}
    >
      <Facts lines={cardFactLines(text, site, facts)} />
    </Card>
  );
}
