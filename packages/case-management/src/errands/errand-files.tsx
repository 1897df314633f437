"use client";
import { useId } from "react";
import { caseFileHref } from "@housing/api-client";
import type { CaseAttachment } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import { Heading } from "@housing/ui";
import styles from "./errands.module.css";

/** Spec section 9: the case images' widths (the API resizes to webp). */
export const CASE_IMAGE_WIDTHS = [1200, 1900, 2560] as const;

export function imageSources(path: string) {
  const href = caseFileHref(path);
  return {
    src: `${href}?w=${CASE_IMAGE_WIDTHS[0]}`,
    srcSet: CASE_IMAGE_WIDTHS.map((width) => `${href}?w=${width} ${width}w`).join(", "),
  };
}

const isImage = (attachment: CaseAttachment) => /^image\/(jpeg|png|webp)$/.test(attachment.contentType);

/**
 * The files through the API (the session bridge): images shown in the case image sizes, the
 * others as downloads. An errand's files have a heading; a control point's are named by label.
 */
export function ErrandFiles({
  attachments,
  hasHeading = false,
}: {
  attachments: readonly CaseAttachment[];
  hasHeading?: boolean;
}) {
  const { t } = useI18n();
  const headingId = useId();
  const images = attachments.filter(isImage);
  const others = attachments.filter((attachment) => !isImage(attachment));
  return (
    <section
      className={styles.stack}
      {...(hasHeading ? { "aria-labelledby": headingId } : { "aria-label": t("case-management.errands.detail.files") })}
    >
      {hasHeading ? (
        <Heading level={3} id={headingId}>
          {t("case-management.errands.detail.files")}
        </Heading>
      ) : null}
      {attachments.length === 0 ? <p>{t("case-management.errands.detail.noFiles")}</p> : null}
      {images.length > 0 ? (
        <ul className={styles.images}>
          {images.map((image) => (
            <li key={image.attachmentId}>
              <a href={caseFileHref(image.path)} download={image.filename}>
                <img
                  {...imageSources(image.path)}
                  sizes="(min-width: 48rem) 33vw, 100vw"
                  alt={t("case-management.errands.detail.download", { name: image.filename })}
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul>
          {others.map((file) => (
            <li key={file.attachmentId}>
              <a className={styles.fileLink} href={caseFileHref(file.path)} download={file.filename}>
                {t("case-management.errands.detail.download", { name: file.filename })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
