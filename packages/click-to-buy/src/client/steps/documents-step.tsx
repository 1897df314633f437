"use client";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { bookingDocumentHref, getBookingDocuments } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { BookingState } from "@housing/contracts/booking";
import { useI18n } from "@housing/i18n/react";
import { Checkbox } from "@housing/ui";
import { Problem, StepButtons } from "../step-frame";
import { useSaveStep } from "../use-save-step";
import styles from "../../click-to-buy.module.css";

export const documentsQueryKey = (bookingId: string) => ["housing", "click-to-buy", "documents", bookingId] as const;

/** documents (6-step): each document opened as PDF and ticked as read; all read before Next. */
export function DocumentsStep({
  booking,
  onSaved,
  onPrevious,
}: {
  booking: BookingState;
  onSaved: (booking: BookingState) => void;
  onPrevious: (() => void) | null;
}) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const documents = useQuery({
    queryKey: documentsQueryKey(booking.bookingId),
    queryFn: ({ signal }) => getBookingDocuments(http, booking.bookingId, { signal }),
  });
  const [read, setRead] = useState<readonly string[]>(booking.values.documents?.readDocumentIds ?? []);
  const [isIncomplete, setIsIncomplete] = useState(false);
  const { save, isSaving, problem } = useSaveStep(booking.bookingId, onSaved);
  const list = documents.data?.documents ?? [];

  const toggle = (id: string, isRead: boolean) => {
    setIsIncomplete(false);
    setRead((current) =>
      isRead ? [...current.filter((item) => item !== id), id] : current.filter((item) => item !== id),
    );
  };
  const submit = () => {
    if (!documents.data) return;
    if (list.some((document) => !read.includes(document.id))) {
      setIsIncomplete(true);
      return;
    }
    void save({ step: "documents", values: { readDocumentIds: list.map((document) => document.id) } });
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p>{t("click-to-buy.documents.intro")}</p>
      {documents.isPending ? <p role="status">{t("click-to-buy.documents.loading")}</p> : null}
      {documents.isError ? <Problem message="click-to-buy.documents.loadFailed" /> : null}
      {list.length > 0 ? (
        <ul className={styles.documents}>
          {list.map((document) => (
            <li key={document.id} className={styles.fields}>
              <a className={styles.appLink} href={bookingDocumentHref(document.pdfPath)} target="_blank" rel="noopener">
                {t("click-to-buy.documents.open", { title: document.title })}
              </a>
              <Checkbox
                label={t("click-to-buy.documents.read", { title: document.title })}
                checked={read.includes(document.id)}
                onChange={(event) => toggle(document.id, event.target.checked)}
                error={isIncomplete && !read.includes(document.id) ? t("click-to-buy.documents.notAllRead") : undefined}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <Problem message={isIncomplete ? "click-to-buy.documents.notAllRead" : problem} />
      <StepButtons onPrevious={onPrevious} isSaving={isSaving || !documents.data} />
    </form>
  );
}
