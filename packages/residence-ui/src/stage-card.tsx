import type { Image as ImageData, Range, StageStatusKey } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Card } from "@housing/ui";
import { CardImage } from "./card-image";
import { Facts, sizeText } from "./facts";
import { priceText } from "./price";
import type { ResidenceText } from "./residence-text";
import { isStageStatusShown, StageStatusBadge } from "./status-badge";

export type { ResidenceText } from "./residence-text";

export interface StageCardProps {
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
  /** The place line, e.g. "Norra Hamnen, Sundsvall" or "Sundsvall, Västernorrland". */
  place: string;
  price: Range;
  totalPrice?: Range;
  /** Name the debt-free price where Finland shows it (see priceText). */
  isTotalPriceLabelled?: boolean;
  rooms: Range;
  livingArea: Range;
  /** When the first buyers move in, as the catalogue words it ("Våren 2027"); empty for none. */
  moveIn: string;
  availableCount: number;
  headingLevel?: 2 | 3;
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
  place,
  price,
  totalPrice,
  isTotalPriceLabelled = false,
  rooms,
  livingArea,
  moveIn,
  availableCount,
  headingLevel = 3,
}: StageCardProps) {
  return (
    <Card
      heading={name}
      headingLevel={headingLevel}
      href={href}
      media={image ? <CardImage image={image} isPriority={isImagePriority} /> : undefined}
      tags={
        status && isStageStatusShown(site, status) ? (
          <StageStatusBadge text={text} site={site} status={status} />
        ) : undefined
      }
      footer={text.t("residence-ui.stage.available", { count: availableCount })}
    >
      <Facts
        lines={[
          place,
          priceText(text, site, { price, totalPrice }, { isTotalPriceLabelled }),
          sizeText(text, { rooms, area: livingArea }),
          moveIn ? text.t("residence-ui.moveIn", { date: moveIn }) : "",
        ]}
      />
    </Card>
  );
}
