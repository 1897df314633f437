"use client";

import type { AreaHit, ObjectHit, StageHit } from "@housing/contracts";
import { ObjectStatus, StageStatus } from "@housing/contracts/catalogue";
import { useI18n, type I18n } from "@housing/i18n/react";
import { CardImage } from "@housing/residence-ui/card-image";
import { Facts } from "@housing/residence-ui/facts";
import { FavouriteButton } from "@housing/residence-ui/favourite-button";
import { HomeCard } from "@housing/residence-ui/home-card";
import { StageCard } from "@housing/residence-ui/stage-card";
import type { SiteConfig } from "@housing/site-config";
import { Card } from "@housing/ui";
import { useSearchImage } from "../media";

/* The search's hits as the shared cards of @housing/residence-ui, the catalogue pages' own. */

/** What a stage's and a home's hit both carry, as the cards' facts; the search names Finland's debt-free price. */
function hitFacts(i18n: I18n, hit: StageHit | ObjectHit) {
  return {
    price: { min: hit.minPrice, max: hit.maxPrice },
    totalPrice: { min: hit.minTotalPrice, max: hit.maxTotalPrice },
    isTotalPriceLabelled: true,
    rooms: { min: hit.minRooms, max: hit.maxRooms },
    moveIn: hit.inhabitDateText ?? (hit.inhabitDate ? i18n.formatDate(hit.inhabitDate) : ""),
  };
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
      {...hitFacts(i18n, hit)}
      livingArea={{ min: hit.minArea, max: hit.maxArea }}
      availableCount={hit.availableObjectCount}
      favourite={site.features.hasLogin ? <FavouriteButton stageId={hit.id} name={hit.name} /> : undefined}
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
      {...hitFacts(i18n, hit)}
      livingArea={{ min: hit.area, max: hit.area }}
      nextShowingAt={showing?.startsAt ?? null}
      favourite={
        site.features.hasLogin ? (
          <FavouriteButton stageId={hit.stageId} objectId={hit.id} name={`${hit.stageName}, ${hit.name}`} />
        ) : undefined
      }
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
      media={image ? <CardImage image={image} /> : undefined}
      footer={i18n.t("search.home.hit.stages", { count: hit.stageCount })}
    >
      <Facts lines={[[hit.municipality, hit.county].filter(Boolean).join(", "), hit.shortDescription]} />
    </Card>
  );
}
