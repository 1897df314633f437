"use client";
import { useId, useState, type KeyboardEvent } from "react";
import type { Image as ImageData } from "@housing/contracts";
import { useI18n } from "@housing/i18n/react";
import { Button, Image } from "@housing/ui";
import styles from "./catalogue.module.css";

/**
 * The image gallery of a stage or home: one large picture, previous and next buttons and
 * a row of thumbnails. The arrow keys browse while focus is in the gallery; the position is
 * announced politely; every picture keeps its alt text. The first picture is the page's
 * largest content, so it loads with priority.
 */
export function Gallery({ images, label }: { images: ImageData[]; label: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const id = useId();
  if (images.length === 0) return null;
  const current = images[index]!;
  const go = (next: number) => setIndex((next + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (images.length < 2) return;
    if (event.key === "ArrowRight") go(index + 1);
    else if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(images.length - 1);
    else return;
    event.preventDefault();
  };
  const position = t("content-pages.catalogue.gallery.position", { current: index + 1, total: images.length });

  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={label} onKeyDown={onKeyDown}>
      <figure
        className={styles.galleryFrame}
        tabIndex={images.length > 1 ? 0 : undefined}
        aria-describedby={images.length > 1 ? `${id}-hint` : undefined}
      >
        <Image
          key={current.url}
          src={current.url}
          alt={current.alt}
          width={current.width}
          height={current.height}
          sizes="(max-width: 625px) 100vw, 66vw"
          priority={index === 0}
        />
      </figure>
      {images.length > 1 ? (
        <>
          <div className={styles.galleryControls}>
            <Button variant="secondary" onClick={() => go(index - 1)}>
              {t("content-pages.catalogue.gallery.previous")}
            </Button>
            <p aria-live="polite" aria-atomic="true">
              {position}
            </p>
            <Button variant="secondary" onClick={() => go(index + 1)}>
              {t("content-pages.catalogue.gallery.next")}
            </Button>
          </div>
          <p id={`${id}-hint`} hidden>
            {t("content-pages.catalogue.gallery.hint")}
          </p>
          <ul className={styles.thumbs}>
            {images.map((image, number) => (
              <li key={image.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={number === index ? "true" : undefined}
                  aria-label={t("content-pages.catalogue.gallery.show", { number: number + 1, alt: image.alt })}
                  onClick={() => setIndex(number)}
                >
                  <Image src={image.url} alt="" width={image.width} height={image.height} sizes="96px" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
