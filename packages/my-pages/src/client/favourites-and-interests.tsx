"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { getMyResidences, removeFavourite, removeInterest } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import { signupKey, type ListingCard, type MyResidences } from "@housing/contracts/my-pages";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, Heading, Link } from "@housing/ui";
import styles from "../components/my-pages.module.css";

export interface FavouritesAndInterestsProps {
  site: SiteConfig;
  /** The lists as the server loaded them with the page. */
  initial: MyResidences;
}

type Kind = "favourite" | "interest";
interface Removal {
  kind: Kind;
  card: ListingCard;
}

export const myResidencesQueryKey = (siteKey: string) => ["housing", "my-pages", "residences", siteKey] as const;

/**
 * The residences page's favourites (anchor #favourites, the login screen's link) and interests,
 * each removable. The removal is optimistic: the entry leaves the list at once and comes back,
 * with a message, if the API refuses; the lists are read again after either.
 */
export function FavouritesAndInterests({ site, initial }: FavouritesAndInterestsProps) {
  const { t, formatPriceRange } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const queryKey = myResidencesQueryKey(site.key);
  const { data = initial } = useQuery({
    queryKey,
    queryFn: ({ signal }) => getMyResidences(http, site.key, { signal }),
    initialData: initial,
  });
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);
  const removal = useMutation({
    mutationFn: ({ kind, card }: Removal) =>
      kind === "favourite" ? removeFavourite(http, card) : removeInterest(http, card),
    onMutate: async ({ kind, card }: Removal) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<MyResidences>(queryKey);
      queryClient.setQueryData<MyResidences>(queryKey, (current) => current && without(current, kind, card));
      return { before };
    },
    onSuccess: (_answer, { card }) =>
      setStatus({ text: t("my-pages.residences.removed", { name: card.name }), isError: false }),
    onError: (_error, { card }, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
      setStatus({ text: t("my-pages.residences.removeFailed", { name: card.name }), isError: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });

  const list = (kind: Kind, cards: readonly ListingCard[], empty: string) =>
    cards.length === 0 ? (
      <p>{empty}</p>
    ) : (
      <ul className={styles.cards}>
        {cards.map((card) => (
          <li key={signupKey(card)} className={styles.card}>
            <p className={styles.cardTitle}>{card.url ? <Link href={card.url}>{card.name}</Link> : card.name}</p>
            {card.objectId ? <p className={styles.muted}>{card.stageName}</p> : null}
            {card.municipality ? <p className={styles.muted}>{card.municipality}</p> : null}
            {card.minPrice !== null ? <p>{formatPriceRange(card.minPrice, card.maxPrice)}</p> : null}
            {card.availableCount !== null ? (
              <p className={styles.muted}>{t("my-pages.residences.available", { count: card.availableCount })}</p>
            ) : null}
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setStatus(null);
                removal.mutate({ kind, card });
              }}
            >
              {t(kind === "favourite" ? "my-pages.residences.removeFavourite" : "my-pages.residences.removeInterest", {
                name: card.name,
              })}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <p role="status" className={status?.isError ? styles.error : styles.muted}>
        {status?.text}
      </p>
      <section id="favourites" aria-labelledby="my-pages-favourites" className={styles.stack} tabIndex={-1}>
        <Heading level={2} id="my-pages-favourites">
          {t("my-pages.residences.favourites")}
        </Heading>
        {list("favourite", data.favourites, t("my-pages.residences.noFavourites"))}
      </section>
      <section id="interests" aria-labelledby="my-pages-interests" className={styles.stack} tabIndex={-1}>
        <Heading level={2} id="my-pages-interests">
          {t("my-pages.residences.interests")}
        </Heading>
        {list(
          "interest",
          data.interests.map((interest) => interest.card),
          t("my-pages.residences.noInterests"),
        )}
      </section>
    </>
  );
}

function without(lists: MyResidences, kind: Kind, card: ListingCard): MyResidences {
  const key = signupKey(card);
  return kind === "favourite"
    ? { ...lists, favourites: lists.favourites.filter((entry) => signupKey(entry) !== key) }
    : { ...lists, interests: lists.interests.filter((entry) => signupKey(entry.card) !== key) };
}
