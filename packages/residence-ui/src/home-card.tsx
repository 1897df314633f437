import type { Image as ImageData, ObjectStatusKey, Range } from "@housing/contracts";
import type { SiteConfig } from "@housing/site-config";
import { Card } from "@housing/ui";
import { CardImage } from "./card-image";
import { Facts, sizeText } from "./facts";
import { priceText } from "./price";
import type { ResidenceText } from "./residence-text";
import { HomeStatusBadge } from "./status-badge";

export type { ResidenceText } from "./residence-text";

export interface HomeCardProps {
  text: ResidenceText;
  site: SiteConfig;
  /** The card's heading, e.g. "Kvarteret Tallen, Lgh 1102". */
  name: string;
  /** The home's page. */
  href: string;
  /** Null where the status is not one the site knows: no badge. */
  status: ObjectStatusKey | null;
  image: ImageData | null;
  place: string;
  price: Range;
  totalPrice?: Range;
  /** Name the debt-free price where Finland shows it (see priceText). */
  isTotalPriceLabelled?: boolean;
  rooms: Range;
  livingArea: Range;
  floor?: number | null;
  /** When the buyer moves in, as the catalogue words it; empty for none. */
  moveIn: string;
  /** The next showing's start (ISO), shown at the foot of the card. */
  nextShowingAt?: string | null;
  headingLevel?: 2 | 3;
}

/** A home as a card: image, status, place, price, size, move-in and the next showing. */
export function HomeCard({
  text,
  site,
  name,
  href,
  status,
  image,
  place,
  price,
  totalPrice,
  isTotalPriceLabelled = false,
  rooms,
  livingArea,
  floor = null,
  moveIn,
  nextShowingAt = null,
  headingLevel = 3,
}: HomeCardProps) {
  return (
    <Card
      heading={name}
      headingLevel={headingLevel}
      href={href}
      media={image ? <CardImage image={image} /> : undefined}
      tags={status ? <HomeStatusBadge text={text} site={site} status={status} /> : undefined}
      footer={nextShowingAt ? text.t("residence-ui.showing", { date: text.formatDate(nextShowingAt) }) : undefined}
    >
      <Facts
        lines={[
          place,
          priceText(text, site, { price, totalPrice }, { isTotalPriceLabelled }),
          sizeText(text, { rooms, area: livingArea, floor }),
          moveIn ? text.t("residence-ui.moveIn", { date: moveIn }) : "",
        ]}
      />
    </Card>
  );
}
