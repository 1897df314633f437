"use client";

import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";
import { useI18n, type I18n } from "@housing/i18n/react";
import { Facts } from "@housing/residence-ui/facts";
import { HomeCard } from "@housing/residence-ui/home-card";
import { StageCard } from "@housing/residence-ui/stage-card";
import type { SiteConfig } from "@housing/site-config";
import { Card, Image } from "@housing/ui";
import { useSearchImage } from "../media";

/* The search's hits as the shared cards of @housing/residence-ui, the catalogue pages' own. */

function moveInOf(i18n: I18n, hit: StageHit | ObjectHit): string {
  return hit.inhabitDateText ?? (hit.inhabitDate ? i18n.formatDate(hit.inhabitDate) : "");
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
  const toImage = useSearchImage();
  return (
    <StageCard
      text={i18n}
      site={site}
      name={hit.name}
      href={hit.url}
      status={StageStatus.keyOf(hit.status.id) ?? null}
      image={toImage(hit.searchImage)}
      isImagePriority={isPriority}
      place={[hit.municipality, hit.county].filter(Boolean).join(", ")}
      price={{ min: hit.minPrice, max: hit.maxPrice }}
      totalPrice={{ min: hit.minTotalPrice, max: hit.maxTotalPrice }}
      isTotalPriceLabelled
      rooms={{ min: hit.minRooms, max: hit.maxRooms }}
      livingArea={{ min: hit.minArea, max: hit.maxArea }}
      moveIn={moveInOf(i18n, hit)}
      availableCount={hit.availableObjectCount}
    />
  );
}

export function ObjectHitCard({ hit, site }: { hit: ObjectHit; site: SiteConfig }) {
  const i18n = useI18n();
  const toImage = useSearchImage();
  const [showing] = hit.showings;
  return (
    <HomeCard
      text={i18n}
      site={site}
      name={`${hit.stageName}, ${hit.name}`}
      href={hit.url}
      status={ObjectStatus.keyOf(hit.status.id) ?? null}
      image={toImage(hit.searchImage)}
      place={hit.municipality}
      price={{ min: hit.minPrice, max: hit.maxPrice }}
      totalPrice={{ min: hit.minTotalPrice, max: hit.maxTotalPrice }}
      isTotalPriceLabelled
      rooms={{ min: hit.minRooms, max: hit.maxRooms }}
      livingArea={{ min: hit.area, max: hit.area }}
      moveIn={moveInOf(i18n, hit)}
      nextShowingAt={showing?.startsAt ?? null}
    />
  );
}

export function AreaHitCard({ hit }: { hit: AreaHit }) {
  const i18n = useI18n();
  const image = useSearchImage()(hit.searchImage);
  return (
    <Card
      heading={hit.name}
      href={hit.url}
      media={
        // Decorative: the card's heading already names the hit.
        image ? (
          <Image
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            sizes="(max-width: 625px) 100vw, 33vw"
          />
        ) : undefined
      }
      footer={i18n.t("search.home.hit.stages", { count: hit.stageCount })}
    >
      <Facts lines={[[hit.municipality, hit.county].filter(Boolean).join(", "), hit.shortDescription]} />
    </Card>
  );
}
