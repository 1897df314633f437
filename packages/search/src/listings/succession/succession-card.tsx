"use client";
import type { Image as ImageData, ObjectHit } from "@housing/contracts";
import { ObjectStatus } from "@housing/contracts/catalogue";
import { useI18n } from "@housing/i18n/react";
import { Badge, Card, Link, Text, VisuallyHidden } from "@housing/ui";
import { CardImage } from "@housing/residence-ui/card-image";
import styles from "../shared/listings.module.css";

/** A resale home: image, status, address, municipality, price, rooms and area, and the broker's listing. */
export function SuccessionCard({ hit, image }: { hit: ObjectHit; image: ImageData | null }) {
  const { t, formatPrice, formatRooms, formatArea } = useI18n();
  const status = ObjectStatus.keyOf(hit.status.id);
  const facts = [
    hit.minPrice === null ? "" : formatPrice(hit.minPrice),
    hit.minRooms === null ? "" : formatRooms(hit.minRooms),
    hit.area === null ? "" : formatArea(hit.area),
  ].filter(Boolean);
  return (
    <Card
      heading={hit.name}
      media={image ? <CardImage image={image} /> : undefined}
      tags={
        status === "forSale" || status === "reserved" ? (
          <Badge tone={status === "forSale" ? "success" : "warning"}>
            {t(`search.listings.objectStatus.${status}`)}
          </Badge>
        ) : undefined
      }
      footer={
        // The visible text stays the start of the link's name (WCAG 2.5.3); the address tells the links apart.
        <Link href={hit.url}>
          {t("search.listings.succession.broker", { broker: hit.shortDescription })}
          <VisuallyHidden>{`, ${t("search.listings.succession.viewListing", { address: hit.name })}`}</VisuallyHidden>
        </Link>
      }
    >
      <div className={styles.cardFacts}>
        <Text variant="small" as="span">
          {hit.municipality}
        </Text>
        <Text variant="small" as="span">
          {facts.join(" · ")}
        </Text>
      </div>
    </Card>
  );
}
