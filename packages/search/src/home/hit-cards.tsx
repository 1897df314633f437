"use client";

import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";
import { useI18n, type I18n, type MessageId } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Badge, Card, Image, OBJECT_STATUS_TONES, STAGE_STATUS_TONES, Text } from "@housing/ui";
import { useSearchImage } from "../media";
import styles from "./home-search.module.css";

/* Hit cards in the style of the catalogue pages' stage cards (content-pages' parts.tsx), with the same status tones (@housing/ui). */

const SIZES = "(max-width: 625px) 100vw, 33vw";

function HitImage({ image: hitImage, isPriority = false }: { image: StageHit["searchImage"]; isPriority?: boolean }) {
  const image = useSearchImage()(hitImage);
  if (!image) return null;
  // Decorative: the card's heading already names the hit.
  return <Image src={image.url} alt="" width={image.width} height={image.height} sizes={SIZES} priority={isPriority} />;
}

/** Finland shows the debt-free total price where it is known (spec section 3). */
function priceOf(i18n: I18n, site: SiteConfig, hit: StageHit | ObjectHit): string {
  if (site.country === "fi" && hit.minTotalPrice !== null) {
    return i18n.t("search.home.hit.totalPrice", { price: i18n.formatPriceRange(hit.minTotalPrice, hit.maxTotalPrice) });
  }
  return i18n.formatPriceRange(hit.minPrice, hit.maxPrice);
}

function inhabitOf(i18n: I18n, hit: StageHit | ObjectHit): string {
  const date = hit.inhabitDateText ?? (hit.inhabitDate ? i18n.formatDate(hit.inhabitDate) : "");
  return date ? i18n.t("search.home.hit.inhabit", { date }) : "";
}

function Facts({ lines }: { lines: string[] }) {
  return (
    <div className={styles.cardFacts}>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} variant="small" as="span">
          {line}
        </Text>
      ))}
    </div>
  );
}

export function StageHitCard({
  hit,
  site,
  isPriority = false,
}: {
  hit: StageHit;
  site: SiteConfig;
  isPriority?: boolean;
}) {
  const i18n = useI18n();
  const statusKey = StageStatus.keyOf(hit.status.id);
  // A switched-off feature leaves no trace (spec section 1): no VIP badge where VIP is off.
  const status = statusKey === "vip" && !site.features.hasVip ? undefined : statusKey;
  const rooms = hit.minRooms !== null ? i18n.formatRooms(hit.minRooms, hit.maxRooms) : "";
  const area = i18n.formatAreaRange(hit.minArea, hit.maxArea);
  return (
    <Card
      heading={hit.name}
      href={hit.url}
      media={hit.searchImage ? <HitImage image={hit.searchImage} isPriority={isPriority} /> : undefined}
      tags={
        status ? (
          <Badge tone={STAGE_STATUS_TONES[status]}>{i18n.t(`search.home.stageStatus.${status}` as MessageId)}</Badge>
        ) : undefined
      }
      footer={i18n.t("search.home.hit.available", { count: hit.availableObjectCount })}
    >
      <Facts
        lines={[
          [hit.municipality, hit.county].filter(Boolean).join(", "),
          priceOf(i18n, site, hit),
          [rooms, area].filter(Boolean).join(" · "),
          inhabitOf(i18n, hit),
        ]}
      />
    </Card>
  );
}

export function ObjectHitCard({ hit, site }: { hit: ObjectHit; site: SiteConfig }) {
  const i18n = useI18n();
  const status = ObjectStatus.keyOf(hit.status.id);
  const rooms = hit.minRooms !== null ? i18n.formatRooms(hit.minRooms, hit.maxRooms) : "";
  const area = hit.area !== null ? i18n.formatArea(hit.area) : "";
  const [showing] = hit.showings;
  return (
    <Card
      heading={`${hit.stageName}, ${hit.name}`}
      href={hit.url}
      media={hit.searchImage ? <HitImage image={hit.searchImage} /> : undefined}
      tags={
        status ? (
          <Badge tone={OBJECT_STATUS_TONES[status]}>{i18n.t(`search.home.objectStatus.${status}` as MessageId)}</Badge>
        ) : undefined
      }
      footer={showing ? i18n.t("search.home.hit.showing", { date: i18n.formatDate(showing.startsAt) }) : undefined}
    >
      <Facts
        lines={[
          hit.municipality,
          priceOf(i18n, site, hit),
          [rooms, area].filter(Boolean).join(" · "),
          inhabitOf(i18n, hit),
        ]}
      />
    </Card>
  );
}

export function AreaHitCard({ hit }: { hit: AreaHit }) {
  const i18n = useI18n();
  return (
    <Card
      heading={hit.name}
      href={hit.url}
      media={hit.searchImage ? <HitImage image={hit.searchImage} /> : undefined}
      footer={i18n.t("search.home.hit.stages", { count: hit.stageCount })}
    >
      <Facts lines={[[hit.municipality, hit.county].filter(Boolean).join(", "), hit.shortDescription]} />
    </Card>
  );
}
