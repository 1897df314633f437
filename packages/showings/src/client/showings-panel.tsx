"use client";
import { useEffect, useId, useRef, useState } from "react";
import type { ShowingDetail, ShowingSlot } from "@housing/contracts/showings";
import { useI18n } from "@housing/i18n/react";
import { useUser } from "@housing/session/client";
import { routePath, type SiteConfig } from "@housing/site-config";
import { Badge, Button, Link, visuallyHiddenClassName } from "@housing/ui";
import { BookingArea } from "./booking-area";
import { timeOf, whenOf } from "./format";
import { placesText } from "./slots";
import { useShowings, type ShowingsTarget } from "./use-showings";
import styles from "../showings.module.css";

export interface ShowingsPanelProps {
  site: SiteConfig;
  stageId: string;
  objectId: string | null;
  /** The page's own path, for the login's way back. */
  pagePath: string;
}

/** The slot a visitor picked, with its showing. */
export interface ChosenSlot {
  showing: ShowingDetail;
  slot: ShowingSlot;
}

/**
 * The stage and object pages' showings (the `stage.showings`/`object.showings` slots): each
 * upcoming showing with its date, time, place and kind, and its slots as one radio group with
 * the places left. Choosing a slot opens the booking under the list. Places that change (a
 * booking here, a refreshed list) are announced in a polite live region.
 */
export function ShowingsPanel({ site, stageId, objectId, pagePath }: ShowingsPanelProps) {
  const { t } = useI18n();
  const ids = useId();
  const target: ShowingsTarget = { siteKey: site.key, stageId, objectId };
  const { query, queryKey } = useShowings(target);
  const [chosen, setChosen] = useState<{ showingId: string; slotId: string } | null>(null);
  const announcement = usePlacesAnnouncement(site, query.data?.showings);
  const showings = query.data?.showings ?? [];
  const chosenSlot = findChosen(showings, chosen);

  return (
    <section className={styles.panel} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`}>{t("showings.heading")}</h2>
      {query.isPending ? <p>{t("showings.loading")}</p> : null}
      {query.isError ? (
        <div className={styles.stack}>
          <p role="alert">{t("showings.loadFailed")}</p>
          <div>
            <Button type="button" variant="secondary" onClick={() => void query.refetch()}>
              {t("showings.retry")}
            </Button>
          </div>
        </div>
      ) : null}
      {query.isSuccess && showings.length === 0 ? <p>{t("showings.none")}</p> : null}
      {showings.length > 0 ? (
        <ul className={styles.showings}>
          {showings.map((showing) => (
            <li key={showing.id} className={styles.showing}>
              <ShowingItem
                site={site}
                showing={showing}
                groupName={`${ids}-slot`}
                chosenSlotId={chosen?.slotId ?? null}
                pagePath={pagePath}
                onChoose={(slot) => setChosen({ showingId: showing.id, slotId: slot.id })}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className={visuallyHiddenClassName} aria-live="polite" role="status">
        {announcement}
      </p>
      {chosenSlot ? (
        <BookingArea
          key={chosenSlot.slot.id}
          site={site}
          chosen={chosenSlot}
          queryKey={queryKey}
          onDone={() => setChosen(null)}
        />
      ) : null}
    </section>
  );
}

function findChosen(
  showings: ShowingDetail[],
  chosen: { showingId: string; slotId: string } | null,
): ChosenSlot | null {
  if (!chosen) return null;
  const showing = showings.find((entry) => entry.id === chosen.showingId);
  const slot = showing?.slots.find((entry) => entry.id === chosen.slotId);
  return showing && slot ? { showing, slot } : null;
}

function ShowingItem({
  site,
  showing,
  groupName,
  chosenSlotId,
  pagePath,
  onChoose,
}: {
  site: SiteConfig;
  showing: ShowingDetail;
  groupName: string;
  chosenSlotId: string | null;
  pagePath: string;
  onChoose: (slot: ShowingSlot) => void;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  const user = useUser();
  const when = whenOf(i18n, site, showing.startsAt, showing.endsAt);
  const isVip = showing.kind === "vip";
  return (
    <>
      <h3 className={styles.when}>
        <time dateTime={showing.startsAt}>{when}</time>
      </h3>
      <p>{t("showings.place", { place: showing.place })}</p>
      {isVip ? <Badge tone="brand">{t("showings.vip")}</Badge> : null}
      {showing.bookable ? (
        <fieldset className={styles.slots}>
          <legend>{t("showings.chooseTime", { when })}</legend>
          {showing.slots.map((slot) => {
            const isFull = slot.placesLeft === 0;
            return (
              <label key={slot.id} className={styles.slot} data-full={isFull || undefined}>
                <input
                  type="radio"
                  name={groupName}
                  value={slot.id}
                  checked={chosenSlotId === slot.id}
                  disabled={isFull}
                  onChange={() => onChoose(slot)}
                />
                <span>
                  {t("showings.slot", { start: timeOf(site, slot.startsAt), end: timeOf(site, slot.endsAt) })}
                </span>
                <span className={styles.places}>{placesText(t, slot)}</span>
              </label>
            );
          })}
        </fieldset>
      ) : (
        <VipHint site={site} isLoggedIn={user !== null} pagePath={pagePath} />
      )}
    </>
  );
}

/** A VIP showing the visitor may not book: coming, with the way to book it (log in, or become a member). */
function VipHint({ site, isLoggedIn, pagePath }: { site: SiteConfig; isLoggedIn: boolean; pagePath: string }) {
  const { t } = useI18n();
  const login = routePath(site, "login");
  const vip = routePath(site, "vip");
  return (
    <div className={styles.stack}>
      <p>{t("showings.vipComing")}</p>
      {isLoggedIn ? (
        <p>
          {t("showings.vipHintJoin")} {vip ? <Link href={vip}>{t("showings.becomeVip")}</Link> : null}
        </p>
      ) : (
        <p>
          {t("showings.vipHintLogin")}{" "}
          {login ? (
            <Link href={`${login}?${new URLSearchParams({ referrer: pagePath }).toString()}`}>
              {t("showings.login")}
            </Link>
          ) : null}
        </p>
      )}
    </div>
  );
}

/** The text of the slots whose places changed since the list was last read, for the live region. */
function usePlacesAnnouncement(site: SiteConfig, showings: ShowingDetail[] | undefined): string {
  const { t } = useI18n();
  const previous = useRef<Map<string, number> | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    if (!showings) return;
    const now = new Map(
      showings.flatMap((showing) => showing.slots.map((slot) => [slot.id, slot.placesLeft] as const)),
    );
    const before = previous.current;
    previous.current = now;
    if (!before) return;
    const changed = showings
      .flatMap((showing) => showing.slots)
      .filter((slot) => before.has(slot.id) && before.get(slot.id) !== slot.placesLeft)
      .map((slot) => t("showings.placesChanged", { start: timeOf(site, slot.startsAt), places: placesText(t, slot) }));
    if (changed.length > 0) setText(changed.join(". "));
  }, [showings, site, t]);
  return text;
}
