"use client";
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { caseFileHref, type CaseVariant } from "@housing/api-client";
import type { CaseAttachment, CaseDetail } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, FactList, Heading } from "@housing/ui";
import { ErrandClose } from "./errand-close";
import { ErrandUpdateForm } from "./errand-update-form";
import { errandQueryKey, errandsQueryKey, useErrand } from "./errands-query";
import { typeLabel } from "./filters";
import { StatusBadge } from "./status-badge";
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

interface ErrandDetailProps {
  site: SiteConfig;
  variant: CaseVariant;
  errandId: string;
  onBack: () => void;
}

/** One errand: its read fields (spec section 3), files, and the update and close (spec section 4). */
export function ErrandDetail({ site, variant, errandId, onBack }: ErrandDetailProps) {
  const { t } = useI18n();
  const errand = useErrand(variant, errandId);
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasData = errand.data !== undefined;
  useEffect(() => {
    if (hasData) headingRef.current?.focus();
  }, [hasData]);

  const onChanged = (next: CaseDetail) => {
    queryClient.setQueryData(errandQueryKey(variant, errandId), next);
    void queryClient.invalidateQueries({ queryKey: errandsQueryKey(variant) });
  };

  return (
    <article className={styles.stack} aria-labelledby="errand-heading">
      <div className={styles.row}>
        <Button variant="secondary" onClick={onBack}>
          {t("case-management.errands.detail.back")}
        </Button>
      </div>
      {errand.isPending ? <p role="status">{t("case-management.errands.loading")}</p> : null}
      {errand.isError && !errand.data ? (
        <p className={styles.error} role="alert" id="errand-heading">
          {t("case-management.errands.detail.loadFailed")}
        </p>
      ) : null}
      {errand.data ? (
        <>
          <div className={styles.headRow}>
            <Heading level={2} id="errand-heading" ref={headingRef} tabIndex={-1}>
              {t("case-management.errands.ticket", { ticket: String(errand.data.ticketNumber) })}
            </Heading>
            <StatusBadge statusId={errand.data.caseStatusId} />
          </div>
          <ErrandFacts errand={errand.data} />
          <ErrandFiles attachments={errand.data.attachments} />
          {errand.data.isClosable ? (
            <>
              <ErrandUpdateForm site={site} variant={variant} errand={errand.data} onUpdated={onChanged} />
              <ErrandClose site={site} variant={variant} errand={errand.data} onClosed={onChanged} />
            </>
          ) : null}
        </>
      ) : null}
    </article>
  );
}

function ErrandFacts({ errand }: { errand: CaseDetail }) {
  const { t, formatDate } = useI18n();
  const contact = errand.alternativeContact;
  const facts = [
    { label: t("case-management.errands.field.type"), value: typeLabel(errand.caseTypeName) },
    { label: t("case-management.errands.field.created"), value: formatDate(errand.creationDate) },
    { label: t("case-management.errands.field.updated"), value: formatDate(errand.updatedDate) },
    { label: t("case-management.errands.field.room"), value: errand.roomType },
    { label: t("case-management.errands.field.details"), value: errand.problemAreaDetails },
    { label: t("case-management.errands.field.object"), value: errand.objectName },
    { label: t("case-management.errands.field.address"), value: errand.objectAddress },
    { label: t("case-management.errands.field.buildingPart"), value: errand.buildingPartName },
    { label: t("case-management.errands.field.brf"), value: errand.brfName },
    // Spec section 3: address, zip, city and government id of an address not in the list, comma-separated.
    {
      label: t("case-management.errands.field.otherResident"),
      value: errand.otherResidentInfo
        ?.split(",")
        .map((part) => part.trim())
        .filter(Boolean)
        .join(", "),
    },
    {
      label: t("case-management.errands.field.contact"),
      value: contact
        ? [[contact.firstName, contact.lastName].filter(Boolean).join(" "), contact.email, contact.phone]
            .filter(Boolean)
            .join(", ")
        : null,
    },
  ].filter((fact): fact is { label: string; value: string } => !!fact.value);
  return (
    <div className={styles.stack}>
      <FactList facts={facts} />
      <div>
        <Heading level={3}>{t("case-management.errands.field.description")}</Heading>
        <p className={styles.description}>{errand.description}</p>
      </div>
    </div>
  );
}

const isImage = (attachment: CaseAttachment) => /^image\/(jpeg|png|webp)$/.test(attachment.contentType);

/** The files through the API (the session bridge): images shown in the case image sizes, the others as downloads. */
function ErrandFiles({ attachments }: { attachments: readonly CaseAttachment[] }) {
  const { t } = useI18n();
  const images = attachments.filter(isImage);
  const others = attachments.filter((attachment) => !isImage(attachment));
  return (
    <section className={styles.stack} aria-labelledby="errand-files">
      <Heading level={3} id="errand-files">
        {t("case-management.errands.detail.files")}
      </Heading>
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
