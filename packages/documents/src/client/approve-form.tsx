"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { approveDocument } from "@housing/api-client";
import { useSessionHttp } from "@housing/api-client/session-http";
import type { Document } from "@housing/contracts/documents";
import { useI18n, type MessageId } from "@housing/i18n/react";
import { Button, Checkbox } from "@housing/ui";
import { documentsQueryKey } from "./documents-query";
import { problemOf } from "./problem";
import { useFocusOn } from "./use-focus-on";
import styles from "../documents.module.css";

/** Approving a document (spec section 3: a name other than awaiting_signature): a confirmation, then the call. */
export function ApproveForm({ document, onDone }: { document: Document; onDone: (document: Document) => void }) {
  const { t } = useI18n();
  const http = useSessionHttp();
  const queryClient = useQueryClient();
  const [isConfirmed, setConfirmed] = useState(false);
  const [isMissing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<MessageId | null>(null);
  const problemRef = useFocusOn<HTMLParagraphElement>(problem);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!isConfirmed) {
      setMissing(true);
      window.document.getElementById("approve-confirm")?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const approved = await approveDocument(http, document.id);
      await queryClient.invalidateQueries({ queryKey: documentsQueryKey(document.siteKey) });
      onDone(approved);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.stack} noValidate onSubmit={(event) => void submit(event)}>
      <Checkbox
        id="approve-confirm"
        label={t("documents.approve.confirm")}
        checked={isConfirmed}
        onChange={(event) => {
          setConfirmed(event.currentTarget.checked);
          if (event.currentTarget.checked) setMissing(false);
        }}
        error={isMissing ? t("documents.approve.confirmRequired") : undefined}
        isRequired
      />
      <div className={styles.row}>
        <Button type="submit" disabled={busy}>
          {busy ? t("documents.approve.busy") : t("documents.approve.submit")}
        </Button>
      </div>
      <p ref={problemRef} tabIndex={-1} role="alert" className={problem ? styles.error : styles.quiet}>
        {problem ? t(problem) : null}
      </p>
    </form>
  );
}
