"use client";
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { CaseVariant } from "@housing/api-client";
import type { CaseDetail } from "@housing/contracts/cases";
import { useI18n } from "@housing/i18n/react";
import type { SiteConfig } from "@housing/site-config";
import { Button, FactList, Heading } from "@housing/ui";
import { ErrandClose } from "./errand-close";
import { ErrandFiles } from "./errand-files";
import { ErrandUpdateForm } from "./errand-update-form";
import { errandQueryKey, errandsQueryKey, useErrand } from "./errands-query";
import { typeLabel } from "./filters";
import { StatusBadge } from "./status-badge";
import styles from "./errands.module.css";

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
  const closedRef = useRef<HTMLParagraphElement>(null);
  // Closing removes the buttons that had focus: it moves to the message that says it is done.
  const [isJustClosed, setIsJustClosed] = useState(false);
  const hasData = errand.data !== undefined;
  useEffect(() => {
    if (hasData) headingRef.current?.focus();
  }, [hasData]);
  useEffect(() => {
    if (isJustClosed) closedRef.current?.focus();
  }, [isJustClosed]);

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
          {isJustClosed ? (
            <p ref={closedRef} tabIndex={-1} role="status" className={styles.status}>
              {t("case-management.errands.close.done")}
            </p>
          ) : null}
          <ErrandFacts errand={errand.data} />
          <ErrandFiles attachments={errand.data.attachments} hasHeading />
          {errand.data.isClosable ? (
            <>
              <ErrandUpdateForm site={site} variant={variant} errand={errand.data} onUpdated={onChanged} />
              <ErrandClose
                site={site}
                variant={variant}
                errand={errand.data}
                onClosed={(next) => {
                  onChanged(next);
                  setIsJustClosed(true);
                }}
              />
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
