"use client";

import { useId, type KeyboardEvent } from "react";
import { Badge, Image, Link } from "@housing/ui";
import type { PopupContent } from "./popup-content";
import styles from "./search-map.module.css";

/**
 * The card a marker opens: image, name (the link to the hit's page), place, price, rooms, area,
 * status. A non-modal dialog: Escape and the close button close it and return focus to the marker.
 */
export function MapPopupCard({
  content,
  closeLabel,
  onClose,
}: {
  content: PopupContent;
  closeLabel: string;
  onClose: (isReturningFocus: boolean) => void;
}) {
  const headingId = useId();
  const facts = [content.price, [content.rooms, content.area].filter(Boolean).join(" · "), content.count].filter(
    Boolean,
  );
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    onClose(true);
  };
  return (
    <div role="dialog" aria-labelledby={headingId} className={styles.card} onKeyDown={onKeyDown}>
      {content.image ? (
        <div className={styles.cardImage}>
          <Image
            src={content.image.url}
            alt=""
            width={content.image.width}
            height={content.image.height}
            sizes="20rem"
          />
        </div>
      ) : null}
      <div className={styles.cardBody}>
        {content.status ? <Badge tone="neutral">{content.status}</Badge> : null}
        <h2 id={headingId} className={styles.cardHeading}>
          <Link href={content.url} data-popup-focus="">
            {content.name}
          </Link>
        </h2>
        {content.place ? <p className={styles.cardPlace}>{content.place}</p> : null}
        {facts.map((fact) => (
          <p key={fact} className={styles.cardFact}>
            {fact}
          </p>
        ))}
      </div>
      <button type="button" className={styles.close} onClick={() => onClose(true)} aria-label={closeLabel}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
