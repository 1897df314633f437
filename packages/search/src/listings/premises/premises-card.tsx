"use client";
import type { Image as ImageData, PremisesHit } from "@housing/contracts";
import { PremiseStatus, PremiseType } from "@housing/contracts/catalogue";
import { useI18n } from "@housing/i18n/react";
import { Badge, Card, Text, type BadgeTone } from "@housing/ui";
import { CardImage } from "@housing/residence-ui/card-image";
import styles from "../shared/listings.module.css";

const STATUS_TONES: Record<string, BadgeTone> = { forSale: "success", booked: "warning" };

/** What the search hit lacks and the page's view model knows: the monthly rent and the absolute image. */
export interface PremisesExtras {
  monthlyRent: number | null;
  image: ImageData | null;
}

/** One premises: image, status, name (the link), type, size and place, rent when known, availability. */
export function PremisesCard({ hit, extras }: { hit: PremisesHit; extras: PremisesExtras }) {
  const { t, formatArea, formatPrice, formatDate } = useI18n();
  const status = PremiseStatus.keyOf(hit.status.id);
  const type = PremiseType.keyOf(hit.type.id);
  const facts = [
    type ? t(`search.listings.premiseType.${type}`) : hit.type.name,
    hit.size === null ? "" : formatArea(hit.size),
    hit.address,
  ].filter(Boolean);
  return (
    <Card
      heading={hit.name}
      href={hit.url}
      media={extras.image ? <CardImage image={extras.image} /> : undefined}
      tags={
        status ? (
          <Badge tone={STATUS_TONES[status] ?? "neutral"}>{t(`search.listings.premiseStatus.${status}`)}</Badge>
        ) : undefined
      }
    >
      <div className={styles.cardFacts}>
        <Text variant="small" as="span">
          {facts.join(" · ")}
        </Text>
        {extras.monthlyRent !== null ? (
          <Text variant="small" as="span">
            {t("search.listings.premises.rent", { rent: formatPrice(extras.monthlyRent) })}
          </Text>
        ) : null}
        {hit.availableFrom ? (
          <Text variant="muted" as="span">
            {t("search.listings.premises.availableFrom", { date: formatDate(hit.availableFrom) })}
          </Text>
        ) : null}
      </div>
    </Card>
  );
}
